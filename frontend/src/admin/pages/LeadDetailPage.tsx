// One lead: the work panel, its details, chat transcript and history, and erasing it (pieces in ./lead).
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { QueryState } from "../components/QueryState";
import { BackLink, Badge, CardScreen, PageHeader } from "../components/ui";
import { labelOf } from "../format";
import { useLeadChoices, useStaff } from "../hooks";
import type { LeadDetail } from "../types";
import { EraseLead } from "./lead/EraseLead";
import { LeadAssessment } from "./lead/LeadAssessment";
import { LeadBookings } from "./lead/LeadBookings";
import { LeadDetails } from "./lead/LeadDetails";
import { LeadHistory } from "./lead/LeadHistory";
import { Transcript } from "./lead/Transcript";
import { WorkPanel } from "./lead/WorkPanel";

export function LeadDetailPage() {
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
          title="Lead not found"
          text="This lead does not exist or was deleted."
          link={{ to: "/admin/leads", label: "Back to the leads" }}
        />
      }
    >
      {(l) => {
        const name = l.full_name || l.phone || l.email || `Lead #${l.id}`;
        return (
          <>
            <BackLink to="/admin/leads">Leads</BackLink>
            <PageHeader title={name}>
              <Badge tone={l.status}>{labelOf(choices?.status, l.status)}</Badge>
              <Badge>{labelOf(choices?.source, l.source)}</Badge>
            </PageHeader>
            {/* On a phone the work panel comes first (staff open a lead to work it), then the details and
                history, then erasing; on a wide screen the same order puts the panel in the right column.
                DOM order is the phone's visual order, so keyboard and screen readers meet it first too. */}
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
              <WorkPanel lead={l} url={url} choices={choices} staff={staff} />
              <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
                <LeadBookings bookings={l.bookings} />
                <LeadDetails lead={l} choices={choices} />
                <LeadAssessment assessment={l.assessment} />
                <Transcript messages={l.timeline.find((e) => e.kind === "chat")?.messages ?? []} />
                <LeadHistory history={l.timeline.filter((e) => e.kind === "update")} choices={choices} />
              </div>
              <EraseLead id={l.id} name={name} url={url} />
            </div>
          </>
        );
      }}
    </QueryState>
  );
}
