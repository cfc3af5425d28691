// The live carousel (Swiper), loaded after the page has hydrated: until then the same slides are
// shown by ServicesSection's static track (server HTML, JavaScript off), in the same layout.
import { A11y, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { ServiceOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { dirOf } from "../../../lib/lang";
import { CAROUSEL, CAROUSEL_CLASS, ServiceCard } from "./service-card";

/** Re-created (key) on a language switch so Swiper starts again in the new direction. */
export default function ServicesCarousel({ services }: { services: ServiceOut[] }) {
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
      className={CAROUSEL_CLASS}
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
