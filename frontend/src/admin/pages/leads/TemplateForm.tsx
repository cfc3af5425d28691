// A reply template's form (admins): its name, and its subject (e-mail) and text in English and Arabic
// side by side, the placeholders it may use under the text, the server's field errors under each field.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import type { ReplyTemplateIO } from "../../../lib/api-types";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { ErrorNotice, Field } from "../../components/ui";
import { useAdminT } from "../../i18n";

export const TEMPLATES = "/api/admin/reply-templates";
export type Channel = ReplyTemplateIO["channel"];

export const PLACEHOLDERS: Record<Channel, string[]> = {
  email: ["first_name", "consultant", "company", "topic", "booking_link"],
  whatsapp: ["consultant", "company"],
};

/** What a channel's texts may hold: "{first_name}: the lead's first name", … */
export function PlaceholderHelp({ channel }: { channel: Channel }) {
  const { t } = useAdminT();
  return (
    <div className="text-sm text-slate-600">
      <p>{t("adminLeads.templates.placeholdersTitle")}</p>
      <ul className="mt-1 flex flex-col gap-0.5">
        {PLACEHOLDERS[channel].map((p) => (
          <li key={p}>
            <code dir="ltr" className="rounded bg-slate-100 px-1 text-ink">{`{${p}}`}</code>{" "}
            {t(`adminLeads.templates.placeholder.${p}`)}
          </li>
        ))}
      </ul>
      {channel === "whatsapp" ? <p className="mt-1">{t("adminLeads.templates.whatsappNote")}</p> : null}
    </div>
  );
}

function TextArea({
  label,
  value,
  onChange,
  error,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  lang: "en" | "ar";
}) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={7}
          lang={lang}
          dir={lang === "ar" ? "rtl" : "ltr"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </Field>
  );
}

/** What staff read a template by: its name in the admin's language (the Arabic falls back to the English). */
export function templateName(template: ReplyTemplateIO, lang: string): string {
  return (lang === "ar" && template.name_ar) || template.name;
}

export function blankTemplate(channel: Channel): ReplyTemplateIO {
  return {
    channel,
    name: "",
    name_ar: "",
    subject_en: "",
    subject_ar: "",
    body_en: "",
    body_ar: "",
    position: 0,
    active: true,
  };
}

/** Creates (no id) or changes a template; `onDone` after the save or on cancel. */
export function TemplateForm({ template, onDone }: { template: ReplyTemplateIO; onDone: () => void }) {
  const { t, lang } = useAdminT();
  const client = useQueryClient();
  const [form, setForm] = useState(template);
  const save = useMutation({
    mutationFn: () =>
      form.id
        ? adminRequest<ReplyTemplateIO>("PUT", `${TEMPLATES}/${form.id}`, form)
        : adminRequest<ReplyTemplateIO>("POST", TEMPLATES, form),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [TEMPLATES] });
      onDone();
    },
  });
  const errors = fieldErrors(save.error);
  const other = save.isError && Object.keys(errors).length === 0;
  const set =
    <K extends keyof ReplyTemplateIO>(key: K) =>
    (value: ReplyTemplateIO[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const email = form.channel === "email";
  const title = form.id
    ? templateName(form, lang)
    : t(email ? "adminLeads.templates.newEmail" : "adminLeads.templates.newWhatsapp");
  return (
    <form
      className="rounded-lg border border-slate-300 bg-white p-4"
      aria-label={title}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_1fr_8rem]">
        <InputField
          label={t("adminLeads.templates.nameEn")}
          hint={t("adminLeads.templates.nameHint")}
          value={form.name}
          onChange={set("name")}
          error={errors.name}
          dir="ltr"
          required
        />
        <InputField
          label={t("adminLeads.templates.nameAr")}
          value={form.name_ar}
          onChange={set("name_ar")}
          error={errors.name_ar}
          dir="rtl"
          lang="ar"
        />
        <InputField
          label={t("adminLeads.templates.position")}
          hint={t("adminLeads.templates.positionHint")}
          type="number"
          min={0}
          value={String(form.position)}
          onChange={(v) => set("position")(Number(v) || 0)}
          error={errors.position}
        />
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          {email ? (
            <InputField
              label={t("adminLeads.templates.subjectEn")}
              value={form.subject_en}
              onChange={set("subject_en")}
              error={errors.subject_en}
              lang="en"
              dir="ltr"
            />
          ) : null}
          <TextArea
            label={t("adminLeads.templates.bodyEn")}
            value={form.body_en}
            onChange={set("body_en")}
            error={errors.body_en}
            lang="en"
          />
        </div>
        <div className="flex flex-col gap-4">
          {email ? (
            <InputField
              label={t("adminLeads.templates.subjectAr")}
              value={form.subject_ar}
              onChange={set("subject_ar")}
              error={errors.subject_ar}
              lang="ar"
              dir="rtl"
            />
          ) : null}
          <TextArea
            label={t("adminLeads.templates.bodyAr")}
            value={form.body_ar}
            onChange={set("body_ar")}
            error={errors.body_ar}
            lang="ar"
          />
        </div>
      </div>
      <div className="mt-3">
        <PlaceholderHelp channel={form.channel} />
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={form.active} onChange={(e) => set("active")(e.target.checked)} />
        {t("adminLeads.templates.active")}
      </label>
      {other ? (
        <div className="mt-3">
          <ErrorNotice error={save.error} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t("adminLeads.templates.saving")
            : form.id
              ? t("adminLeads.templates.save")
              : t("adminLeads.templates.create")}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t("admin.common.cancel")}
        </button>
      </div>
    </form>
  );
}
