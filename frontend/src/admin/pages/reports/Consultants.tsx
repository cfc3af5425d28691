// Per consultant (and the leads nobody was given): leads assigned in the range, the median and mean time
// to the first response, the share answered by the reply-by time, and the win rate of their leads closed
// in the range. A bar per consultant (the leads assigned) and the full table, each figure a link.
import { Link } from "react-router";
import { Breakdown } from "../../components/BarChart";
import { formatNumber } from "../../format";
import { useAdminT } from "../../i18n";
import type { ConsultantsReport } from "../../types";
import { leadsLink, percent, type Range } from "./range";

export function Consultants({ report, range }: { report: ConsultantsReport; range: Range }) {
  const { t } = useAdminT();
  const duration = (minutes: number | null) => {
    if (minutes === null) return "—";
    const total = Math.round(minutes);
    const hours = Math.floor(total / 60);
    return hours
      ? t("adminLeads.responses.hoursMinutes", {
          hours: formatNumber(hours),
          minutes: formatNumber(total % 60),
        })
      : t("adminLeads.responses.minutes", { minutes: formatNumber(total) });
  };
  const closed = { closed_from: range.from, closed_to: range.to };
  if (report.rows.length === 0) return <p className="text-sm text-slate-500">{t("adminReports.noLeads")}</p>;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">{t("adminReports.consultants.note")}</p>
      <Breakdown
        title={t("adminReports.consultants.chart")}
        rows={report.rows.map((r) => ({ key: r.assignee, label: r.name, count: r.leads }))}
        link={(assignee) => leadsLink(range, { assignee })}
      />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
          <caption className="sr-only">{t("adminReports.consultants.title")}</caption>
          <thead>
            <tr>
              {(["consultant", "leads", "median", "mean", "onTime", "winRate"] as const).map((key) => (
                <th key={key} scope="col" className="text-start">
                  {t(`adminReports.consultants.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.assignee}>
                <th scope="row" className="text-start font-medium">
                  <bdi>{r.name}</bdi>
                </th>
                <td className="tabular-nums">
                  <Link className="link" to={leadsLink(range, { assignee: r.assignee })}>
                    {formatNumber(r.leads)}
                  </Link>
                </td>
                <td className="tabular-nums">{duration(r.median_minutes)}</td>
                <td className="tabular-nums">{duration(r.mean_minutes)}</td>
                <td className="tabular-nums">
                  {percent(r.on_time_share, formatNumber)}
                  <span className="block text-xs text-slate-500">
                    {t("adminReports.consultants.onTimeCounts", {
                      onTime: formatNumber(r.on_time),
                      due: formatNumber(r.due),
                    })}
                  </span>
                </td>
                <td className="tabular-nums">
                  {percent(r.win_rate, formatNumber)}
                  <span className="block text-xs">
                    <Link
                      className="link"
                      to={`/admin/leads?${new URLSearchParams({ assignee: r.assignee, status: "converted", ...closed })}`}
                    >
                      {t("adminReports.consultants.won", { n: formatNumber(r.won) })}
                    </Link>
                    {" · "}
                    <Link
                      className="link"
                      to={`/admin/leads?${new URLSearchParams({ assignee: r.assignee, status: "lost", ...closed })}`}
                    >
                      {t("adminReports.consultants.lost", { n: formatNumber(r.lost) })}
                    </Link>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
