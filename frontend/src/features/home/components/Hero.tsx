import { ArrowIcon, CheckIcon } from "../../../components/ui/icons";
import { useLocalize, useT } from "../../../lib/i18n-hooks";
import { Link } from "../../../lib/router";
// A static SVG file, not inline markup: only its URL is in the JavaScript (home page budget).
import heroArt from "../assets/hero-relocation.svg";

const POINTS = ["professional", "expert", "personal"] as const;

export function Hero() {
  const { t } = useT();
  const to = useLocalize();
  return (
    <section
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
      aria-labelledby="hero-title"
    >
      <div className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h1 id="hero-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl lg:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">{t("hero.subtitle")}</p>
          {/* data-chat-avoid: the chat's compact card on phones never covers these buttons */}
          <div className="mt-8 flex flex-wrap gap-3" data-chat-avoid="">
            <Link to={to("/book")} className="btn-primary">
              {t("hero.book")}
              <ArrowIcon className="size-4" />
            </Link>
            <Link to={to("/services")} className="btn-secondary">
              {t("hero.explore")}
            </Link>
          </div>
          {/* One point a line on phones: the same height in the fallback font and the web font that replaces it
              after the first paint (a wrapped row could gain a line and move what follows). */}
          <ul className="mt-8 flex flex-col gap-3 text-sm font-medium text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <span className="flex size-6 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <CheckIcon className="size-4" />
                </span>
                {t(`hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        {/* Desktop only: on phones the headline and both actions fill the first screen. Not lazy: above the
            fold on desktop. Mirrored in Arabic so the flight path runs from Doha towards the reading direction. */}
        <div className="hidden justify-center lg:flex">
          <img
            src={heroArt}
            alt=""
            width={480}
            height={400}
            decoding="async"
            data-testid="hero-art"
            className="h-auto w-full max-w-[30rem] rtl:-scale-x-100"
          />
        </div>
      </div>
    </section>
  );
}
