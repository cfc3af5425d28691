// The reasons a lead can be lost for: key, English and Arabic names, order, whether staff may still pick
// it. Admins edit them here (a reason already used keeps its key and cannot be deleted: the server says
// so under the key); everyone else reads them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import type { LostReasonIO } from "../../../lib/api-types";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { QueryState } from "../../components/QueryState";
import { Badge, ConfirmAction, ErrorNotice, Saved } from "../../components/ui";
import { inAdminLanguage } from "../../format";
import { useAdminT } from "../../i18n";

export const REASONS = "/api/admin/lost-reasons";

function useRefresh() {
  const client = useQueryClient();
  // The reasons are also choices of the lead screens and the board's "lost" dialog.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [REASONS] }),
      client.invalidateQueries({ queryKey: ["/api/admin/leads/choices"] }),
    ]);
}

const BLANK: LostReasonIO = { key: "", label_en: "", label_ar: "", position: 0, active: true };

function ReasonForm({ reason, onCreated }: { reason: LostReasonIO; onCreated?: () => void }) {
  const { t } = useAdminT();
  const refresh = useRefresh();
  const [form, setForm] = useState(reason);
  const [saved, setSaved] = useState(false);
  const isNew = !reason.id;
  const save = useMutation({
    mutationFn: () =>
      isNew
        ? adminRequest<LostReasonIO>("POST", REASONS, form)
        : adminRequest<LostReasonIO>("PUT", `${REASONS}/${reason.id}`, form),
    onSuccess: async () => {
      await refresh();
      if (isNew) {
        setForm(BLANK);
        onCreated?.();
      } else setSaved(true);
    },
  });
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", `${REASONS}/${reason.id}`),
    onSuccess: () => refresh(),
  });
  const errors = { ...fieldErrors(save.error), ...fieldErrors(remove.error) };
  const set =
    <K extends keyof LostReasonIO>(key: K) =>
    (value: LostReasonIO[K]) => {
      setSaved(false);
      setForm((f) => ({ ...f, [key]: value }));
    };
  const name = inAdminLanguage(reason.label_en, reason.label_ar) || reason.key;
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <form
        aria-label={isNew ? t("adminLeads.lostReasons.new") : name}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          save.mutate();
        }}
        noValidate
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_1fr_6rem]">
          <InputField
            label={t("adminLeads.lostReasons.key")}
            hint={isNew ? t("adminLeads.lostReasons.keyHint") : undefined}
            value={form.key}
            onChange={set("key")}
            error={errors.key}
            dir="ltr"
            required
          />
          <InputField
            label={t("adminLeads.lostReasons.labelEn")}
            value={form.label_en}
            onChange={set("label_en")}
            error={errors.label_en}
            lang="en"
            dir="ltr"
            required
          />
          <InputField
            label={t("adminLeads.lostReasons.labelAr")}
            value={form.label_ar}
            onChange={set("label_ar")}
            error={errors.label_ar}
            lang="ar"
            dir="rtl"
            required
          />
          <InputField
            label={t("adminLeads.lostReasons.position")}
            type="number"
            min={0}
            value={String(form.position)}
            onChange={(v) => set("position")(Number(v) || 0)}
            error={errors.position}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={form.active} onChange={(e) => set("active")(e.target.checked)} />
            {t("adminLeads.lostReasons.active")}
          </label>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending
              ? t("adminLeads.templates.saving")
              : isNew
                ? t("adminLeads.lostReasons.add")
                : t("adminLeads.templates.save")}
          </button>
          <Saved show={saved} />
        </div>
        {save.isError && Object.keys(fieldErrors(save.error)).length === 0 ? (
          <div className="mt-3">
            <ErrorNotice error={save.error} />
          </div>
        ) : null}
      </form>
      {isNew ? null : (
        <div className="mt-3">
          <ConfirmAction
            label={t("adminLeads.lostReasons.delete")}
            question={t("adminLeads.lostReasons.deleteQuestion", { name })}
            confirmLabel={t("adminLeads.lostReasons.deleteConfirm")}
            busy={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate()}
          />
        </div>
      )}
    </li>
  );
}

function ReasonsTable({ reasons }: { reasons: LostReasonIO[] }) {
  const { t } = useAdminT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr className="[&>th]:px-3 [&>th]:py-2 [&>th]:text-start">
            <th scope="col">{t("adminLeads.lostReasons.key")}</th>
            <th scope="col">{t("adminLeads.lostReasons.labelEn")}</th>
            <th scope="col">{t("adminLeads.lostReasons.labelAr")}</th>
            <th scope="col">{t("adminLeads.lostReasons.active")}</th>
          </tr>
        </thead>
        <tbody>
          {reasons.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 [&>td]:px-3 [&>td]:py-2">
              <td dir="ltr" className="text-start">
                <code>{r.key}</code>
              </td>
              <td lang="en">{r.label_en}</td>
              <td lang="ar" dir="rtl">
                {r.label_ar}
              </td>
              <td>
                {r.active ? (
                  t("adminLeads.lostReasons.active")
                ) : (
                  <Badge>{t("adminLeads.lostReasons.inactive")}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LostReasons({ editable }: { editable: boolean }) {
  const { t } = useAdminT();
  const reasons = useQuery<LostReasonIO[]>({ queryKey: [REASONS] });
  const [adding, setAdding] = useState(false);
  return (
    <section className="card mt-6" aria-labelledby="lost-reasons-heading">
      <h2 id="lost-reasons-heading" className="font-semibold text-ink">
        {t("adminLeads.lostReasons.title")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t("adminLeads.lostReasons.intro")}</p>
      <QueryState query={reasons}>
        {(list) =>
          editable ? (
            <ul className="flex flex-col gap-3">
              {list.map((r) => (
                <ReasonForm key={r.id} reason={r} />
              ))}
              {adding ? (
                <ReasonForm reason={BLANK} onCreated={() => setAdding(false)} />
              ) : (
                <li>
                  <button type="button" className="btn-secondary" onClick={() => setAdding(true)}>
                    {t("adminLeads.lostReasons.add")}
                  </button>
                </li>
              )}
            </ul>
          ) : list.length ? (
            <ReasonsTable reasons={list} />
          ) : (
            <p className="text-slate-500">{t("adminLeads.lostReasons.empty")}</p>
          )
        }
      </QueryState>
    </section>
  );
}
