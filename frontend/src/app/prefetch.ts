// docs/product.md#prefetch: about 2 s after the page has loaded, the about, services, blog and contact
// pages (routes.json's `prefetch`) are fetched ahead, their code chunks and their data, so the next
// click is instant. The code is fetched, not run: the server lists the chunks in the page's boot data
// (web/assets.for_page) and each becomes a <link rel="prefetch">; the page runs them when it is opened.
import type { QueryClient } from "@tanstack/react-query";
import { fillPath, manifest, matchRoute } from "../lib/routes";

export const PREFETCH_PATHS = manifest.prefetch;
export const PREFETCH_DELAY_MS = 2000;

/** One page's data. */
export function prefetchPage(queryClient: QueryClient, path: string): void {
  const match = matchRoute(path);
  if (!match) return;
  for (const query of Object.values(match.route.queries ?? {})) {
    void queryClient.prefetchQuery({ queryKey: [fillPath(query, match.params)] });
  }
}

// Each link costs the main thread a request of its own (about a millisecond): a few per task.
const LINKS_PER_TASK = 3;

/** The prefetched pages' code chunks the page's boot data lists, into the HTTP cache, a few links
 * per task. */
export function prefetchCode(win: Window = window): void {
  const doc = win.document;
  const text = doc.getElementById("boot")?.textContent;
  const urls: unknown = text ? JSON.parse(text).prefetch : undefined;
  if (!Array.isArray(urls)) return;
  const queue = urls.map(String);
  const next = () => {
    for (const href of queue.splice(0, LINKS_PER_TASK)) {
      const link = doc.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      doc.head.appendChild(link);
    }
    if (queue.length) win.setTimeout(next, 0);
  };
  next();
}

/** Every page of PREFETCH_PATHS, the first now and each of the others in a task of its own (a
 * macrotask apart), then their code, so that the work never holds the main thread long enough to
 * delay a tap. */
export function prefetchPages(queryClient: QueryClient, win: Window = window): void {
  PREFETCH_PATHS.forEach((path, index) => {
    if (index === 0) prefetchPage(queryClient, path);
    else win.setTimeout(() => prefetchPage(queryClient, path), 0);
  });
  win.setTimeout(() => prefetchCode(win), 0);
}

/** Runs prefetchPages PREFETCH_DELAY_MS after the window's load event (or now + delay if it fired),
 * with `also` (the browser loads the other language's strings then, for an instant switch). */
export function schedulePrefetch(queryClient: QueryClient, win: Window = window, also?: () => unknown): void {
  const run = () => {
    prefetchPages(queryClient, win);
    win.setTimeout(() => also?.(), 0);
  };
  const start = () => win.setTimeout(run, PREFETCH_DELAY_MS);
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
}
