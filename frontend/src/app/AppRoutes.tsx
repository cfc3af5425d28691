import { useLocation } from "../lib/router";
import { matchRoute, pageOf } from "../lib/routes";
import { LazyPage } from "./pages";

/** The page of the manifest's route for the URL (in English or under /ar), or the not-found page. */
export function AppRoutes({ initialNotFound }: { initialNotFound: boolean }) {
  const location = useLocation();
  // The server found no content for the URL it rendered (e.g. an unknown slug): show the not-found
  // page for that first history entry (the route's own, if it has one), as the server did, until the
  // visitor navigates.
  const notFound = initialNotFound && location.key === "default";
  return <LazyPage page={pageOf(matchRoute(location.pathname), notFound)} />;
}
