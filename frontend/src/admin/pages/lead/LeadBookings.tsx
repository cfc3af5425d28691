// "Consultations": the lead's bookings (time, type, consultant, status), each linking to its day in the agenda.
import { Link } from "react-router";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadMeeting } from "../../types";
import { dayOf } from "../agenda/days";
import { MeetingStatusBadge } from "../agenda/MeetingItem";

export function LeadBookings({ bookings }: { bookings: LeadMeeting[] }) {
  const { t } = useAdminT();
  if (!bookings.length) return null;
  return (
    <section className="card min-w-0" aria-labelledby="bookings-heading">
      <h2 id="bookings-heading" className="mb-2 font-semibold text-ink">
        {t("adminLead.bookings.title")}
      </h2>
      <ul className="flex flex-col gap-2">
        {bookings.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-2 border-b border-slate-100 pb-2">
            <Link className="link" to={`/admin/agenda?view=day&date=${dayOf(b.start)}`}>
              {formatDateTime(b.start)}
            </Link>
            <span>
              {b.meeting_type} · {b.consultant}
            </span>
            <MeetingStatusBadge status={b.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
