// The FAQ by category, as native disclosure widgets: keyboard and screen-reader friendly, and they
// open and close with JavaScript off. A link to #faq-<id> (from search or the chat) opens that one.
import "../../locales/pages-strings";
import { useEffect } from "react";
import { ChevronDownIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import type { FaqItemOut } from "../../lib/api-types";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link, useLocation } from "../../lib/router";
import { useReplyWithin } from "../../lib/site";

export const FAQ_CATEGORIES = ["general", "process", "fees", "visas"] as const;

export default function FaqPage() {
  const { t, lang } = useT();
  const within = useReplyWithin();
  const to = useLocalize();
  const { hash } = useLocation();
  const { data, isPending } = useRouteData<FaqItemOut[]>("faq");

  useEffect(() => {
    if (!hash.startsWith("#faq-")) return;
    const item = document.getElementById(hash.slice(1));
    if (item instanceof HTMLDetailsElement) {
      item.open = true;
      item.scrollIntoView({ block: "start" });
      item.querySelector("summary")?.focus({ preventScroll: true });
    }
  }, [hash]);

  if (isPending) return <PageSkeleton />;
  const items = Array.isArray(data) ? data : [];
  const groups = FAQ_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length);

  return (
    <>
      <PageHeader title={t("meta.faq.title")} lead={t("faqPage.lead")}>
        {groups.length > 1 ? (
          <nav aria-label={t("faqPage.jump")} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.category}>
                  <a
                    href={`#faq-cat-${group.category}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {t(`faqPage.categories.${group.category}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageHeader>
      <div className="container-page max-w-4xl py-12">
        {groups.length === 0 ? <p className="text-slate-600">{t("faqPage.empty")}</p> : null}
        {groups.map((group) => (
          <section key={group.category} className="mb-10" aria-labelledby={`faq-cat-${group.category}`}>
            <h2 id={`faq-cat-${group.category}`} className="mb-4 text-xl font-bold text-ink">
              {t(`faqPage.categories.${group.category}`)}
            </h2>
            <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {group.items.map((item) => (
                <details key={item.id} id={`faq-${item.id}`} className="group">
                  <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-slate-50">
                    <span>{pickText(item.question, lang)}</span>
                    <ChevronDownIcon className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
                  </summary>
                  <p className="px-5 pb-5 whitespace-pre-line text-slate-600">
                    {pickText(item.answer, lang)}
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <div className="rounded-2xl bg-brand-50 p-6">
          <h2 className="text-lg font-semibold text-ink">{t("faqPage.stillTitle")}</h2>
          <p className="mt-1 text-slate-600">{t("faqPage.stillText", { within })}</p>
          <Link to={to("/contact")} className="btn-primary mt-4">
            {t("nav.contact")}
          </Link>
        </div>
      </div>
    </>
  );
}
