// The side card of detail pages: book the free consultation, or call or message us now.
import "../../locales/pages-strings";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { Link } from "../../lib/router";
import { useSite } from "../../lib/site";
import { PhoneIcon } from "../ui/icons";

export function ConsultationCard() {
  const { t } = useT();
  const to = useLocalize();
  const site = useSite();
  return (
    <section className="rounded-2xl bg-brand-50 p-6" aria-labelledby="consultation-card">
      <h2 id="consultation-card" className="text-lg font-semibold text-ink">
        {t("ctaBand.cardTitle")}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t("ctaBand.cardText")}</p>
      <Link to={to("/book")} className="btn-primary mt-4 w-full">
        {t("ctaBand.book")}
      </Link>
      {site ? (
        <ul className="mt-4 space-y-2 text-sm">
          <li>
            <a
              href={`tel:${site.phone.replace(/\s/g, "")}`}
              className="flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline"
            >
              <PhoneIcon className="size-4" />
              <span dir="ltr">{site.phone}</span>
            </a>
          </li>
          {site.whatsapp ? (
            <li>
              <a
                href={`https://wa.me/${site.whatsapp}`}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline"
              >
                {t("ctaBand.whatsapp")}
                <span className="sr-only"> {t("a11y.newWindow")}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
