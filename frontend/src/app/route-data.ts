// A page reads its data through its route's queries (routes.json), so the page, Django's
// server-side loading and the query keys agree on the API paths by construction.
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { fillPath, matchRoute } from "./manifest";

/** The API path of the current route's `index`-th query, filled from the URL (null off-manifest). */
export function useRouteQueryKey(index = 0): string | null {
  const { pathname, search } = useLocation();
  const match = matchRoute(pathname);
  const template = match?.route.queries?.[index];
  return template ? fillPath(template, match.params, search) : null;
}

/** The current route's `index`-th query (already in the cache when the server rendered the page). */
export function useRouteData<T>(index = 0) {
  const key = useRouteQueryKey(index);
  return useQuery<T>({ queryKey: [key ?? ""], enabled: key !== null });
}
