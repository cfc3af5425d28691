import { Route, Routes, useLocation } from "react-router";
import { localizePath } from "../lib/lang";
import { manifest, matchRoute, pageOf } from "../lib/routes";
import { LazyPage } from "./pages";

/** Every route of the manifest, in English and under /ar, then the not-found page. */
export function AppRoutes({ initialNotFound }: { initialNotFound: boolean }) {
  const location = useLocation();
  // The server found no content for the URL it rendered (e.g. an unknown slug): show the not-found
  // page for that first history entry (the route's own, if it has one), as the server did, until the
  // visitor navigates.
  if (initialNotFound && location.key === "default") {
    return <LazyPage page={pageOf(matchRoute(location.pathname), true)} />;
  }
  return (
    <Routes>
      {manifest.routes.flatMap((route) =>
        (["en", "ar"] as const).map((lang) => (
          <Route
            key={`${lang}:${route.path}`}
            path={localizePath(route.path, lang)}
            element={<LazyPage page={route.page} />}
          />
        )),
      )}
      <Route path="*" element={<LazyPage page={manifest.notFound} />} />
    </Routes>
  );
}
