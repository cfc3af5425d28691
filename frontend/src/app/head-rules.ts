// A page's title and description after a client navigation, by the rules the server applies to the
// first page (backend/web/head/titles.py): "@field" reads that field of the page's own item, any
// other rule is a UI string; the home page leads with the company name, other pages end with it.
// Both sides are checked against shared-cases/titles.json.
import type { TFunction } from "../lib/i18n-core";
import { type Lang, pickText } from "../lib/lang";
import type { RouteMatch } from "../lib/routes";

function text(rule: string, lang: Lang, t: TFunction, item: unknown): string {
  if (rule.startsWith("@"))
    return pickText((item as Record<string, unknown> | undefined)?.[rule.slice(1)], lang);
  return t(rule, { lng: lang });
}

/** `match` null for the not-found page. */
export function documentTexts(
  match: RouteMatch | null,
  lang: Lang,
  t: TFunction,
  item: unknown,
  company: string,
): { title: string; description: string } {
  if (!match) {
    return {
      title: `${t("meta.notFound.title", { lng: lang })} | ${company}`,
      description: t("meta.notFound.description", { lng: lang }),
    };
  }
  const meta = match.route.meta ?? {};
  const pageTitle = text(meta.title ?? "meta.home.title", lang, t, item);
  const description = text(meta.description ?? "meta.home.description", lang, t, item);
  const title = match.route.path === "/" ? `${company} | ${pageTitle}` : `${pageTitle} | ${company}`;
  return { title, description };
}
