// Keeps <html lang dir>, the title and the description in step with the URL on client navigation
// and on back/forward. The server wrote them for the first page (backend/web/head.py, same rules).
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ensureLanguage } from "../lib/i18n-client";
import { dirOf, type Lang, langFromPath, pickText } from "../lib/lang";
import { matchRoute } from "./manifest";
import { useRouteItem } from "./route-data";

function resolve(rule: string, lang: Lang, t: TFunction, main: unknown): string {
  if (rule.startsWith("@")) {
    const field = (main as Record<string, unknown> | undefined)?.[rule.slice(1)];
    return pickText(field, lang);
  }
  return t(rule, { lng: lang });
}

export function DocumentSync() {
  const { pathname } = useLocation();
  const { i18n, t } = useTranslation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  // The page's own item: a detail page's title comes from it, once it has loaded.
  const main = useRouteItem<unknown>().data;

  useEffect(() => {
    const lang = langFromPath(pathname);
    const root = document.documentElement;
    root.lang = lang;
    root.dir = dirOf(lang);
    // The language switcher loads the other language's strings before it navigates; any other way
    // into it (a link, history) loads them here, and the page re-renders when they arrive.
    void ensureLanguage(i18n, lang).catch(() => undefined);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    if (first.current) {
      first.current = false;
      return;
    }
    const site = queryClient.getQueryData<{ company_name?: unknown }>(["/api/site"]);
    const company = pickText(site?.company_name, lang);
    const match = matchRoute(pathname);
    let title: string;
    let description: string;
    if (!match) {
      title = `${t("meta.notFound.title", { lng: lang })} | ${company}`;
      description = t("meta.notFound.description", { lng: lang });
    } else {
      const meta = match.route.meta ?? {};
      const pageTitle = resolve(meta.title ?? "meta.home.title", lang, t, main);
      description = resolve(meta.description ?? "meta.home.description", lang, t, main);
      title = match.route.path === "/" ? `${company} | ${pageTitle}` : `${pageTitle} | ${company}`;
    }
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [pathname, i18n, t, queryClient, main]);

  return null;
}
