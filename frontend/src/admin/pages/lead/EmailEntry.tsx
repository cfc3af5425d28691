// An e-mail in the timeline: its subject, what kind it is, to whom, where it stands in the outbox; a staff
// member's own reply keeps its text, folded away.
import { Badge } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { TimelineEntry } from "./timeline";

export function EmailEntry({ email }: { email: NonNullable<TimelineEntry["email"]> }) {
  const { t } = useAdminT();
  return (
    <>
      {/* The subject as it was sent, in the e-mail's own language: quoted, not a label to translate. */}
      <p className="break-words font-medium text-ink" dir="auto" translate="no">
        {email.subject}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-slate-600">
        <span>
          {t(`admin.outbox.kinds.${email.kind}`, {
            defaultValue: t(`adminLead.email.kinds.${email.kind}`, { defaultValue: email.kind_label }),
          })}
        </span>
        <Badge tone={email.status}>
          {t(`admin.outbox.statuses.${email.status}`, { defaultValue: email.status })}
        </Badge>
        <span className="break-all">{t("adminLead.email.to", { to: email.to })}</span>
        {email.sent_at ? (
          <span>{t("adminLead.email.sent", { when: formatDateTime(email.sent_at) })}</span>
        ) : null}
      </p>
      {email.text ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-700">{t("adminLead.email.show")}</summary>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-2 text-ink" dir="auto">
            {email.text}
          </p>
        </details>
      ) : null}
    </>
  );
}
