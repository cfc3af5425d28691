// The booking's facts: when (Doha time and the visitor's), how, where, with whom, and what to bring.

import { useTimeLabel } from "../../../components/booking/TimeLabel";
import type { BookingOut } from "../../../lib/api-types";
import { formatFullDate } from "../../../lib/dates";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { BookingPlace } from "./BookingPlace";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 last:border-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="space-y-1 text-ink">{children}</dd>
    </div>
  );
}

export function BookingDetails({
  booking,
  visitorZone,
}: {
  booking: BookingOut;
  visitorZone: string | null;
}) {
  const { t, lang } = useT();
  const label = useTimeLabel(visitorZone);
  const type = booking.meeting_type;
  // The service's own list, else the general one (the server picks: booking/bring.py).
  const bring = pickText(booking.bring, lang);
  return (
    <>
      <dl data-testid="booking-details">
        <Row term={t("booking.page.when")}>
          <p className="font-semibold">{formatFullDate(booking.starts_at, lang)}</p>
          <p dir="auto">
            {t("booking.page.whenTime", { time: label(booking.starts_at), count: type.duration_minutes })}
          </p>
        </Row>
        <Row term={t("booking.page.type")}>
          <p>{pickText(type.name, lang)}</p>
        </Row>
        <Row term={t("booking.page.place")}>
          <BookingPlace
            place={booking.place}
            over={booking.status !== "confirmed" || Date.parse(booking.ends_at) <= Date.now()}
          />
        </Row>
        {pickText(booking.consultant, lang) ? (
          <Row term={t("booking.page.consultant")}>
            <p>{pickText(booking.consultant, lang)}</p>
          </Row>
        ) : null}
      </dl>
      {booking.status === "confirmed" ? (
        <section aria-labelledby="booking-bring-title" className="mt-6">
          <h2 id="booking-bring-title" className="text-lg font-bold text-ink">
            {t("booking.page.bringTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{bring}</p>
        </section>
      ) : null}
    </>
  );
}
