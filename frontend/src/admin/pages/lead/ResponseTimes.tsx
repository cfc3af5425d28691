// When the first reply is due (flagged when it is late) and when staff first reached the person.
import { Badge } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadDetail } from "../../types";

export function ResponseTimes({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminT();
  const late = lead.overdue.includes("reply");
  return (
    <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-600">{t("adminLead.work.replyBy")}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-ink">
        {lead.reply_by ? formatDateTime(lead.reply_by) : "—"}
        {late ? <Badge tone="failed">{t("adminLead.work.overdue")}</Badge> : null}
      </dd>
      <dt className="text-slate-600">{t("adminLead.work.firstResponse")}</dt>
      <dd className="text-ink">
        {lead.first_response_at ? formatDateTime(lead.first_response_at) : t("adminLead.work.notYet")}
      </dd>
    </dl>
  );
}
