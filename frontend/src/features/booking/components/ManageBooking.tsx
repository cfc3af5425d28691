// What the visitor can do with a booking: while it can change, "Change the time" and "Cancel the
// consultation" (each opening its step, as ?action= from the e-mail does); too close to change, the
// phone and WhatsApp; once cancelled, a link to book again.

import type { BookingOut } from "../../../lib/api-types";
import { telHref, whatsappHref } from "../../../lib/contact-links";
import { formatFullDate, formatTime } from "../../../lib/dates";
import { useLocalize, useT } from "../../../lib/i18n-hooks";
import { Link } from "../../../lib/router";
import { useSite } from "../../../lib/site";
import { CancelStep } from "./CancelStep";
import { RescheduleStep } from "./RescheduleStep";

export type Step = "reschedule" | "cancel" | null;

export function ManageBooking({
  booking,
  apiPath,
  visitorZone,
  step,
  onStep,
  onChanged,
}: {
  booking: BookingOut;
  apiPath: string;
  visitorZone: string | null;
  step: Step;
  onStep: (step: Step) => void;
  onChanged: (booking: BookingOut, how: "moved" | "cancelled") => void;
}) {
  const { t, lang } = useT();
  const to = useLocalize();
  const site = useSite();
  const phone = site?.phone ?? "";
  const whatsapp = site ? whatsappHref(site.whatsapp, t("contact.channels.whatsappGreeting")) : "";

  const contactLinks = site ? (
    <ul className="mt-3 flex flex-wrap gap-3">
      <li>
        <a href={telHref(phone)} className="btn-secondary">
          {t("booking.page.call")} <bdi dir="ltr">{phone}</bdi>
        </a>
      </li>
      <li>
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          {t("booking.page.whatsapp")}
          <span className="sr-only"> {t("a11y.newWindow")}</span>
        </a>
      </li>
    </ul>
  ) : null;

  if (booking.status === "cancelled") {
    return (
      <section aria-labelledby="booking-again-title">
        <h2 id="booking-again-title" className="text-lg font-bold text-ink">
          {t("booking.page.againTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("booking.page.againText")}</p>
        <Link to={to("/book")} className="btn-primary mt-3">
          {t("booking.page.again")}
        </Link>
      </section>
    );
  }
  if (booking.status !== "confirmed") {
    return (
      <section aria-labelledby="booking-help-title">
        <h2 id="booking-help-title" className="text-lg font-bold text-ink">
          {t("booking.page.helpTitle")}
        </h2>
        {contactLinks}
      </section>
    );
  }
  if (!booking.can_change) {
    return (
      <section aria-labelledby="booking-help-title">
        <h2 id="booking-help-title" className="text-lg font-bold text-ink">
          {t("booking.page.changeTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("booking.page.tooClose")}</p>
        {contactLinks}
      </section>
    );
  }
  if (step === "reschedule") {
    return (
      <RescheduleStep
        booking={booking}
        apiPath={apiPath}
        visitorZone={visitorZone}
        onDone={(moved) => onChanged(moved, "moved")}
        onClose={() => onStep(null)}
      />
    );
  }
  if (step === "cancel") {
    return (
      <CancelStep
        booking={booking}
        apiPath={apiPath}
        onDone={(cancelled) => onChanged(cancelled, "cancelled")}
        onClose={() => onStep(null)}
      />
    );
  }
  return (
    <section aria-labelledby="booking-help-title">
      <h2 id="booking-help-title" className="text-lg font-bold text-ink">
        {t("booking.page.changeTitle")}
      </h2>
      {booking.change_deadline ? (
        <p className="mt-2 text-slate-700">
          {t("booking.page.deadline", {
            day: formatFullDate(booking.change_deadline, lang),
            time: formatTime(booking.change_deadline, lang),
          })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => onStep("reschedule")}>
          {t("booking.page.change")}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onStep("cancel")}>
          {t("booking.page.cancel")}
        </button>
      </div>
      <p className="mt-6 font-semibold text-ink">{t("booking.page.questions")}</p>
      {contactLinks}
    </section>
  );
}
