// The dashboard's consultations: today's and this week's counts, and the next few meetings.
import { Link } from "react-router";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { MeetingCounts } from "../../types";

export function MeetingsPanel({ meetings, linked }: { meetings: MeetingCounts; linked: boolean }) {
  const { t } = useAdminT();
  return (
    <section className="card mt-6" aria-labelledby="meetings-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="meetings-heading" className="font-semibold text-ink">
          {t("adminBooking.panel.heading")}
        </h2>
        {linked ? (
          <Link className="link text-sm" to="/admin/agenda">
            {t("adminBooking.panel.openAgenda")}
          </Link>
        ) : null}
      </div>
      <p>
        {t("adminBooking.panel.today")} <strong className="tabular-nums">{meetings.today}</strong> ·{" "}
        {t("adminBooking.panel.week")} <strong className="tabular-nums">{meetings.week}</strong>
      </p>
      {meetings.upcoming.length ? (
        <ul className="mt-3 flex flex-col gap-2">
          {meetings.upcoming.map((m) => (
            <li key={m.id} className="border-b border-slate-100 pb-2">
              <span className="tabular-nums">{formatDateTime(m.start)}</span> ·{" "}
              <Link className="link" to={`/admin/leads/${m.lead.id}`}>
                {m.lead.name}
              </Link>{" "}
              · {m.meeting_type.name} · {m.consultant.name}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
