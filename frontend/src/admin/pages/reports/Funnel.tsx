// The funnel: leads of the range → a consultation booked → held → clients, by source or UTM campaign.
// The bars (the dashboard's Breakdown: plain HTML, a list a screen reader reads) show the whole range;
// the table gives every row, each count a link to the leads list of exactly those leads.
import { Link } from "react-router";
import { Breakdown } from "../../components/BarChart";
import { ToggleGroup } from "../../components/ToggleGroup";
import { formatNumber } from "../../format";
import { useAdminT } from "../../i18n";
import type { FunnelReport, FunnelSteps } from "../../types";
import { leadsLink, percent, type Range } from "./range";

const STEPS = ["leads", "booked", "held", "clients"] as const;
type Step = (typeof STEPS)[number];
// The leads list's filter for each step (leads/admin_queries.stage).
const STAGE: Record<Step, Record<string, string>> = {
  leads: {},
  booked: { stage: "booked" },
  held: { stage: "held" },
  clients: { stage: "client" },
};
const RATE: Record<Step, keyof FunnelSteps | null> = {
  leads: null,
  booked: "booked_rate",
  held: "held_rate",
  clients: "clients_rate",
};

export function Funnel({
  report,
  range,
  by,
  onBy,
}: {
  report: FunnelReport;
  range: Range;
  by: "source" | "campaign";
  onBy: (by: "source" | "campaign") => void;
}) {
  const { t } = useAdminT();
  const group = by === "source" ? t("adminReports.funnel.bySource") : t("adminReports.funnel.byCampaign");
  const rowFilter = (key: string): Record<string, string> =>
    by === "source" ? { source: key } : { utm_campaign: key };
  const cell = (steps: FunnelSteps, step: Step, filter: Record<string, string>) => {
    const rate = RATE[step];
    const value = rate ? (steps[rate] as number | null) : null;
    return (
      <td key={step} className="tabular-nums">
        <Link className="link" to={leadsLink(range, { ...filter, ...STAGE[step] })}>
          {formatNumber(steps[step])}
        </Link>
        {rate ? (
          <span className="block text-xs text-slate-500">
            {t("adminReports.funnel.rate", { rate: percent(value, formatNumber) })}
          </span>
        ) : null}
      </td>
    );
  };
  return (
    <>
      <ToggleGroup
        label={t("adminReports.funnel.groupBy")}
        showLabel
        className="mb-4 flex flex-wrap items-center gap-2"
        options={[
          { key: "source", label: t("adminReports.funnel.bySource") },
          { key: "campaign", label: t("adminReports.funnel.byCampaign") },
        ]}
        current={by}
        onPick={onBy}
      />
      <Breakdown
        title={t("adminReports.funnel.chart")}
        rows={STEPS.map((step) => ({
          key: step,
          label: t(`adminReports.steps.${step}`),
          count: report.total[step],
        }))}
        link={(step) => leadsLink(range, STAGE[step as Step])}
      />
      {report.rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t("adminReports.noLeads")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
            <caption className="sr-only">{t("adminReports.funnel.table", { group })}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {group}
                </th>
                {STEPS.map((step) => (
                  <th key={step} scope="col" className="text-start">
                    {t(`adminReports.steps.${step}`)}
                  </th>
                ))}
                <th scope="col" className="text-start">
                  {t("adminReports.funnel.clientRate")}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="text-start font-medium">
                    <bdi>{row.label}</bdi>
                  </th>
                  {STEPS.map((step) => cell(row, step, rowFilter(row.key)))}
                  <td className="tabular-nums">{percent(row.client_rate, formatNumber)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="text-start">
                  {t("adminReports.total")}
                </th>
                {STEPS.map((step) => cell(report.total, step, {}))}
                <td className="tabular-nums">{percent(report.total.client_rate, formatNumber)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
