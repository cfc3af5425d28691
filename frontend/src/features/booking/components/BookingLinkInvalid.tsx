// What a booking link that was altered (or never existed) shows: not a generic 404, but a way on,
// to book again or to contact us.
import "../../../locales/pages-strings";
import { useLocalize, useT } from "../../../lib/i18n-hooks";
import { Link } from "../../../lib/router";

export function BookingLinkInvalid() {
  const { t } = useT();
  const to = useLocalize();
  return (
    <section className="container-page py-20 text-center" aria-labelledby="booking-invalid-title">
      <h1 id="booking-invalid-title" className="text-3xl font-bold text-ink">
        {t("booking.invalid.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{t("booking.invalid.text")}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to={to("/book")} className="btn-primary">
            {t("booking.invalid.book")}
          </Link>
        </li>
        <li>
          <Link to={to("/contact")} className="btn-secondary">
            {t("booking.invalid.contact")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
