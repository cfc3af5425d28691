// One client case: the client and their lead, the case's programme, owner and state, the fee and its
// instalments, the document checklist and the milestones (pieces in ./case).
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { QueryState } from "../components/QueryState";
import { BackLink, Badge, CardScreen, PageHeader } from "../components/ui";
import { formatLongDay } from "../format";
import { useStaff } from "../hooks";
import { useAdminT } from "../i18n";
import type { CaseDetail } from "../types";
import { CaseSettings } from "./case/CaseSettings";
import { Checklist } from "./case/Checklist";
import { FeePanel } from "./case/FeePanel";
import { Milestones } from "./case/Milestones";
import { milestoneName } from "./cases/shared";

export function CaseDetailPage() {
  const { t } = useAdminT();
  const { id = "" } = useParams();
  const url = `/api/admin/cases/${id}`;
  const query = useQuery<CaseDetail>({ queryKey: [url] });
  const staff = useStaff().data;
  return (
    <QueryState
      query={query}
      notFound={
        <CardScreen
          title={t("adminCases.page.notFound")}
          text={t("adminCases.page.notFoundText")}
          link={{ to: "/admin/cases", label: t("adminCases.page.back") }}
        />
      }
    >
      {(c) => (
        <>
          <BackLink to="/admin/cases">{t("adminCases.page.back")}</BackLink>
          <PageHeader title={t("adminCases.page.title", { name: c.client_name })}>
            <Badge tone={c.state === "open" ? "live" : "draft"}>{t(`adminCases.state.${c.state}`)}</Badge>
            {c.stage ? <Badge>{milestoneName(t, c.stage)}</Badge> : null}
          </PageHeader>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <section className="card text-sm" aria-labelledby="case-client">
                <h2 id="case-client" className="mb-2 text-lg font-semibold text-ink">
                  {t("adminCases.page.contact")}
                </h2>
                <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="text-slate-600">{t("adminCases.page.lead")}</dt>
                  <dd>
                    <Link className="link" to={`/admin/leads/${c.lead.id}`}>
                      {c.lead.name || t("adminLead.page.number", { id: c.lead.id })}
                    </Link>
                  </dd>
                  {c.lead.email ? (
                    <>
                      <dt className="text-slate-600">{t("adminLead.details.email")}</dt>
                      <dd className="break-all" translate="no">
                        {c.lead.email}
                      </dd>
                    </>
                  ) : null}
                  {c.lead.phone ? (
                    <>
                      <dt className="text-slate-600">{t("adminLead.details.phone")}</dt>
                      <dd dir="ltr" className="text-start rtl:text-end" translate="no">
                        {c.lead.phone}
                      </dd>
                    </>
                  ) : null}
                  <dt className="text-slate-600">{t("adminCases.page.language")}</dt>
                  <dd>{t(`adminCases.page.languages.${c.lead.language}`)}</dd>
                  <dt className="text-slate-600">{t("adminCases.table.opened")}</dt>
                  <dd>{formatLongDay(c.opened_on)}</dd>
                </dl>
              </section>
              <Checklist c={c} url={url} />
              <Milestones c={c} url={url} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <CaseSettings c={c} url={url} staff={staff} />
              <FeePanel c={c} url={url} />
            </div>
          </div>
        </>
      )}
    </QueryState>
  );
}
