import "../../../locales/pages-strings";
import { useT } from "../../../app/hooks";
import { pickText } from "../../../lib/lang";
import type { CountryItem } from "../api/types";

/** Processing time and success rate, as a definition list (labels the staff keep current). */
export function CountryFacts({ country, className = "" }: { country: CountryItem; className?: string }) {
  const { t, lang } = useT();
  return (
    <dl className={`grid grid-cols-2 gap-3 text-sm ${className}`}>
      <div className="rounded-xl bg-white p-3 ring-1 ring-brand-100">
        <dt className="text-slate-600">{t("countriesPage.processingTime")}</dt>
        <dd className="mt-1 font-semibold text-ink">{pickText(country.processing_time, lang)}</dd>
      </div>
      <div className="rounded-xl bg-white p-3 ring-1 ring-emerald-100">
        <dt className="text-slate-600">{t("countriesPage.successRate")}</dt>
        <dd className="mt-1 font-semibold text-ink">{pickText(country.success_rate, lang)}</dd>
      </div>
    </dl>
  );
}
