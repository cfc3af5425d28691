import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import type { ServiceOut } from "../../../lib/api-types";
import { loadDeferredStylesheet } from "../../../lib/deferred-styles";
import { useLocalize, useT } from "../../../lib/i18n-hooks";
import { dirOf } from "../../../lib/lang";
import { Link } from "../../../lib/router";
import { useServices } from "../../../lib/services";
import { CAROUSEL_CLASS, HOME_SERVICES_MAX, ServiceCard } from "./service-card";

export { CAROUSEL, HOME_SERVICES_MAX } from "./service-card";

type CarouselModule = { default: ComponentType<{ services: ServiceOut[] }> };
let carouselModule: Promise<CarouselModule> | null = null;
/** Swiper's code (about 30 KB gzip) and styles are not needed for the first paint: they load when
 * the carousel nears the viewport (the styles may already be there: they are the deferred stylesheet). */
export function loadCarousel(): Promise<CarouselModule> {
  carouselModule ??= Promise.all([import("./ServicesCarousel"), loadDeferredStylesheet()]).then(
    ([mod]) => mod,
  );
  carouselModule.catch(() => {
    carouselModule = null; // the static track stays; a later visit may try again
  });
  return carouselModule;
}

/** The slides as Swiper lays them out, before Swiper runs (server HTML, hydration, JavaScript off). */
function StaticTrack({ services, onNear }: { services: ServiceOut[]; onNear: () => void }) {
  const { lang } = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Swiper starts when the carousel is about to scroll into view: a visitor who never scrolls that
  // far never pays for it. Until then the track scrolls by hand and every link works.
  useEffect(() => {
    const track = ref.current;
    if (!track || typeof IntersectionObserver === "undefined") return onNear();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear();
    }, NEAR_VIEWPORT);
    observer.observe(track);
    return () => observer.disconnect();
  }, [onNear]);
  return (
    <div ref={ref} className={`swiper ${CAROUSEL_CLASS}`} dir={dirOf(lang)} data-testid="services-carousel">
      <div className="swiper-wrapper">
        {services.map((service) => (
          <div key={service.id} className="swiper-slide !h-auto">
            <ServiceCard service={service} />
          </div>
        ))}
      </div>
    </div>
  );
}

const NEAR_VIEWPORT: IntersectionObserverInit = { rootMargin: "300px 0px" };

function ServicesCarousel({ services }: { services: ServiceOut[] }) {
  const [Live, setLive] = useState<CarouselModule["default"] | null>(null);
  const [near, setNear] = useState(false);
  const onNear = useCallback(() => setNear(true), []);
  useEffect(() => {
    if (!near) return;
    let current = true;
    loadCarousel().then(
      (mod) => current && setLive(() => mod.default),
      () => undefined, // the static track stays: every card and link still works
    );
    return () => {
      current = false;
    };
  }, [near]);
  return Live ? <Live services={services} /> : <StaticTrack services={services} onNear={onNear} />;
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
