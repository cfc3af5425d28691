import { Link } from "react-router";
import { A11y, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { useLocalize, useT } from "../../../app/hooks";
import { ArrowIcon } from "../../../components/ui/icons";
import { ServiceIcon, ServiceIllustration } from "../../../components/ui/service-art";
import { dirOf, pickText } from "../../../lib/lang";
import { type Service, useServices } from "../api/get-services";

export const HOME_SERVICES_MAX = 6;
/** SPEC.md section 9: 1/2/3 per view from 0/640/1024 px, 16 px gap, no loop, 250 ms, touch 0.8, threshold 5. */
export const CAROUSEL = {
  slidesPerView: 1,
  breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
  spaceBetween: 16,
  loop: false,
  speed: 250,
  touchRatio: 0.8,
  threshold: 5,
} as const;
const KNOWN = new Set(["study", "work", "investment", "citizenship", "travel", "migrate"]);

function ServiceCard({ service }: { service: Service }) {
  const { t, lang } = useT();
  const to = useLocalize();
  const title = pickText(service.title, lang, t("services.fallbackTitle"));
  const description = KNOWN.has(service.slug) ? t(`services.descriptions.${service.slug}`) : "";
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon icon={KNOWN.has(service.slug) ? service.slug : "generic"} />
        </span>
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
      </div>
      <ServiceIllustration slug={service.slug} className="mt-4 h-auto w-full rounded-xl" />
      <p className="mt-4 flex-1 text-sm text-slate-600">{description}</p>
      <Link
        to={to(`/services/${service.slug}`)}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        aria-label={t("services.learnMoreAbout", { title })}
      >
        {t("services.learnMore")}
        <ArrowIcon className="size-4" />
      </Link>
    </article>
  );
}

/** Re-created (key) on a language switch so Swiper starts again in the new direction. */
function ServicesCarousel({ services }: { services: Service[] }) {
  const { t, lang } = useT();
  return (
    <Swiper
      key={lang}
      dir={dirOf(lang)}
      modules={[Pagination, A11y]}
      {...CAROUSEL}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: t("a11y.previousSlide"),
        nextSlideMessage: t("a11y.nextSlide"),
        paginationBulletMessage: t("a11y.goToSlide", { index: "{{index}}" }),
      }}
      className="services-carousel mt-8 !pb-12"
      data-testid="services-carousel"
    >
      {services.map((service) => (
        <SwiperSlide key={service.id} className="!h-auto">
          <ServiceCard service={service} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

function SkeletonCard() {
  return <div className="h-48 animate-pulse rounded-2xl bg-slate-100" data-testid="service-skeleton" />;
}

export function ServicesSection() {
  const { t } = useT();
  const to = useLocalize();
  const { data, isPending } = useServices();
  const services = (Array.isArray(data) ? data : []).slice(0, HOME_SERVICES_MAX);
  return (
    <section className="py-16" aria-labelledby="services-title">
      <div className="container-page">
        <h2 id="services-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t("services.title")}
        </h2>
        {isPending ? (
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <SkeletonCard />
            <SkeletonCard />
            <SkeletonCard />
          </div>
        ) : services.length === 0 ? (
          <p className="mt-6 text-slate-600">{t("services.empty")}</p>
        ) : (
          <>
            <p className="mt-3 max-w-2xl text-slate-600">{t("services.subtitle")}</p>
            <ServicesCarousel services={services} />
            <div className="mt-8">
              <Link to={to("/services")} className="btn-secondary">
                {t("services.viewAll")}
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
