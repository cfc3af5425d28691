import { StarIcon } from "../../../components/ui/icons";
import type { TestimonialOut } from "../../../lib/api-types";
import { useLocalize, useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { Link } from "../../../lib/router";
import { useFeaturedTestimonials } from "../api/get-testimonials";

export const HOME_TESTIMONIALS_MAX = 3;
const STAR_KEYS = ["s1", "s2", "s3", "s4", "s5"];

function Stars({ rating }: { rating: number }) {
  const { t } = useT();
  const count = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={t("a11y.rating", { rating: count })}>
      {STAR_KEYS.slice(0, count).map((key) => (
        <StarIcon key={key} className="size-4" data-testid="star" />
      ))}
    </p>
  );
}

function Card({ item }: { item: TestimonialOut }) {
  const { t, lang } = useT();
  const quote =
    item.quote && typeof item.quote === "object"
      ? pickText(item.quote, lang)
      : t("testimonials.fallbackQuote");
  const details = [pickText(item.role, lang), pickText(item.country, lang)].filter(Boolean).join(" · ");
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Stars rating={item.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700">{t("testimonials.quoted", { quote })}</blockquote>
      <figcaption className="mt-5">
        <span className="block font-semibold text-ink">{pickText(item.name, lang)}</span>
        {details ? <span className="block text-sm text-slate-500">{details}</span> : null}
      </figcaption>
    </figure>
  );
}

export function Testimonials() {
  const { t } = useT();
  const to = useLocalize();
  const { data, isPending } = useFeaturedTestimonials();
  const items = (Array.isArray(data) ? data : []).slice(0, HOME_TESTIMONIALS_MAX);
  return (
    <section className="bg-slate-50 py-16" aria-labelledby="testimonials-title">
      <div className="container-page">
        <h2 id="testimonials-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t("testimonials.title")}
        </h2>
        {isPending ? (
          <div className="mt-8 grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className="h-56 animate-pulse rounded-2xl bg-slate-200"
                data-testid="testimonial-skeleton"
              />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="mt-6 text-slate-600">{t("testimonials.empty")}</p>
        ) : (
          <>
            <p className="mt-3 max-w-2xl text-slate-600">{t("testimonials.subtitle")}</p>
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <Card item={item} />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <Link to={to("/success-stories")} className="btn-secondary">
                {t("testimonials.readMore")}
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
