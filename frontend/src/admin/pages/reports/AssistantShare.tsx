// The assistant's share of the range's leads: those it brought (source chat) and those of another source
// that chatted with it first (one story per visitor: chat/story.py), and how many of them became clients.
import { Link } from "react-router";
import { Breakdown } from "../../components/BarChart";
import { formatNumber } from "../../format";
import { useAdminT } from "../../i18n";
import type { AssistantShareReport } from "../../types";
import { leadsLink, percent, type Range } from "./range";

export function AssistantShare({ report, range }: { report: AssistantShareReport; range: Range }) {
  const { t } = useAdminT();
  const figure = (label: string, value: number, to: string, note: string) => (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">
        <Link className="link" to={to}>
          {formatNumber(value)}
        </Link>
      </dd>
      <dd className="mt-1 text-sm text-slate-600">{note}</dd>
    </div>
  );
  return (
    <>
      <dl className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {figure(
          t("adminReports.assistant.share"),
          report.assistant,
          leadsLink(range, { assistant: "true" }),
          t("adminReports.assistant.shareOf", {
            share: percent(report.share, formatNumber),
            total: formatNumber(report.leads),
          }),
        )}
        {figure(
          t("adminReports.assistant.clients"),
          report.clients,
          leadsLink(range, { assistant: "true", stage: "client" }),
          t("adminReports.assistant.clientShare", { share: percent(report.client_share, formatNumber) }),
        )}
      </dl>
      <p className="mb-4 text-sm text-slate-600">
        {t("adminReports.assistant.othersClientShare", {
          share: percent(report.others_client_share, formatNumber),
        })}
      </p>
      <Breakdown
        title={t("adminReports.assistant.chart")}
        rows={[
          { key: "chat", label: t("adminReports.assistant.chat"), count: report.chat },
          { key: "", label: t("adminReports.assistant.others"), count: report.other_sources },
        ]}
        // Only the chat's leads have a list of their own (the assistant's whole share is linked above).
        link={() => leadsLink(range, { source: "chat" })}
      />
    </>
  );
}
