// Site search: a plain GET form (works without JavaScript), results from /api/search in both languages.
import "../../locales/pages-strings";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import type { SearchOut } from "../../lib/api-types";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link, useSearchParams } from "../../lib/router";

/** The query as a bidi isolate, so Latin words inside Arabic text (and the reverse) keep their order. */
const isolate = (text: string) => `\u2068${text}\u2069`;

export default function SearchPage() {
  const { t, lang } = useT();
  const to = useLocalize();
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const { data, isPending } = useRouteData<SearchOut>("results");
  const results = data?.results ?? [];
  return (
    <>
      <PageHeader title={t("meta.search.title")} lead={t("searchPage.lead")}>
        <search className="mt-6 block max-w-2xl">
          <form action={to("/search")} method="get" className="flex gap-2">
            <label htmlFor="search-q" className="sr-only">
              {t("searchPage.label")}
            </label>
            <input
              id="search-q"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              maxLength={200}
              placeholder={t("searchPage.placeholder")}
              className="min-h-12 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5"
            />
            <button type="submit" className="btn-primary min-h-12">
              {t("searchPage.submit")}
            </button>
          </form>
        </search>
      </PageHeader>
      <section className="container-page max-w-4xl py-12" aria-live="polite">
        {!q.trim() ? (
          <div>
            <p className="text-slate-600">{t("searchPage.hint")}</p>
            <ul className="mt-4 flex flex-wrap gap-3">
              {(["/services", "/countries", "/faq"] as const).map((path) => (
                <li key={path}>
                  <Link to={to(path)} className="btn-secondary">
                    {t(`searchPage.popular.${path.slice(1)}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : isPending ? (
          <PageSkeleton />
        ) : results.length === 0 ? (
          <div>
            <p className="text-lg font-semibold text-ink">{t("searchPage.none", { q: isolate(q) })}</p>
            <p className="mt-2 text-slate-600">{t("searchPage.noneHint")}</p>
            <Link to={to("/contact")} className="btn-primary mt-4">
              {t("nav.contact")}
            </Link>
          </div>
        ) : (
          <>
            <p className="text-slate-600">
              {t("searchPage.count", { count: results.length, q: isolate(q) })}
            </p>
            <ul className="mt-6 space-y-4">
              {results.map((result) => (
                <li
                  key={result.path.en}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {t(`searchPage.types.${result.type}`)}
                  </span>
                  <h2 className="mt-2 text-lg font-semibold">
                    <Link to={result.path[lang]} className="text-ink hover:text-brand-700 hover:underline">
                      {pickText(result.title, lang)}
                    </Link>
                  </h2>
                  <p className="mt-1 line-clamp-3 text-slate-600">{pickText(result.excerpt, lang)}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
