import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { can, useMe } from "../auth";
import { BarChart, Breakdown } from "../components/BarChart";
import { LeadTable } from "../components/LeadTable";
import { ErrorNotice, Loading, PageHeader } from "../components/ui";
import { useLeadChoices } from "../hooks";
import { useAdminT } from "../i18n";
import type { Dashboard } from "../types";
import { MeetingsPanel } from "./agenda/MeetingsPanel";
import { AssistantWeeks } from "./dashboard/AssistantWeeks";
import { LateTasks } from "./dashboard/LateTasks";
import { ResponseTimes } from "./dashboard/ResponseTimes";
import { ReviewsDue } from "./dashboard/ReviewsDue";
import { UnmatchedInbound } from "./dashboard/UnmatchedInbound";

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  const { t } = useAdminT();
  return (
    <div className="card">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink tabular-nums sm:text-3xl">{value}</p>
      {to ? (
        <Link className="link mt-2 inline-block text-sm" to={to}>
          {t("admin.dashboard.seeThem")}
        </Link>
      ) : null}
    </div>
  );
}

function isoDay(offsetDays: number): string {
  // A calendar day in Qatar (UTC+3, no daylight saving), as the API counts them.
  const d = new Date(Date.now() + 3 * 3600_000 - offsetDays * 86400_000);
  return d.toISOString().slice(0, 10);
}

export function DashboardPage() {
  const { t } = useAdminT();
  const me = useMe().data;
  const leads = can(me, "leads");
  const dashboard = useQuery<Dashboard>({ queryKey: ["/api/admin/dashboard"] });
  const choices = useLeadChoices(leads);
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError) return <ErrorNotice error={dashboard.error} retry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  const filtered = (from: number) => (leads ? `/admin/leads?created_from=${isoDay(from)}` : undefined);
  const by = (key: string) =>
    leads ? (value: string) => `/admin/leads?${key}=${encodeURIComponent(value)}` : undefined;
  return (
    <>
      <PageHeader title={t("admin.nav.dashboard")} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Stat label={t("admin.dashboard.newToday")} value={d.leads.today} to={filtered(0)} />
        <Stat label={t("admin.dashboard.last7")} value={d.leads.last7} to={filtered(6)} />
        <Stat label={t("admin.dashboard.last30")} value={d.leads.last30} to={filtered(29)} />
        <div className="card">
          <p className="text-sm text-slate-600">{t("admin.dashboard.emailsWaiting")}</p>
          <p className="mt-1 text-2xl font-semibold text-ink tabular-nums sm:text-3xl">{d.outbox.unsent}</p>
          {d.outbox.failed > 0 ? (
            <p className="mt-1 text-sm font-medium text-red-700">
              {t("admin.dashboard.failed", { count: d.outbox.failed })}
            </p>
          ) : null}
          {leads || can(me, "users") ? (
            <Link className="link mt-2 inline-block text-sm" to="/admin/outbox">
              {t("admin.dashboard.openOutbox")}
            </Link>
          ) : null}
        </div>
      </div>
      <ResponseTimes responses={d.responses} />
      <LateTasks tasks={d.tasks} />
      <UnmatchedInbound count={d.unmatched_inbound} />
      <MeetingsPanel meetings={d.meetings} linked={leads} />
      <section className="card mt-6">
        <h2 className="mb-3 font-semibold text-ink">{t("admin.dashboard.perDay")}</h2>
        <BarChart series={d.series} label={t("admin.dashboard.perDay")} />
      </section>
      <AssistantWeeks />
      {can(me, "content") ? <ReviewsDue /> : null}
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Breakdown title={t("admin.dashboard.bySource")} rows={d.bySource} link={by("source")} />
        <Breakdown title={t("admin.dashboard.byService")} rows={d.byService} link={by("service")} />
        <Breakdown title={t("admin.dashboard.byCountry")} rows={d.byCountry} link={by("country")} />
      </div>
      {leads ? (
        <section className="card mt-6">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 className="font-semibold text-ink">{t("admin.dashboard.newest")}</h2>
            <Link className="link text-sm" to="/admin/leads">
              {t("admin.dashboard.allLeads")}
            </Link>
          </div>
          <LeadTable leads={d.newest} choices={choices.data} empty={t("admin.dashboard.noLeads")} />
        </section>
      ) : null}
    </>
  );
}
