// The route manifest (routes.json) is shared with Django, which reads it to know which page a URL
// shows and which API paths to load for it.
import raw from "../app/routes.json";
import { stripLang } from "./lang";
import { matchPath } from "./router";

export type RouteMeta = { title?: string; description?: string };
/** `queries`: the API paths the page reads, by the name it reads them with; `item`: the query that
 * holds the page's own item (its fields give "@field" titles, its `path` the canonical address);
 * `private`: a page for one person (never cached or indexed, no referrer: the server applies it);
 * `notFound`: the page shown instead of the site's not-found page when the server finds nothing. */
export type RouteEntry = {
  path: string;
  page: string;
  queries?: Record<string, string>;
  item?: string;
  meta?: RouteMeta;
  private?: boolean;
  notFound?: string;
  /** URL parameters the page reads itself, not through its data (?sent=1): a page asked with one is
   * rendered for that request and never kept in the server's page cache. */
  params?: string[];
  /** Parameters its data reads whose value is free text (a search's ?q=): likewise never cached. */
  textParams?: string[];
};
/** `prefetch`: the pages fetched ahead about 2 s after load (app/prefetch.ts: their data; their code
 * chunks, which the server lists in the page's boot data, web/assets.for_page). */
export type RouteManifest = { global: string[]; prefetch: string[]; notFound: string; routes: RouteEntry[] };

export const manifest = raw as unknown as RouteManifest;

export type RouteMatch = { route: RouteEntry; params: Record<string, string> };

/** The route a (possibly /ar-prefixed) pathname shows, or null for the not-found page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = stripLang(pathname);
  for (const route of manifest.routes) {
    const found = matchPath(route.path, path);
    if (found) return { route, params: found.params };
  }
  return null;
}

/** The page module a URL shows: its route's page, or when the server found nothing for it
 * (`notFound`), the route's own not-found page, else the site's. */
export function pageOf(match: RouteMatch | null, notFound: boolean): string {
  if (!match) return manifest.notFound;
  return notFound ? (match.route.notFound ?? manifest.notFound) : match.route.page;
}

/**
 * An API path template with the URL's values filled in: `:name` in the path part comes from the
 * route's parameters ("/api/services/:slug"); `key=:name` in the query part comes from the route's
 * parameters or the page URL's query string, and is left out when the URL has no value for it
 * ("/api/blog?page=:page" -> "/api/blog" or "/api/blog?page=2"). Django fills them the same way.
 */
export function fillPath(template: string, params: Record<string, string>, search = ""): string {
  const [path, query] = template.split("?", 2);
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  if (!query) return filled;
  const urlQuery = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const pair of query.split("&")) {
    const [key, value = ""] = pair.split("=", 2);
    const name = value.startsWith(":") ? value.slice(1) : null;
    const resolved = name ? (params[name] ?? urlQuery.get(name) ?? "") : value;
    if (resolved) kept.append(key, resolved);
  }
  const text = kept.toString();
  return text ? `${filled}?${text}` : filled;
}
