// A page reads its data through its route's queries (routes.json), by name, so the page, Django's
// server-side loading and the query keys agree on the API paths by construction.
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "./router";
import { fillPath, matchRoute } from "./routes";

/** The API path of the current route's query called `name`, filled from the URL (null when the
 * route has no such query, or off-manifest). */
export function useRouteQueryKey(name: string): string | null {
  const { pathname, search } = useLocation();
  const match = matchRoute(pathname);
  const template = match?.route.queries?.[name];
  return template ? fillPath(template, match.params, search) : null;
}

/** The current route's query called `name` (already in the cache when the server rendered the page). */
export function useRouteData<T>(name: string) {
  const key = useRouteQueryKey(name);
  return useQuery<T>({ queryKey: [key ?? ""], enabled: key !== null });
}

/** The current route's own item (its `item` query), for the title rules. */
export function useRouteItem<T>() {
  const { pathname } = useLocation();
  return useRouteData<T>(matchRoute(pathname)?.route.item ?? "");
}
