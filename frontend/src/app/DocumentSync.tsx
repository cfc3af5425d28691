// Keeps <html lang dir>, the title and the description in step with the URL on client navigation
// and on back/forward. The server wrote them for the first page (the same rules: head-rules.ts).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ensureLanguage } from "../lib/i18n-client";
import { useI18n } from "../lib/i18n-hooks";
import { dirOf, langFromPath, pickText } from "../lib/lang";
import { useRouteItem } from "../lib/route-data";
import { useLocation } from "../lib/router";
import { matchRoute } from "../lib/routes";
import { documentTexts } from "./head-rules";

export function DocumentSync() {
  const { pathname } = useLocation();
  const { i18n, t } = useI18n();
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
    if (i18n.language !== lang) i18n.changeLanguage(lang);
    if (first.current) {
      first.current = false;
      return;
    }
    const site = queryClient.getQueryData<{ company_name?: unknown }>(["/api/site"]);
    const company = pickText(site?.company_name, lang);
    const { title, description } = documentTexts(matchRoute(pathname), lang, t, main, company);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [pathname, i18n, t, queryClient, main]);

  return null;
}
