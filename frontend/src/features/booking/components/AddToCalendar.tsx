// Add the meeting to a calendar: the .ics file (any calendar app) or Google Calendar in a new tab.
import type { BookingOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";

export function AddToCalendar({ booking }: { booking: BookingOut }) {
  const { t, lang } = useT();
  // Both files in the page's language (the answer carries each), whatever language the visitor booked in.
  const google = pickText(booking.google_calendar_url, lang);
  return (
    <section aria-labelledby="booking-calendar-title">
      <h2 id="booking-calendar-title" className="text-lg font-bold text-ink">
        {t("booking.page.calendarTitle")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        <li>
          <a
            href={pickText(booking.calendar_url, lang)}
            download="consultation.ics"
            className="btn-secondary"
          >
            {t("booking.page.ics")}
          </a>
        </li>
        {google ? (
          <li>
            <a href={google} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              {t("booking.page.google")}
              <span className="sr-only"> {t("a11y.newWindow")}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
