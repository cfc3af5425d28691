import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { adminRequest, apiUrl, errorMessage, loginUrl, setUnauthorizedHandler, toQuery } from "./api";
import { fakeApi, nameCsrfCookie, setCookie } from "./testing/fake-api";

function clearCookies() {
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0].trim();
    if (name) setCookie(name, "", true);
  }
}

beforeEach(clearCookies);
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe("paths and query strings", () => {
  it("puts relative paths under /api/admin and leaves absolute ones", () => {
    expect(apiUrl("leads?page=2")).toBe("/api/admin/leads?page=2");
    expect(apiUrl("/api/admin/dashboard")).toBe("/api/admin/dashboard");
  });

  it("drops empty values from a query string", () => {
    expect(toQuery({ q: "عمر", status: "", page: 2, x: null, y: undefined })).toBe(
      `?q=${encodeURIComponent("عمر")}&page=2`,
    );
    expect(toQuery({ q: "" })).toBe("");
  });

  it("sends a signed-out user to sign-in with a way back, inside the admin only", () => {
    expect(loginUrl("/admin/leads?status=new")).toBe(
      `/admin/login?next=${encodeURIComponent("/admin/leads?status=new")}`,
    );
    expect(loginUrl("https://evil.example/")).toBe("/admin/login");
    expect(loginUrl("/admin/login?next=/admin")).toBe("/admin/login");
  });
});

describe("adminRequest", () => {
  it("sends the CSRF cookie as X-CSRFToken on writes and a JSON body", async () => {
    setCookie("csrftoken", "tok123");
    const { calls } = fakeApi({ "PATCH /api/admin/leads/7": { body: { id: 7, status: "contacted" } } });
    const lead = await adminRequest("PATCH", "leads/7", { status: "contacted" });
    expect(lead).toEqual({ id: 7, status: "contacted" });
    expect(calls[0].headers["X-CSRFToken"]).toBe("tok123");
    expect(calls[0].headers["Content-Type"]).toBe("application/json");
    expect(calls[0].body).toEqual({ status: "contacted" });
  });

  it("sends no token on reads", async () => {
    setCookie("csrftoken", "tok123");
    const { calls } = fakeApi({ "GET /api/admin/dashboard": { body: { ok: 1 } } });
    await adminRequest("GET", "dashboard");
    expect(calls[0].headers["X-CSRFToken"]).toBeUndefined();
  });

  it("asks auth/csrf for a token when there is no cookie", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/auth/csrf": { body: { csrfToken: "fromapi" } },
      "POST /api/admin/auth/logout": { body: { ok: true } },
    });
    await adminRequest("POST", "auth/logout");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /api/admin/auth/csrf",
      "POST /api/admin/auth/logout",
    ]);
    expect(calls[1].headers["X-CSRFToken"]).toBe("fromapi");
  });

  it("reads the cookie the page names (production's is __Host-csrftoken), no other", async () => {
    nameCsrfCookie("other_csrf");
    setCookie("csrftoken", "wrong");
    setCookie("other_csrf", "right");
    try {
      const { calls } = fakeApi({ "POST /api/admin/auth/logout": { body: { ok: true } } });
      await adminRequest("POST", "auth/logout");
      expect(calls[0].headers["X-CSRFToken"]).toBe("right");
    } finally {
      nameCsrfCookie("csrftoken");
    }
  });

  it("asks auth/csrf when the page names no cookie", async () => {
    document.querySelector('meta[name="csrf-cookie"]')?.remove();
    setCookie("csrftoken", "unnamed");
    try {
      const { calls } = fakeApi({
        "GET /api/admin/auth/csrf": { body: { csrfToken: "fromapi" } },
        "POST /api/admin/auth/logout": { body: { ok: true } },
      });
      await adminRequest("POST", "auth/logout");
      // The token from auth/csrf (fetched now, or kept from before), never a cookie the page did not name.
      expect(calls.at(-1)?.headers["X-CSRFToken"]).toBe("fromapi");
    } finally {
      nameCsrfCookie("csrftoken");
    }
  });

  it("tries once more with a fresh token when the CSRF check fails", async () => {
    setCookie("csrftoken", "stale");
    const { calls } = fakeApi({
      // Django sets a fresh cookie along with the token.
      "GET /api/admin/auth/csrf": () => {
        setCookie("csrftoken", "fresh");
        return { body: { csrfToken: "fresh" } };
      },
      "DELETE /api/admin/leads/3": (call) =>
        call.headers["X-CSRFToken"] === "fresh"
          ? { status: 204 }
          : { status: 403, body: { error: { code: "forbidden", message: "CSRF check Failed" } } },
    });
    await expect(adminRequest("DELETE", "leads/3")).resolves.toBeUndefined();
    expect(calls.map((c) => c.headers["X-CSRFToken"] ?? "-")).toEqual(["stale", "-", "fresh"]);
  });

  it("calls the sign-in redirect on a 401, unless told not to", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fakeApi({
      "GET /api/admin/leads": {
        status: 401,
        body: { error: { code: "unauthorized", message: "Sign in to continue." } },
      },
    });
    await expect(adminRequest("GET", "leads")).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(adminRequest("GET", "leads", undefined, { redirectOn401: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("sends a file upload as multipart, without a JSON content type", async () => {
    setCookie("csrftoken", "tok");
    const { calls } = fakeApi({
      "POST /api/admin/uploads": { body: { name: "services/a.png", url: "/media/services/a.png" } },
    });
    const form = new FormData();
    form.append("file", new Blob(["x"], { type: "image/png" }), "a.png");
    form.append("folder", "services");
    await expect(adminRequest("POST", "uploads", form)).resolves.toEqual({
      name: "services/a.png",
      url: "/media/services/a.png",
    });
    expect(calls[0].body).toBeInstanceOf(FormData);
    expect(calls[0].headers["Content-Type"]).toBeUndefined();
    expect(calls[0].headers["X-CSRFToken"]).toBe("tok");
  });
});

describe("errors for people", () => {
  const e422 = (fields: Record<string, string>) =>
    new ApiError(422, "422", {
      error: { code: "validation_error", message: "Some fields are invalid.", fields },
    });
  it("gives a lone field's message, else the API's own sentence", () => {
    expect(errorMessage(e422({ title_ar: "Required." }))).toBe("Required.");
    expect(errorMessage(e422({ a: "x", b: "y" }))).toBe("Some fields are invalid.");
  });
  it("has plain words for a bare status or a network failure", () => {
    expect(errorMessage(new ApiError(403, "403: ", null))).toBe("Your role does not allow this.");
    expect(errorMessage(new TypeError("Failed to fetch"))).toMatch(/could not be reached/);
  });
});
