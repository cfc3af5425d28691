import { ArrowIcon } from "../../../components/ui/icons";
import { ServiceIcon, ServiceIllustration } from "../../../components/ui/service-art";
import type { ServiceOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { Link } from "../../../lib/router";

export const HOME_SERVICES_MAX = 6;
/** 1/2/3 per view from 0/640/1024 px, 16 px gap, no loop, 250 ms, touch 0.8, threshold 5
 * (docs/product.md#services-carousel). */
export const CAROUSEL = {
  slidesPerView: 1,
  breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
  spaceBetween: 16,
  loop: false,
  speed: 250,
  touchRatio: 0.8,
  threshold: 5,
} as const;
export const CAROUSEL_CLASS = "services-carousel mt-8 !pb-12";

export function ServiceCard({ service }: { service: ServiceOut }) {
  const { t, lang } = useT();
  const title = pickText(service.title, lang, t("services.fallbackTitle"));
  // The card's art and its short description follow the service's icon (a choice in the CMS), whatever
  // its slug: an icon without a description (home.json, services.descriptions) gets none.
  const description = t(`services.descriptions.${service.icon}`, { defaultValue: "" });
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon icon={service.icon} />
        </span>
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
      </div>
      <ServiceIllustration scene={service.icon} className="mt-4 h-auto w-full rounded-xl" />
      <p className="mt-4 flex-1 text-sm text-slate-600">{description}</p>
      <Link
        to={service.path[lang]}
        className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <span>
          {t("services.learnMore")} <span className="sr-only">{t("services.learnMoreAbout", { title })}</span>
        </span>
        <ArrowIcon className="size-4" />
      </Link>
    </article>
  );
}
