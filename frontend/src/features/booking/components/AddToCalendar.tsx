// Add the meeting to a calendar: the .ics file (any calendar app) or Google Calendar in a new tab.
import type { BookingOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";

export function AddToCalendar({ booking }: { booking: BookingOut }) {
  const { t } = useT();
  return (
    <section aria-labelledby="booking-calendar-title">
      <h2 id="booking-calendar-title" className="text-lg font-bold text-ink">
        {t("booking.page.calendarTitle")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        <li>
          <a href={booking.calendar_url} download="consultation.ics" className="btn-secondary">
            {t("booking.page.ics")}
          </a>
        </li>
        {booking.google_calendar_url ? (
          <li>
            <a
              href={booking.google_calendar_url}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary"
            >
              {t("booking.page.google")}
              <span className="sr-only"> {t("a11y.newWindow")}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
