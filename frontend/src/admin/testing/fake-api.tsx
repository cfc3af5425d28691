import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { createAdminQueryClient } from "../api";
import { ME } from "../auth";
import type { LeadRow, Me } from "../types";

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

/** A stand-in for the admin API: `routes` answer "METHOD /path" (query string included if given). */
export function fakeApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    const headers = { ...(init.headers as Record<string, string>) };
    const body =
      typeof init.body === "string"
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    const call = { method, url, headers, body };
    calls.push(call);
    const path = url.split("?")[0];
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    const answer = typeof route === "function" ? route(call) : route;
    if (!answer) {
      return new Response(JSON.stringify({ error: { code: "not_found", message: "Not found." } }), {
        status: 404,
      });
    }
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export const ADMIN: Me = {
  id: 1,
  email: "admin@example.com",
  name: "Amal Admin",
  display_name_en: "Amal Admin",
  display_name_ar: "",
  role: "admin",
  capabilities: ["content", "dashboard", "leads", "reports", "users"],
  language: "en",
};
export const AGENT: Me = {
  id: 2,
  email: "agent@example.com",
  name: "Ali Agent",
  display_name_en: "Ali Agent",
  display_name_ar: "",
  role: "agent",
  capabilities: ["dashboard", "leads"],
  language: "en",
};
export const EDITOR: Me = {
  id: 3,
  email: "editor@example.com",
  name: "Eva Editor",
  display_name_en: "Eva Editor",
  display_name_ar: "",
  role: "editor",
  capabilities: ["content", "dashboard"],
  language: "en",
};

/** A lead as the list answers it (GET /api/admin/leads): a new contact-form lead of Omar Haddad, with
 * `more` over it. */
export function leadRow(more: Partial<LeadRow> = {}): LeadRow {
  return {
    id: 12,
    source: "contact",
    status: "new",
    first_name: "Omar",
    last_name: "Haddad",
    full_name: "Omar Haddad",
    email: "omar@example.com",
    phone: "+97455123456",
    country: "canada",
    service: "student-visas",
    language: "ar",
    assignee: null,
    created_at: "2026-10-25T08:00:00Z",
    person_id: 3,
    reply_by: "2026-10-26T08:00:00Z",
    first_response_at: null,
    follow_up_on: null,
    lost_reason: "",
    overdue: [],
    inferred: [],
    ...more,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `path` (matched against `pattern`) with a query client whose "who am I" is `me`. */
export function renderAdmin(
  ui: ReactElement,
  {
    path = "/admin",
    pattern = "*",
    me = ADMIN as Me | null,
    client = createAdminQueryClient() as QueryClient,
  } = {},
) {
  client.setQueryData([ME], me);
  // A data router, as the admin's entry has (a screen may block leaving with unsaved changes).
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Routes>
              <Route path={pattern} element={ui} />
            </Routes>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Names the CSRF cookie as the admin shell's `<meta name="csrf-cookie">` does (the server's
 * CSRF_COOKIE_NAME); the tests' shell names Django's default, which they set with setCookie. */
export function nameCsrfCookie(name: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-cookie"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "csrf-cookie";
    document.head.append(meta);
  }
  meta.content = name;
}

if (typeof document !== "undefined") nameCsrfCookie("csrftoken");

/** Sets (or with `expire`, removes) a cookie in jsdom, as the server's Set-Cookie would. */
export function setCookie(name: string, value: string, expire = false): void {
  const expiry = expire ? "; expires=Thu, 01 Jan 1970 00:00:00 GMT" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the tests stand in for Django setting the CSRF cookie
  document.cookie = `${name}=${value}; path=/${expiry}`;
}
