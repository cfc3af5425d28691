import "../../locales/pages-strings";
import { ConsultationCard } from "../../components/content/ConsultationCard";
import { NotFound } from "../../components/content/NotFound";
import { PointsCalculatorCard } from "../../components/content/PointsCalculatorCard";
import { ProgrammeGuides } from "../../components/content/ProgrammeGuides";
import { RelatedLinks } from "../../components/content/RelatedLinks";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { Prose } from "../../components/ui/Prose";
import { isNotFound } from "../../lib/api-client";
import type { CountryDetailOut, CountryOut, ProgrammeOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { CountryFacts } from "./components/CountryFacts";
import { Flag } from "./components/Flag";

export default function CountryPage() {
  const { t, lang } = useT();
  const { data: country, isPending, error } = useRouteData<CountryDetailOut>("country");
  const { data: all } = useRouteData<CountryOut[]>("countries");
  const { data: guides } = useRouteData<ProgrammeOut[]>("programmes");
  if (isNotFound(error)) return <NotFound />;
  if (isPending || !country) return <PageSkeleton />;
  const others = (Array.isArray(all) ? all : []).filter((c) => c.id !== country.id);
  return (
    <>
      <PageHeader
        title={pickText(country.name, lang)}
        lead={pickText(country.summary, lang)}
        crumbs={[{ label: t("meta.countries.title"), to: "/countries" }]}
        icon={<Flag country={country} size="lg" />}
      >
        <CountryFacts country={country} className="mt-6 max-w-2xl" />
      </PageHeader>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <article>
          {/* The body opens with a heading: its top margin would double the band's padding. */}
          <Prose html={pickText(country.body, lang)} className="[&>:first-child]:mt-0" />
          <ProgrammeGuides guides={guides} />
          <p className="mt-8 max-w-3xl rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
            {t("countriesPage.disclaimer")}
          </p>
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <PointsCalculatorCard country={country.slug} />
          <ConsultationCard />
          <RelatedLinks
            id="other-countries"
            title={t("countriesPage.others")}
            links={others.map((other) => ({
              key: other.id,
              href: other.path[lang],
              icon: <Flag country={other} size="sm" />,
              label: pickText(other.name, lang),
            }))}
          />
        </aside>
      </div>
    </>
  );
}
