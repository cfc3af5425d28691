// One programme guide (/countries/<country>/<slug>): who it is for, requirements, steps, the official
// fees and processing time with their source, the document checklist, related services and the FAQ.
import "../../locales/pages-strings";
import { ConsultationCard } from "../../components/content/ConsultationCard";
import { NotFound } from "../../components/content/NotFound";
import { PointsCalculatorCard } from "../../components/content/PointsCalculatorCard";
import { RelatedLinks } from "../../components/content/RelatedLinks";
import { ChevronDownIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { Prose } from "../../components/ui/Prose";
import { ServiceIcon } from "../../components/ui/service-art";
import { isNotFound } from "../../lib/api-client";
import type { ProgrammeDetailOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { DocumentChecklist } from "./components/DocumentChecklist";
import { OfficialFigures } from "./components/OfficialFigures";

function Part({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <Prose html={html} className="mt-3" />
    </section>
  );
}

export default function ProgrammePage() {
  const { t, lang } = useT();
  const { data: guide, isPending, error } = useRouteData<ProgrammeDetailOut>("programme");
  if (isNotFound(error)) return <NotFound />;
  if (isPending || !guide) return <PageSkeleton />;
  const title = pickText(guide.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        lead={pickText(guide.summary, lang)}
        crumbs={[
          { label: t("meta.countries.title"), to: "/countries" },
          { label: pickText(guide.country.name, lang), to: guide.country.path.en },
        ]}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <article className="min-w-0 space-y-10">
          <Part id="who-for" title={t("programmePage.whoFor")} html={pickText(guide.who_for, lang)} />
          <Part
            id="requirements"
            title={t("programmePage.requirements")}
            html={pickText(guide.requirements, lang)}
          />
          <Part id="steps" title={t("programmePage.steps")} html={pickText(guide.steps, lang)} />
          <OfficialFigures guide={guide} />
          <DocumentChecklist
            guide={`${guide.country.slug}/${guide.slug}`}
            title={title}
            documents={guide.documents}
          />
          {guide.faq.length ? (
            <section aria-labelledby="guide-faq">
              <h2 id="guide-faq" className="text-2xl font-bold text-ink">
                {t("programmePage.faq")}
              </h2>
              <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                {guide.faq.map((item) => (
                  <details key={item.q.en} className="group">
                    <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-slate-50">
                      <span>{pickText(item.q, lang)}</span>
                      <ChevronDownIcon className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
                    </summary>
                    <p className="px-5 pb-5 whitespace-pre-line text-slate-600">{pickText(item.a, lang)}</p>
                  </details>
                ))}
              </div>
            </section>
          ) : null}
          <p className="max-w-3xl rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
            {t("countriesPage.disclaimer")}
          </p>
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start print:hidden">
          <PointsCalculatorCard country={guide.country.slug} />
          <ConsultationCard />
          <RelatedLinks
            id="related-services"
            title={t("programmePage.related")}
            links={guide.services.map((s) => ({
              key: s.slug,
              href: s.path[lang],
              icon: <ServiceIcon icon={s.slug} className="size-5 text-brand-700" />,
              label: pickText(s.title, lang),
            }))}
          />
        </aside>
      </div>
    </>
  );
}
