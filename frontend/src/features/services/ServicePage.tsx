// One service: a dedicated page for a service with key points in the content (they and its icon's
// illustration), the generic page (its icon) for any other.
import "../../locales/pages-strings";
import { ConsultationCard } from "../../components/content/ConsultationCard";
import { NotFound } from "../../components/content/NotFound";
import { ProgrammeGuides } from "../../components/content/ProgrammeGuides";
import { RelatedLinks } from "../../components/content/RelatedLinks";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { Prose } from "../../components/ui/Prose";
import { ServiceIcon, ServiceIllustration } from "../../components/ui/service-art";
import { isNotFound } from "../../lib/api-client";
import type { ProgrammeOut, ServiceDetailOut, ServiceOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";

export default function ServicePage() {
  const { t, lang } = useT();
  const { data: service, isPending, error } = useRouteData<ServiceDetailOut>("service");
  const { data: all } = useRouteData<ServiceOut[]>("services");
  const { data: guides } = useRouteData<ProgrammeOut[]>("programmes");
  if (isNotFound(error)) return <NotFound />;
  if (isPending || !service) return <PageSkeleton />;
  const highlights = service.highlights[lang];
  const dedicated = highlights.length > 0;
  const others = (Array.isArray(all) ? all : []).filter((s) => s.id !== service.id).slice(0, 6);
  return (
    <>
      <PageHeader
        title={pickText(service.title, lang)}
        lead={pickText(service.summary, lang)}
        crumbs={[{ label: t("meta.services.title"), to: "/services" }]}
      >
        {dedicated ? (
          <ul className="mt-6 flex flex-wrap gap-3">
            {highlights.map((point) => (
              <li
                key={point}
                className="rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm font-medium text-brand-800"
              >
                {point}
              </li>
            ))}
          </ul>
        ) : null}
      </PageHeader>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <article>
          {dedicated ? (
            <ServiceIllustration scene={service.icon} className="mb-8 h-auto w-full max-w-xl rounded-2xl" />
          ) : (
            <span className="mb-6 grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <ServiceIcon icon={service.icon} className="size-8" />
            </span>
          )}
          <Prose html={pickText(service.body, lang)} />
          <ProgrammeGuides guides={guides} withCountry />
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <ConsultationCard />
          <RelatedLinks
            id="other-services"
            title={t("servicesPage.others")}
            links={others.map((other) => ({
              key: other.id,
              href: other.path[lang],
              icon: <ServiceIcon icon={other.icon} className="size-5 shrink-0 text-brand-600" />,
              label: pickText(other.title, lang),
            }))}
          />
        </aside>
      </div>
    </>
  );
}
