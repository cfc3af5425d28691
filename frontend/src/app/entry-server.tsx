import { renderToString } from "react-dom/server";
import { createQueryClient, seedQueryClient } from "../lib/api-client";
import { createI18n } from "../lib/i18n";
import { StaticRouter } from "../lib/router";
import { matchRoute, pageOf } from "../lib/routes";
import { App } from "./App";
import { Providers } from "./Providers";
import { loadPage } from "./pages";
import type { AppState } from "./state";

/** The HTML of #root for `url`, from data the server already loaded (no HTTP calls from here). */
export async function render(url: string, state: AppState): Promise<{ html: string }> {
  const pathname = new URL(url, "http://localhost").pathname;
  await loadPage(pageOf(matchRoute(pathname), state.notFound));
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, state.data);
  const i18n = createI18n(state.lang);
  try {
    const html = renderToString(
      <Providers queryClient={queryClient} i18n={i18n}>
        <StaticRouter location={url}>
          <App initialNotFound={state.notFound} />
        </StaticRouter>
      </Providers>,
    );
    return { html };
  } finally {
    queryClient.clear();
  }
}
