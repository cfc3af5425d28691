// One lead, worked end to end: its status, assignee and follow-up; replies (WhatsApp, e-mail, a call); tasks; its
// details and timeline with notes; the other leads of the same person; and erasing it (pieces in ./lead).
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { QueryState } from "../components/QueryState";
import { BackLink, Badge, CardScreen, PageHeader } from "../components/ui";
import { useLeadChoices, useStaff } from "../hooks";
import { useAdminT } from "../i18n";
import type { LeadDetail } from "../types";
import { EraseLead } from "./lead/EraseLead";
import { LeadAssessment } from "./lead/LeadAssessment";
import { LeadBookings } from "./lead/LeadBookings";
import { LeadDetails } from "./lead/LeadDetails";
import { ReplyPanel } from "./lead/ReplyPanel";
import { SamePerson } from "./lead/SamePerson";
import { TasksPanel } from "./lead/TasksPanel";
import { Timeline } from "./lead/Timeline";
import { WorkPanel } from "./lead/WorkPanel";

export function LeadDetailPage() {
  const { t } = useAdminT();
  const { id = "" } = useParams();
  const url = `/api/admin/leads/${id}`;
  const lead = useQuery<LeadDetail>({ queryKey: [url] });
  const choices = useLeadChoices().data;
  const staff = useStaff().data;

  return (
    <QueryState
      query={lead}
      notFound={
        <CardScreen
          title={t("adminLead.page.notFound")}
          text={t("adminLead.page.notFoundText")}
          link={{ to: "/admin/leads", label: t("adminLead.page.backToLeads") }}
        />
      }
    >
      {(l) => {
        const name = l.full_name || l.phone || l.email || t("adminLead.page.number", { id: l.id });
        return (
          <>
            <BackLink to="/admin/leads">{t("admin.nav.leads")}</BackLink>
            <PageHeader title={name}>
              <Badge tone={l.status}>{t(`adminLeads.status.${l.status}`, { defaultValue: l.status })}</Badge>
              <Badge>{t(`adminLeads.source.${l.source}`, { defaultValue: l.source })}</Badge>
              {l.case_id ? (
                <Link className="btn-secondary" to={`/admin/cases/${l.case_id}`}>
                  {t("adminCases.lead.open")}
                </Link>
              ) : null}
            </PageHeader>
            {/* On a phone the work and reply panels come first (staff open a lead to work it), then the
                details and timeline, then the same person's other leads and erasing; on a wide screen the
                panels make the right column. DOM order is the phone's visual order, so keyboard and screen
                readers meet it first too. */}
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
              <div className="flex min-w-0 flex-col gap-6 lg:col-start-3 lg:row-start-1">
                <WorkPanel lead={l} url={url} choices={choices} staff={staff} />
                <ReplyPanel url={url} />
                <TasksPanel lead={l} url={url} staff={staff} />
              </div>
              <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
                <LeadBookings bookings={l.bookings} />
                <LeadDetails lead={l} choices={choices} url={url} />
                <LeadAssessment assessment={l.assessment} />
                <Timeline lead={l} url={url} choices={choices} />
              </div>
              <div className="flex min-w-0 flex-col gap-6 self-start lg:col-start-3 lg:row-start-2">
                <SamePerson lead={l} url={url} />
                <EraseLead id={l.id} name={name} url={url} />
              </div>
            </div>
          </>
        );
      }}
    </QueryState>
  );
}
