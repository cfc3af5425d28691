import { PhoneIcon } from "../../../components/ui/icons";
import type { OfficeOut } from "../../../lib/api-types";
import { telHref } from "../../../lib/contact-links";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { ClockIcon, ExternalIcon, MapPinIcon } from "./contact-icons";

/** The offices with their address, phone, hours and a map link; a short note while there are none. */
export function Offices({ offices }: { offices: OfficeOut[] }) {
  const { t, lang } = useT();
  return (
    <section
      aria-labelledby="contact-offices-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-offices-title" className="text-xl font-bold text-ink">
        {t("contact.offices.title")}
      </h2>
      {offices.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("contact.offices.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {offices.map((office) => (
            <li key={office.id}>
              <h3 className="font-semibold text-ink">{pickText(office.name, lang)}</h3>
              <dl className="mt-2 space-y-2 text-slate-600">
                <div className="flex gap-3">
                  <dt>
                    <MapPinIcon className="mt-1 size-4 text-brand-700" />
                    <span className="sr-only">{t("contact.offices.address")}</span>
                  </dt>
                  <dd>{pickText(office.address, lang)}</dd>
                </div>
                {office.phone ? (
                  <div className="flex gap-3">
                    <dt>
                      <PhoneIcon className="mt-1 size-4 text-brand-700" />
                      <span className="sr-only">{t("contact.offices.phone")}</span>
                    </dt>
                    <dd>
                      <a href={telHref(office.phone)} dir="ltr" className="text-brand-700 hover:underline">
                        {office.phone}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {pickText(office.hours, lang) ? (
                  <div className="flex gap-3">
                    <dt>
                      <ClockIcon className="mt-1 size-4 text-brand-700" />
                      <span className="sr-only">{t("contact.offices.hours")}</span>
                    </dt>
                    <dd>{pickText(office.hours, lang)}</dd>
                  </div>
                ) : null}
              </dl>
              {office.map_url ? (
                <a
                  href={office.map_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
                >
                  {t("contact.offices.map")}
                  <ExternalIcon /> <span className="sr-only">{t("a11y.newWindow")}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
