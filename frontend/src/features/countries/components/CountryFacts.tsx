import "../../../locales/pages-strings";
import type { CountryOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";

/** Processing time and our experience with the destination (in words, never a rate), as a definition
    list the staff keep current. Stacked on the narrow destination cards, side by side on a country page. */
export function CountryFacts({
  country,
  stacked = false,
  className = "",
}: {
  country: CountryOut;
  stacked?: boolean;
  className?: string;
}) {
  const { t, lang } = useT();
  const columns = stacked ? "" : "sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]";
  return (
    <dl className={`grid gap-3 text-sm ${columns} ${className}`}>
      <div className="rounded-xl bg-white p-3 ring-1 ring-brand-100">
        <dt className="text-slate-600">{t("countriesPage.processingTime")}</dt>
        <dd className="mt-1 font-semibold text-ink">{pickText(country.processing_time, lang)}</dd>
      </div>
      <div className="rounded-xl bg-white p-3 ring-1 ring-emerald-100">
        <dt className="text-slate-600">{t("countriesPage.experience")}</dt>
        <dd className="mt-1 font-semibold text-ink">{pickText(country.experience, lang)}</dd>
      </div>
    </dl>
  );
}
