import "../styles/app.css";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createQueryClient, seedQueryClient } from "../lib/api-client";
import { scheduleDeferredStylesheet } from "../lib/deferred-styles";
import { createClientI18n, ensureLanguage } from "../lib/i18n-client";
import type { Strings } from "../lib/i18n-core";
import { langFromPath } from "../lib/lang";
import { BrowserRouter } from "../lib/router";
import { matchRoute, pageOf } from "../lib/routes";
import { App } from "./App";
import { Providers } from "./Providers";
import { loadPage } from "./pages";
import { schedulePrefetch } from "./prefetch";
import type { AppState } from "./state";

const stateElement = document.getElementById("app-state");
const state: AppState = stateElement?.textContent
  ? JSON.parse(stateElement.textContent)
  : { lang: langFromPath(location.pathname), data: {}, notFound: false };

/** Marks the document once the first render has committed (hydration done): <html data-hydrated>,
 * which the browser tests wait for (the page starts its scripts only after it has painted, web/boot.js). */
function MarkHydrated() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}

const queryClient = createQueryClient();

const page = pageOf(matchRoute(location.pathname), state.notFound);

const lang = langFromPath(location.pathname);
const root = document.getElementById("root") as HTMLElement;
let ready: Strings | null = null;
// Wait for this page's chunk and its language's strings (both preloaded, by web/boot.js once the
// page has painted) so the first client render matches the server's HTML.
Promise.all([createClientI18n(lang), loadPage(page).catch(() => null)])
  .then(([i18n, loaded]) => {
    ready = i18n;
    // Seeded here rather than as the module runs: the modules' own start (React DOM's above all) is
    // one task already, and the cache's first use costs milliseconds of its own.
    seedQueryClient(queryClient, state.data);
    // Services are read on many screens: fetch them at start-up when the server did not embed them.
    void queryClient.prefetchQuery({ queryKey: ["/api/services"] });
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <BrowserRouter>
            <App initialNotFound={state.notFound} />
          </BrowserRouter>
          <MarkHydrated />
        </Providers>
      </StrictMode>
    );
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (no long task for a visitor's first tap to wait behind).
    startTransition(() => {
      if (loaded && root.hasChildNodes()) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  })
  .catch((error: unknown) => console.error("The page could not start:", error))
  .finally(() => {
    scheduleDeferredStylesheet();
    schedulePrefetch(
      queryClient,
      window,
      () => ready && ensureLanguage(ready, lang === "en" ? "ar" : "en").catch(() => undefined),
    );
  });
