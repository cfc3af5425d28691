// Reports a manager can act on (administrators: capability "reports"): for the leads created in a range of
// office days, the funnel from source or UTM campaign to a client, each consultant's response times and win
// rate, and the assistant's share. The range and grouping live in the address (?from=&to=&by=) so a report
// can be bookmarked; each figure links to the leads list behind it; each report downloads as CSV.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { API } from "../api";
import { ErrorNotice, Loading, PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import type { AssistantShareReport, ConsultantsReport, FunnelReport } from "../types";
import { AssistantShare } from "./reports/AssistantShare";
import { Consultants } from "./reports/Consultants";
import { Funnel } from "./reports/Funnel";
import { RangeForm } from "./reports/RangeForm";
import { ReportSection } from "./reports/ReportSection";
import { officeToday, type Range, rangeOf, reportQuery } from "./reports/range";

function Report<T>({ path, children }: { path: string; children: (data: T) => ReactNode }) {
  const report = useQuery<T>({ queryKey: [`${API}/${path}`] });
  if (report.isPending) return <Loading />;
  if (report.isError) return <ErrorNotice error={report.error} retry={() => report.refetch()} />;
  return <>{children(report.data)}</>;
}

export function ReportsPage() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const today = officeToday();
  const range = rangeOf(params, today);
  const by = params.get("by") === "campaign" ? "campaign" : "source";
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const setRange = (r: Range) => set({ from: r.from, to: r.to });
  const funnelQuery = reportQuery(range, by === "campaign" ? { by } : {});
  const query = reportQuery(range);
  return (
    <>
      <PageHeader title={t("adminReports.title")} />
      <p className="mb-4 text-slate-600">{t("adminReports.intro")}</p>
      <RangeForm range={range} today={today} onChange={setRange} />
      <ReportSection
        id="funnel"
        title={t("adminReports.funnel.title")}
        csv={`${API}/reports/funnel.csv${funnelQuery}`}
      >
        <Report<FunnelReport> path={`reports/funnel${funnelQuery}`}>
          {(data) => (
            <Funnel report={data} range={range} by={by} onBy={(b) => set({ by: b === "source" ? "" : b })} />
          )}
        </Report>
      </ReportSection>
      <ReportSection
        id="consultants"
        title={t("adminReports.consultants.title")}
        csv={`${API}/reports/consultants.csv${query}`}
      >
        <Report<ConsultantsReport> path={`reports/consultants${query}`}>
          {(data) => <Consultants report={data} range={range} />}
        </Report>
      </ReportSection>
      <ReportSection
        id="assistant"
        title={t("adminReports.assistant.title")}
        csv={`${API}/reports/assistant.csv${query}`}
      >
        <Report<AssistantShareReport> path={`reports/assistant${query}`}>
          {(data) => <AssistantShare report={data} range={range} />}
        </Report>
      </ReportSection>
    </>
  );
}
