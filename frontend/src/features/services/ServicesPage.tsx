import "../../locales/pages-strings";
import { CtaBand } from "../../components/content/CtaBand";
import { ArrowIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { ServiceIcon } from "../../components/ui/service-art";
import type { ServiceOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link } from "../../lib/router";

export default function ServicesPage() {
  const { t, lang } = useT();
  const { data, isPending } = useRouteData<ServiceOut[]>("services");
  if (isPending) return <PageSkeleton />;
  const services = Array.isArray(data) ? data : [];
  return (
    <>
      <PageHeader title={t("meta.services.title")} lead={t("servicesPage.lead")} />
      <section className="container-page py-12" aria-label={t("meta.services.title")}>
        {services.length === 0 ? (
          <p className="text-slate-600">{t("servicesPage.empty")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => {
              const title = pickText(service.title, lang);
              return (
                <li key={service.id}>
                  <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <ServiceIcon icon={service.icon} className="size-7" />
                    </span>
                    <h2 className="mt-4 text-xl font-semibold text-ink">{title}</h2>
                    <p className="mt-2 flex-1 text-slate-600">{pickText(service.summary, lang)}</p>
                    <Link
                      to={service.path[lang]}
                      className="mt-5 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
                    >
                      <span>
                        {t("servicesPage.learnMore")}{" "}
                        <span className="sr-only">{t("servicesPage.learnMoreAbout", { title })}</span>
                      </span>
                      <ArrowIcon className="size-4" />
                    </Link>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <CtaBand title={t("servicesPage.ctaTitle")} />
    </>
  );
}
