// docs/product.md#prefetch: about 2 s after the page has loaded, the about, services, blog and contact
// pages are fetched ahead (their code chunk and their data), so the next click is instant.
import type { QueryClient } from "@tanstack/react-query";
import { fillPath, matchRoute } from "../lib/routes";
import { loadPage } from "./pages";

export const PREFETCH_PATHS = ["/about", "/services", "/blog", "/contact"] as const;
export const PREFETCH_DELAY_MS = 2000;

export function prefetchPages(queryClient: QueryClient): void {
  for (const path of PREFETCH_PATHS) {
    const match = matchRoute(path);
    if (!match) continue;
    try {
      loadPage(match.route.page).catch(() => undefined);
    } catch {
      // A page module that does not exist is the router's problem, not the prefetcher's.
    }
    for (const query of Object.values(match.route.queries ?? {})) {
      void queryClient.prefetchQuery({ queryKey: [fillPath(query, match.params)] });
    }
  }
}

/** Runs prefetchPages PREFETCH_DELAY_MS after the window's load event (or now + delay if it fired),
 * with `also` (the browser loads the other language's strings then, for an instant switch). */
export function schedulePrefetch(queryClient: QueryClient, win: Window = window, also?: () => unknown): void {
  const run = () => {
    prefetchPages(queryClient);
    also?.();
  };
  const start = () => win.setTimeout(run, PREFETCH_DELAY_MS);
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
}
