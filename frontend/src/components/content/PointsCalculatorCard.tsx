// The side card that sends a destination's visitors to its points calculator (Canada: /tools/crs,
// Australia: /tools/australia-points), on the country's page and its programme guides. Nothing for
// a destination without one.
import "../../locales/pages-strings";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { Link } from "../../lib/router";

const CALCULATORS: Record<string, { path: string; name: string; text: string }> = {
  canada: { path: "/tools/crs", name: "nav.crsTool", text: "calculatorCard.crs" },
  australia: { path: "/tools/australia-points", name: "nav.australiaTool", text: "calculatorCard.australia" },
};

export function PointsCalculatorCard({ country }: { country: string }) {
  const { t } = useT();
  const to = useLocalize();
  const calculator = CALCULATORS[country];
  if (!calculator) return null;
  return (
    <section className="rounded-2xl border border-brand-200 bg-white p-6" aria-labelledby="calculator-card">
      <h2 id="calculator-card" className="text-lg font-semibold text-ink">
        {t(calculator.name)}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t(calculator.text)}</p>
      <Link to={to(calculator.path)} className="btn-secondary mt-4 w-full">
        {t("calculatorCard.open")}
      </Link>
    </section>
  );
}
