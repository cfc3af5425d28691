import "../styles/app.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient, seedQueryClient } from "../lib/api-client";
import { createI18n } from "../lib/i18n";
import { langFromPath } from "../lib/lang";
import { App } from "./App";
import { manifest, matchRoute } from "./manifest";
import { Providers } from "./Providers";
import { loadPage } from "./pages";
import { schedulePrefetch } from "./prefetch";
import type { AppState } from "./state";

const stateElement = document.getElementById("app-state");
const state: AppState = stateElement?.textContent
  ? JSON.parse(stateElement.textContent)
  : { lang: langFromPath(location.pathname), data: {}, notFound: false };

const queryClient = createQueryClient();
seedQueryClient(queryClient, state.data);
// Services are read on many screens: fetch them at start-up when the server did not embed them.
void queryClient.prefetchQuery({ queryKey: ["/api/services"] });

const i18n = createI18n(langFromPath(location.pathname));
const match = matchRoute(location.pathname);
const page = state.notFound || !match ? manifest.notFound : match.route.page;

const app = (
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <App initialNotFound={state.notFound} />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

const root = document.getElementById("root") as HTMLElement;
// Wait for this page's chunk so the first client render matches the server's HTML.
loadPage(page)
  .then(
    () => (root.hasChildNodes() ? hydrateRoot(root, app) : createRoot(root).render(app)),
    () => createRoot(root).render(app),
  )
  .finally(() => schedulePrefetch(queryClient));
