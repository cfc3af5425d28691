// The milestones reached (in their order, each with its date, note and whether the client was e-mailed,
// and a way to delete one), and recording one: which, its date, a note and, if wanted, an e-mail to the
// client in their language.
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { dayKey } from "../../../lib/dates";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { ConfirmAction, ErrorNotice, Saved } from "../../components/ui";
import { formatDateTime, formatLongDay } from "../../format";
import { useAdminT } from "../../i18n";
import type { CaseDetail } from "../../types";
import { useCaseAction } from "./useCaseAction";

function MilestoneItem({ m, name, url }: { m: CaseDetail["milestones"][number]; name: string; url: string }) {
  const { t } = useAdminT();
  const remove = useCaseAction(url);
  return (
    <li className="border-s-2 border-brand-500 ps-3">
      <p className="font-semibold text-ink">{name}</p>
      <p className="text-sm text-slate-700">{formatLongDay(m.date)}</p>
      {m.note ? (
        <p className="text-sm whitespace-pre-wrap break-words" dir="auto">
          {m.note}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        {m.emailed_at
          ? t("adminCases.milestones.emailed", { time: formatDateTime(m.emailed_at) })
          : t("adminCases.milestones.notEmailed")}
      </p>
      <div className="mt-1">
        <ConfirmAction
          label={t("adminCases.milestones.delete")}
          question={t("adminCases.milestones.deleteQuestion", { kind: name })}
          confirmLabel={t("adminCases.milestones.delete")}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate({ path: `milestones/${m.id}`, method: "DELETE" })}
        />
      </div>
    </li>
  );
}

export function Milestones({ c, url }: { c: CaseDetail; url: string }) {
  const { t, lang } = useAdminT();
  const name = (kind: string) => {
    const found = c.milestone_kinds.find((k) => k.kind === kind);
    return found ? found.label[lang] || found.label.en : kind;
  };
  const recorded = new Set(c.milestones.map((m) => m.kind));
  const open = c.milestone_kinds.filter((k) => !recorded.has(k.kind));
  const [kind, setKind] = useState("");
  const [date, setDate] = useState(dayKey(new Date()));
  const [note, setNote] = useState("");
  const [email, setEmail] = useState(false);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState(false);
  const add = useCaseAction(url, () => {
    setKind("");
    setNote("");
    setEmail(false);
    setDone(true);
  });
  const errors = fieldErrors(add.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (!kind || !date) {
      setMissing(true);
      return;
    }
    add.mutate({ path: "milestones", body: { kind, date, note: note.trim(), send_email: email } });
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    setDone(false);
    setMissing(false);
    set(v);
  };
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="case-milestones">
      <h2 id="case-milestones" className="text-lg font-semibold text-ink">
        {t("adminCases.milestones.title")}
      </h2>
      {c.milestones.length === 0 ? (
        <p className="text-sm text-slate-500">{t("adminCases.milestones.none")}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {c.milestones.map((m) => (
            <MilestoneItem key={m.id} m={m} name={name(m.kind)} url={url} />
          ))}
        </ol>
      )}
      <div className="border-t border-slate-200 pt-3">
        {open.length === 0 ? (
          <p className="text-sm text-slate-600">{t("adminCases.milestones.allRecorded")}</p>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <h3 className="text-sm font-semibold text-ink">{t("adminCases.milestones.add")}</h3>
            <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
              <SelectField
                label={t("adminCases.milestones.kind")}
                name="kind"
                value={kind}
                error={errors.kind ?? (missing && !kind ? t("adminCases.milestones.need") : undefined)}
                onChange={edit(setKind)}
              >
                <option value="">{t("adminCases.milestones.choose")}</option>
                {open.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.label[lang] || k.label.en}
                  </option>
                ))}
              </SelectField>
              <InputField
                label={t("adminCases.milestones.date")}
                name="date"
                type="date"
                value={date}
                error={errors.date ?? (missing && !date ? t("adminCases.milestones.need") : undefined)}
                onChange={edit(setDate)}
              />
            </div>
            <InputField
              label={t("adminCases.milestones.note")}
              name="note"
              dir="auto"
              maxLength={500}
              value={note}
              error={errors.note}
              onChange={edit(setNote)}
            />
            <div className="flex flex-col gap-1">
              <label className="inline-flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="send_email"
                  className="mt-1"
                  checked={email}
                  disabled={!c.lead.email}
                  onChange={(e) => {
                    setDone(false);
                    setEmail(e.target.checked);
                  }}
                />
                <span>{t("adminCases.milestones.sendEmail")}</span>
              </label>
              {!c.lead.email ? (
                <p className="text-xs text-slate-500">{t("adminCases.milestones.noEmail")}</p>
              ) : null}
              {errors.send_email ? <p className="text-sm text-red-700">{errors.send_email}</p> : null}
            </div>
            {add.isError && !Object.keys(errors).length ? <ErrorNotice error={add.error} /> : null}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-secondary" disabled={add.isPending}>
                {add.isPending ? t("adminCases.milestones.adding") : t("adminCases.milestones.add")}
              </button>
              <Saved show={done && !add.isPending}>{t("adminCases.milestones.added")}</Saved>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
