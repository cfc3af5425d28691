import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuditPage } from "./pages/AuditPage";
import { OutboxPage } from "./pages/OutboxPage";
import { PasswordPage } from "./pages/PasswordPage";
import { UsersPage } from "./pages/UsersPage";
import { ADMIN, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { AuditEntry, OutboxItem, StaffUser } from "./types";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId("location").textContent;
const page = <T,>(items: T[], total = items.length, n = 1, per_page = 25) => ({
  body: { items, total, page: n, per_page },
});
const MAIL: OutboxItem = {
  id: 7,
  kind: "acknowledgement",
  kind_label: "Acknowledgement (to the visitor)",
  to: "layla@example.com",
  subject: "We received your message",
  status: "failed",
  attempts: 1,
  last_error: "Mail server unreachable: ConnectionRefusedError: refused",
  error_code: "unreachable",
  error_detail: "ConnectionRefusedError: refused",
  created_at: "2026-10-25T08:00:00Z",
  next_attempt_at: "2026-10-25T08:05:00Z",
  sent_at: null,
  lead_id: null,
};

describe("an admin list", () => {
  it("puts a search in the address, keeping the filters and going back to the first page", async () => {
    fakeApi({ "GET /api/admin/outbox": page([MAIL], 60, 3) });
    renderAdmin(<OutboxPage />, { path: "/admin/outbox?state=failed&page=3" });
    expect(await screen.findByText("1 attempt", { exact: false })).toBeTruthy();
    const box = screen.getByRole("searchbox", { name: "Search recipient or subject" });
    fireEvent.change(box, { target: { value: "  layla " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(where()).toBe("/admin/outbox?state=failed&q=layla");
  });

  it("fills the search box from the address, and follows it when the address changes", async () => {
    fakeApi({ "GET /api/admin/outbox": page([MAIL]) });
    renderAdmin(<OutboxPage />, { path: "/admin/outbox?q=layla" });
    const box = (await screen.findByRole("searchbox")) as HTMLInputElement;
    expect(box.value).toBe("layla");
    fireEvent.click(screen.getByRole("button", { name: "Failed" }));
    const params = new URLSearchParams(where()?.split("?")[1]);
    expect([params.get("q"), params.get("state")]).toEqual(["layla", "failed"]);
    expect(box.value).toBe("layla");
  });

  it("keeps the page in the address, leaving the first page out", async () => {
    fakeApi({
      "GET /api/admin/outbox": (call) =>
        page([MAIL], 60, Number(new URL(call.url, "http://x").searchParams.get("page"))),
    });
    renderAdmin(<OutboxPage />, { path: "/admin/outbox?state=failed" });
    const nav = await screen.findByRole("navigation", { name: "Pagination" });
    expect(nav.textContent).toContain("1–25 of 60");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(where()).toBe("/admin/outbox?state=failed&page=2");
    await waitFor(() => expect(screen.getByText("Page 2 of 3")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(where()).toBe("/admin/outbox?state=failed");
  });

  it("says when nothing matches, and offers the way back from a page past the end", async () => {
    fakeApi({ "GET /api/admin/audit": page<AuditEntry>([], 60, 9, 50) });
    renderAdmin(<AuditPage />, { path: "/admin/audit?action=login&page=9" });
    expect(await screen.findByText("Nothing recorded with these filters.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(where()).toBe("/admin/audit?action=login&page=8");
  });

  it("applies the audit filters through the address, trimmed and without the empty ones", async () => {
    const { calls } = fakeApi({ "GET /api/admin/audit": page<AuditEntry>([], 0, 1, 50) });
    renderAdmin(<AuditPage />, { path: "/admin/audit?page=2" });
    await screen.findByText("Nothing recorded with these filters.");
    fireEvent.change(screen.getByLabelText("What"), { target: { value: " lead " } });
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "update" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    expect(where()).toBe("/admin/audit?target_type=lead&action=update");
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe("/api/admin/audit?target_type=lead&action=update&page=1&per_page=50"),
    );
  });

  it("shows the error with a way to try again", async () => {
    fakeApi({ "GET /api/admin/users": { status: 500, body: "boom" } });
    renderAdmin(<UsersPage />, { path: "/admin/users" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The server answered 500.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

const USER: StaffUser = {
  id: 4,
  email: "eva@example.com",
  name: "Eva",
  display_name_en: "Eva",
  display_name_ar: "إيفا",
  role: "editor",
  is_active: true,
  last_login: null,
};

describe("users", () => {
  it("edits a staff member's display names in English and Arabic", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/users": page([USER], 1, 1, 50),
      "PATCH /api/admin/users/4": { body: { ...USER, display_name_ar: "إيفا م" } },
    });
    renderAdmin(<UsersPage />, { path: "/admin/users", me: ADMIN });
    fireEvent.click(await screen.findByRole("button", { name: /^Edit/ }));
    const arabic = screen.getByLabelText("Name shown in Arabic");
    expect([(arabic as HTMLInputElement).value, arabic.getAttribute("dir")]).toEqual(["إيفا", "rtl"]);
    expect((screen.getByLabelText("Name shown in English") as HTMLInputElement).value).toBe("Eva");
    fireEvent.change(arabic, { target: { value: "إيفا م" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ display_name_ar: "إيفا م" }),
    );
  });

  it("asks for the Arabic name of a new agent where the server says it is missing", async () => {
    fakeApi({
      "GET /api/admin/users": page([USER], 1, 1, 50),
      "POST /api/admin/users": {
        status: 422,
        body: {
          error: {
            code: "validation_error",
            message: "Some fields are invalid.",
            fields: { display_name_ar: "Enter the name visitors see in Arabic." },
          },
        },
      },
    });
    renderAdmin(<UsersPage />, { path: "/admin/users", me: ADMIN });
    fireEvent.click(await screen.findByRole("button", { name: "Add a user" }));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    const arabic = screen.getByLabelText("Name shown in Arabic");
    await waitFor(() =>
      expect(document.getElementById(arabic.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
        /Enter the name visitors see in Arabic/,
      ),
    );
  });
});

describe("password inputs", () => {
  it("are masked, labelled, and say which password they want", async () => {
    fakeApi({ "GET /api/admin/users": page([USER], 1, 1, 50) });
    renderAdmin(<UsersPage />, { path: "/admin/users", me: ADMIN });
    fireEvent.click(await screen.findByRole("button", { name: "Add a user" }));
    const first = screen.getByLabelText("First password");
    expect([first.getAttribute("type"), first.getAttribute("autocomplete")]).toEqual([
      "password",
      "new-password",
    ]);
    expect(document.getElementById(first.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
      /Tell it to them in person/,
    );
  });

  it("show the server's message on the field it is about", async () => {
    fakeApi({
      "POST /api/admin/auth/password": {
        status: 422,
        body: {
          error: {
            code: "validation_error",
            message: "Some fields are invalid.",
            fields: { new_password: "This password is too common." },
          },
        },
      },
    });
    renderAdmin(<PasswordPage />, { path: "/admin/account/password" });
    const current = screen.getByLabelText("Current password");
    expect(current.getAttribute("autocomplete")).toBe("current-password");
    fireEvent.change(current, { target: { value: "old-pass-2026" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "password123" } });
    fireEvent.change(screen.getByLabelText("New password again"), { target: { value: "password123" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("This password is too common.")).toBeTruthy();
    const next = screen.getByLabelText("New password");
    expect(next.getAttribute("aria-invalid")).toBe("true");
    expect(next.getAttribute("aria-describedby")?.split(" ")).toHaveLength(2);
  });
});
