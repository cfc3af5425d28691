import type { Lang } from "../lib/lang";

/** What the server embeds in the page (script#app-state) and sends to the renderer. */
export type AppState = {
  lang: Lang;
  /** API responses keyed by API path, which is also their TanStack Query key. */
  data: Record<string, unknown>;
  /** The server answered 404 for this URL (unknown route or unknown slug). */
  notFound: boolean;
};
