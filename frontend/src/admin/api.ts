// The admin app's data layer: the project's one API client (lib/api-client) plus what staff calls
// need: the CSRF token on unsafe methods, and a 401 anywhere sends the user to the sign-in page.
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../lib/api-client";
import { fieldErrors, serverMessage } from "../lib/api-errors";
import type { CsrfOut } from "../lib/api-types";
import { tAdmin } from "./i18n";

export const API = "/api/admin";
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** `leads?x=1` -> `/api/admin/leads?x=1`; a path that starts with "/" is used as it is. */
export function apiUrl(path: string): string {
  return path.startsWith("/") ? path : `${API}/${path}`;
}

/** A query string from `params`, leaving out empty values: `?a=1&b=x` or "". */
export function toQuery(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

let fetchedToken: string | null = null;

/** The CSRF cookie's name, as the server's page gives it (`<meta name="csrf-cookie">` in the admin
 * shell: `csrftoken`, or `__Host-csrftoken` in production); null when the page does not say. */
export function csrfCookieName(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-cookie"]')?.content || null;
}

function csrfCookie(): string | null {
  const name = csrfCookieName();
  return name ? readCookie(name) : null;
}

/** Django's CSRF token: its cookie (Django rotates it at sign-in), else GET auth/csrf. */
export async function csrfToken(refresh = false): Promise<string> {
  const cookie = csrfCookie();
  if (cookie && !refresh) return cookie;
  if (!fetchedToken || refresh) {
    const res = await apiRequest("GET", `${API}/auth/csrf`);
    fetchedToken = ((await res.json()) as CsrfOut).csrfToken;
  }
  return csrfCookie() ?? fetchedToken;
}

/** `next` as a path inside the admin (not the sign-in page), or null: the one rule for where sign-in
 * may lead. Read as the browser would resolve it, so "/admin/../..//evil.test" or "/adminx" is not
 * mistaken for an admin path by its first letters. */
export function adminPath(next: string | null): string | null {
  if (!next) return null;
  const base = "https://admin.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  const inside = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  if (url.origin !== base || !inside || url.pathname.startsWith("/admin/login")) return null;
  return url.pathname + url.search + url.hash;
}

/** Where a signed-out user goes: the sign-in page, coming back here afterwards. */
export function loginUrl(next: string): string {
  return `/admin/login${toQuery({ next: adminPath(next) ?? "" })}`;
}

let onUnauthorized: () => void = () => {
  if (typeof window !== "undefined" && !window.location.pathname.startsWith("/admin/login")) {
    window.location.assign(loginUrl(window.location.pathname + window.location.search));
  }
};

/** The app replaces the default full-page redirect with a router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function isCsrfFailure(error: ApiError): boolean {
  return error.status === 403 && /csrf/i.test(errorMessage(error));
}

export interface RequestOptions {
  /** false: a 401 is the caller's business (sign-in, "who am I"), not a redirect. */
  redirectOn401?: boolean;
}

/** A call to the admin API. Resolves to the parsed JSON body, or undefined for an empty one (204). */
export async function adminRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  { redirectOn401 = true }: RequestOptions = {},
): Promise<T> {
  const unsafe = !SAFE.has(method.toUpperCase());
  const send = async (refresh: boolean) =>
    apiRequest(method, apiUrl(path), body, unsafe ? { "X-CSRFToken": await csrfToken(refresh) } : {});
  let res: Response;
  try {
    try {
      res = await send(false);
    } catch (error) {
      // A token that went stale (another tab signed out and in): fetch a fresh one, try once more.
      if (unsafe && error instanceof ApiError && isCsrfFailure(error)) res = await send(true);
      else throw error;
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && redirectOn401) onUnauthorized();
    throw error;
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Queries are keyed by their API path (as on the public site): ["/api/admin/leads?page=2"]. */
export const adminQueryFn: QueryFunction = ({ queryKey }) => adminRequest("GET", String(queryKey[0]));

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Staff work on live data: refetch when they come back to the tab, keep it for 10 s otherwise.
      queries: { queryFn: adminQueryFn, staleTime: 10_000, refetchOnWindowFocus: true, retry: false },
      mutations: { retry: false },
    },
  });
}

/** A sentence for a person: the API's message (a 422's own field message when there is just one, as
 * when an action, not a form, was refused), or a plain one for network trouble. */
export function errorMessage(error: unknown): string {
  const fields = Object.values(fieldErrors(error));
  if (fields.length === 1) return fields[0];
  const message = serverMessage(error);
  if (message) return message;
  if (error instanceof ApiError) {
    if (error.status === 403) return tAdmin("admin.errors.forbidden");
    if (error.status === 404) return tAdmin("admin.errors.notFound");
    return tAdmin("admin.errors.status", { status: error.status });
  }
  return tAdmin("admin.errors.offline");
}
