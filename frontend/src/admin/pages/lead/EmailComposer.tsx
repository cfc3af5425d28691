// An e-mail to the person: a template fills in the subject and the message (in the lead's language, with
// the consultant's name), both editable; sending queues it in the outbox and it shows in the timeline.
import { type FormEvent, useId, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice, Field, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { EmailReply } from "./replies";
import { useLeadAction } from "./useLeadAction";

const EMPTY = { template: "", subject: "", body: "" };

/** Nothing when the lead gave no e-mail address (the server sends no templates then). */
export function EmailComposer({ url, templates }: { url: string; templates: EmailReply[] }) {
  const { t } = useAdminT();
  const headingId = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [queued, setQueued] = useState(false);
  const send = useLeadAction(url, () => {
    setDraft(EMPTY);
    setQueued(true);
  });
  if (!templates.length) return null;

  const pick = (id: string) => {
    const chosen = templates.find((x) => String(x.id) === id);
    setQueued(false);
    setDraft(
      chosen ? { template: id, subject: chosen.subject, body: chosen.body } : { ...draft, template: "" },
    );
  };
  const change = (field: "subject" | "body") => (value: string) => {
    setQueued(false);
    setDraft((d) => ({ ...d, [field]: value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({
      path: "emails",
      body: {
        template_id: draft.template ? Number(draft.template) : null,
        subject: draft.subject.trim(),
        body: draft.body.trim(),
      },
    });
  };
  const errors = fieldErrors(send.error);
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t("adminLead.reply.email")}
      </h3>
      <SelectField
        label={t("adminLead.reply.template")}
        name="template"
        value={draft.template}
        onChange={pick}
      >
        <option value="">{t("adminLead.reply.noTemplate")}</option>
        {templates.map((x) => (
          <option key={x.id} value={String(x.id)}>
            {x.name}
          </option>
        ))}
      </SelectField>
      <InputField
        label={t("adminLead.reply.subject")}
        name="subject"
        dir="auto"
        maxLength={200}
        error={errors.subject}
        value={draft.subject}
        onChange={change("subject")}
      />
      <Field label={t("adminLead.reply.body")} error={errors.body}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="body"
            dir="auto"
            rows={8}
            maxLength={5000}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={draft.body}
            onChange={(e) => change("body")(e.target.value)}
          />
        )}
      </Field>
      {send.isError && !errors.subject && !errors.body ? <ErrorNotice error={send.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="btn-primary"
          disabled={send.isPending || !draft.subject.trim() || !draft.body.trim()}
        >
          {send.isPending ? t("adminLead.reply.sending") : t("adminLead.reply.send")}
        </button>
        <Saved show={queued && !send.isPending}>{t("adminLead.reply.queued")}</Saved>
      </div>
    </form>
  );
}
