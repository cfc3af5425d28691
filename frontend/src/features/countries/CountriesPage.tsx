import "../../locales/pages-strings";
import { CtaBand } from "../../components/content/CtaBand";
import { ArrowIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import type { CountryOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link } from "../../lib/router";
import { CountryFacts } from "./components/CountryFacts";
import { Flag } from "./components/Flag";

export default function CountriesPage() {
  const { t, lang } = useT();
  const { data, isPending } = useRouteData<CountryOut[]>("countries");
  if (isPending) return <PageSkeleton />;
  const countries = Array.isArray(data) ? data : [];
  return (
    <>
      <PageHeader title={t("meta.countries.title")} lead={t("countriesPage.lead")} />
      <section className="container-page py-12" aria-label={t("meta.countries.title")}>
        {countries.length === 0 ? (
          <p className="text-slate-600">{t("countriesPage.empty")}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {countries.map((country) => {
              const name = pickText(country.name, lang);
              return (
                <li key={country.id}>
                  <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <div className="flex items-center gap-3">
                      <Flag country={country} />
                      <h2 className="text-xl font-semibold text-ink">{name}</h2>
                    </div>
                    <p className="mt-3 flex-1 text-slate-600">{pickText(country.summary, lang)}</p>
                    <CountryFacts country={country} stacked className="mt-4" />
                    <Link
                      to={country.path[lang]}
                      className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                    >
                      {t("countriesPage.explore", { name })}
                      <ArrowIcon className="size-4" />
                    </Link>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-8 text-sm text-slate-500">{t("countriesPage.labelsNote")}</p>
      </section>
      <CtaBand />
    </>
  );
}
