// The public site's router: the part of React Router's API the site uses (BrowserRouter,
// StaticRouter, MemoryRouter, Link, NavLink, Routes/Route, useLocation, useNavigate,
// useSearchParams, matchPath), with React Router's behaviour for it, in about 1.5 KB gzip instead
// of React Router's 12.5 KB of the first load (docs/figures/first-load.md). The staff admin, a separate
// bundle, keeps React Router.
// Paths are absolute ("/ar/contact?x=1#form"): the site writes no relative links.
import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: string, options?: NavigateOptions) => void;

const RouterContext = createContext<{ location: Location; navigate: Navigate } | null>(null);

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useLocation/useNavigate outside a router");
  return router;
}

/** "/a?b#c" (or a path relative to `from`) -> its parts. */
function parse(to: string, from = "/"): Pick<Location, "pathname" | "search" | "hash"> {
  const url = new URL(to, `http://localhost${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const hrefOf = (l: Pick<Location, "pathname" | "search" | "hash">) => l.pathname + l.search + l.hash;
const newKey = () => Math.random().toString(36).slice(2, 10);
const isExternal = (to: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

function Router({
  location,
  navigate,
  children,
}: {
  location: Location;
  navigate: Navigate;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

type HistoryState = { usr: unknown; key: string; idx: number } | null;

function windowLocation(): Location {
  const state = window.history.state as HistoryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? "default" };
}

/** The browser's address bar and history (pushState/replaceState, back and forward). Updates are
 * transitions, as React Router's: a page whose code is still loading leaves the current one shown. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setLocation(windowLocation()));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigate = useCallback<Navigate>((to, { replace = false, state = null } = {}) => {
    const target = parse(to, window.location.pathname);
    const key = newKey();
    const idx = ((window.history.state as HistoryState)?.idx ?? 0) + (replace ? 0 : 1);
    window.history[replace ? "replaceState" : "pushState"]({ usr: state, key, idx }, "", hrefOf(target));
    startTransition(() => setLocation({ ...target, state, key }));
  }, []);
  return (
    <Router location={location} navigate={navigate}>
      {children}
    </Router>
  );
}

const noNavigation: Navigate = () => {
  throw new Error("No navigation while rendering on the server");
};

/** One fixed location: the server's render. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<Location>(() => ({ ...parse(location), state: null, key: "default" }), [location]);
  return (
    <Router location={value} navigate={noNavigation}>
      {children}
    </Router>
  );
}

/** History in memory: the tests'. */
export function MemoryRouter({
  initialEntries = ["/"],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState<Location>(() => ({
    ...parse(initialEntries[initialEntries.length - 1] ?? "/"),
    state: null,
    key: "default",
  }));
  const navigate = useCallback<Navigate>((to, { state = null } = {}) => {
    setLocation((current) => ({ ...parse(to, current.pathname), state, key: newKey() }));
  }, []);
  return (
    <Router location={location} navigate={navigate}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The URL's query, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(location.pathname + (query ? `?${query}` : ""), options);
    },
    [location.pathname, navigate],
  );
  return [params, set];
}

/** `pattern` ("/services/:slug") against a whole pathname, as React Router's matchPath with
 * `end: true`: case-insensitive, a trailing slash allowed, parameters as written (only %2F read as /). */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string> } | null {
  const names: string[] = [];
  const source = pattern
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    });
  const found = new RegExp(`^${source}\\/*$`, "i").exec(pathname);
  if (!found) return null;
  return { params: Object.fromEntries(names.map((name, i) => [name, found[i + 1].replace(/%2F/g, "/")])) };
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** An <a href> that navigates in the page on a plain left click (not with a modifier key, not for
 * another target or another site), replacing the history entry when it leads to the current URL. */
export function Link({
  to,
  replace,
  state,
  onClick,
  target,
  ref,
  ...rest
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { location, navigate } = useRouter();
  const external = isExternal(to);
  const href = external ? to : hrefOf(parse(to, location.pathname));
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || event.defaultPrevented || event.button !== 0 || (target && target !== "_self")) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === hrefOf(location), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handle} />;
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A Link that knows whether it leads to the current page (or, without `end`, to a page above it):
 * then it has aria-current="page". */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const path = parse(rest.to, location.pathname).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const slash = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  const isActive = current === path || (!end && current.startsWith(path) && current.charAt(slash) === "/");
  return (
    <Link
      {...rest}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}

/** The first child <Route> whose path matches the location. */
export function Routes({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child)) continue;
    const { path, element } = child.props;
    if (path === "*" || matchPath(path, pathname)) return element;
  }
  return null;
}

type RouteProps = { path: string; element: ReactElement };

export function Route(_: RouteProps): ReactNode {
  return null; // read by <Routes>
}
