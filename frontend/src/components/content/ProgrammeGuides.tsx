// The programme guides of a destination or a service, as a list of links with their summaries (on the
// country's page and on each related service's page). Nothing is shown when there are none.

import type { ProgrammeOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { Link } from "../../lib/router";

export function ProgrammeGuides({ guides, withCountry = false }: { guides: unknown; withCountry?: boolean }) {
  const { t, lang } = useT();
  const list = Array.isArray(guides) ? (guides as ProgrammeOut[]) : [];
  if (!list.length) return null;
  return (
    <section aria-labelledby="programme-guides" className="mt-10">
      <h2 id="programme-guides" className="text-2xl font-bold text-ink">
        {t("programmePage.guides")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">{t("programmePage.guidesLead")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {list.map((guide) => (
          <li key={guide.id}>
            <Link
              to={guide.path[lang]}
              className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-800">
                {pickText(guide.title, lang)}
                {withCountry ? ` (${pickText(guide.country.name, lang)})` : ""}
              </span>
              <span className="mt-1 block text-sm text-slate-600">{pickText(guide.summary, lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
