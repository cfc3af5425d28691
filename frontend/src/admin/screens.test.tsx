import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "./auth";
import { CmsEditor } from "./cms/CmsEditor";
import { Layout } from "./components/Layout";
import { DashboardPage } from "./pages/DashboardPage";
import { LeadDetailPage } from "./pages/LeadDetailPage";
import { LeadsPage } from "./pages/LeadsPage";
import { LoginPage, safeNext } from "./pages/LoginPage";
import { OutboxPage } from "./pages/OutboxPage";
import { ADMIN, AGENT, EDITOR, fakeApi, leadRow, renderAdmin, setCookie } from "./testing/fake-api";
import type { ContentType, Dashboard, LeadDetail, OutboxItem } from "./types";

beforeEach(() => {
  setCookie("csrftoken", "tok");
});
afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId("location").textContent;

const ROW = leadRow();
const CHOICES = {
  status: [
    { key: "new", label: "New" },
    { key: "contacted", label: "Contacted" },
  ],
  source: [{ key: "contact", label: "Contact form" }],
  service: [{ key: "student-visas", label: "Student visas" }],
  country: [{ key: "canada", label: "Canada" }],
};

describe("sign-in", () => {
  it("only follows a `next` inside the admin", () => {
    expect(safeNext("/admin/leads/3")).toBe("/admin/leads/3");
    expect(safeNext("//evil.example")).toBe("/admin");
    expect(safeNext("https://evil.example")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
    expect(safeNext("/admin/../..//evil.test")).toBe("/admin");
    expect(safeNext("/adminx/leads")).toBe("/admin");
    expect(safeNext("/admin/login?next=/admin")).toBe("/admin");
    expect(safeNext("/admin/agenda?view=day#top")).toBe("/admin/agenda?view=day#top");
  });

  it("shows the lockout with its minutes", async () => {
    fakeApi({
      "POST /api/admin/auth/login": {
        status: 429,
        body: {
          error: {
            code: "locked_out",
            message: "Too many failed sign-in attempts. Try again in 15 minutes.",
          },
        },
      },
    });
    renderAdmin(<LoginPage />, { path: "/admin/login", me: null });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "a@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Sign-in is locked");
    expect(alert.textContent).toContain("Try again in 15 minutes.");
  });

  it("signs in and goes where the user was headed", async () => {
    const { calls } = fakeApi({ "POST /api/admin/auth/login": { body: ADMIN } });
    renderAdmin(<LoginPage />, { path: "/admin/login?next=%2Fadmin%2Fleads%2F12", me: null });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: " admin@example.com " } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret-pass" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(where()).toBe("/admin/leads/12"));
    expect(calls[0].body).toEqual({ email: "admin@example.com", password: "secret-pass" });
    expect(calls[0].headers["X-CSRFToken"]).toBe("tok");
  });

  it("sends a signed-out visitor of a screen to sign-in, with the way back", () => {
    renderAdmin(
      <RequireAuth capability="leads">
        <p>secret</p>
      </RequireAuth>,
      { path: "/admin/leads?status=new", pattern: "/admin/leads", me: null },
    );
    expect(screen.queryByText("secret")).toBeNull();
    expect(where()).toBe(`/admin/login?next=${encodeURIComponent("/admin/leads?status=new")}`);
  });

  it("refuses a screen the role does not include", () => {
    renderAdmin(
      <RequireAuth capability="content">
        <p>cms</p>
      </RequireAuth>,
      { me: AGENT },
    );
    expect(screen.queryByText("cms")).toBeNull();
    expect(screen.getByRole("heading", { name: "Not available to your role" })).toBeTruthy();
  });
});

describe("navigation by role", () => {
  const links = () =>
    within(screen.getByRole("navigation", { name: "Admin" }))
      .getAllByRole("link")
      .map((a) => a.textContent);

  it("an agent sees leads, not content or users", () => {
    renderAdmin(<Layout>x</Layout>, { me: AGENT });
    expect(links()).toEqual([
      "Dashboard",
      "My day",
      "Leads",
      "Assigned to me",
      "Reply templates",
      "Clients",
      "Agenda",
      "Unmatched e-mail",
      "E-mail outbox",
    ]);
  });

  it("an editor sees content, not leads", () => {
    renderAdmin(<Layout>x</Layout>, { me: EDITOR });
    expect(links()).toEqual(["Dashboard", "Content", "Site settings", "Assistant inbox"]);
  });

  it("an admin sees everything", () => {
    renderAdmin(<Layout>x</Layout>, { me: ADMIN });
    expect(links()).toEqual([
      "Dashboard",
      "My day",
      "Leads",
      "Assigned to me",
      "Reply templates",
      "Assignment rules",
      "Clients",
      "Agenda",
      "Unmatched e-mail",
      "Reports",
      "Content",
      "Site settings",
      "Assistant inbox",
      "E-mail outbox",
      "Users",
      "Booking settings",
      "Audit log",
    ]);
  });
});

const DASHBOARD: Dashboard = {
  leads: { today: 3, last7: 12, last30: 40 },
  tasks: null,
  bySource: [{ key: "contact", label: "Contact form", count: 30 }],
  byService: [{ key: "student-visas", label: "Student visas", count: 9 }],
  byCountry: [{ key: "canada", label: "Canada", count: 11 }],
  series: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, "0")}`,
    count: i % 4,
  })),
  newest: [ROW],
  outbox: { unsent: 2, failed: 1 },
  meetings: { today: 0, week: 0, upcoming: [] },
  responses: null,
  unmatched_inbound: null,
};

describe("dashboard", () => {
  it("shows the counts, a bar per day and the newest leads", async () => {
    fakeApi({
      "GET /api/admin/dashboard": { body: DASHBOARD },
      "GET /api/admin/leads/choices": { body: CHOICES },
    });
    const { container } = renderAdmin(<DashboardPage />, { me: AGENT });
    expect(await screen.findByText("New leads today")).toBeTruthy();
    expect(screen.getByText("40")).toBeTruthy();
    // A bar for every day with leads, and every day in the table screen readers get.
    expect(container.querySelectorAll("svg rect")).toHaveLength(
      DASHBOARD.series.filter((d) => d.count).length,
    );
    expect(container.querySelectorAll("figure tbody tr")).toHaveLength(30);
    expect(screen.getByRole("link", { name: "Omar Haddad" }).getAttribute("href")).toBe("/admin/leads/12");
    expect(screen.getByText("1 failed")).toBeTruthy();
  });

  it("gives an editor the counts without lead rows", async () => {
    fakeApi({ "GET /api/admin/dashboard": { body: { ...DASHBOARD, newest: [] } } });
    renderAdmin(<DashboardPage />, { me: EDITOR });
    expect(await screen.findByText("New leads today")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Newest leads" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Contact form" })).toBeNull();
  });
});

describe("leads list", () => {
  it("reads filters from the address, and exports the same filters", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/leads": { body: { items: [ROW], total: 1, page: 1, per_page: 25 } },
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": {
        body: [{ id: 2, name: "Ali Agent", email: "agent@example.com", role: "agent" }],
      },
    });
    renderAdmin(<LeadsPage />, { path: "/admin/leads?status=new&q=omar&created_from=2026-10-01" });
    expect(await screen.findByRole("link", { name: "Omar Haddad" })).toBeTruthy();
    const listCall = calls.find((c) => c.url.startsWith("/api/admin/leads?"));
    expect(listCall?.url).toBe("/api/admin/leads?q=omar&status=new&created_from=2026-10-01&per_page=25");
    const exportLink = screen.getByRole("link", { name: /Export CSV/ });
    expect(exportLink.getAttribute("href")).toBe(
      "/api/admin/leads/export.csv?q=omar&status=new&created_from=2026-10-01",
    );
  });

  it("changes a filter and the sort through the address", async () => {
    fakeApi({
      "GET /api/admin/leads": { body: { items: [ROW], total: 1, page: 1, per_page: 25 } },
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadsPage />, { path: "/admin/leads" });
    await screen.findByRole("link", { name: "Omar Haddad" });
    await waitFor(() => expect(screen.getByRole("option", { name: "Contacted" })).toBeTruthy());
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "contacted" } });
    expect(where()).toBe("/admin/leads?status=contacted");
    fireEvent.click(screen.getByRole("button", { name: /Name/ }));
    expect(where()).toBe("/admin/leads?status=contacted&sort=last_name&order=desc");
  });

  it("folds the filters under a button that says how many are on (phones show only the button)", async () => {
    fakeApi({
      "GET /api/admin/leads": { body: { items: [ROW], total: 1, page: 1, per_page: 25 } },
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadsPage />, { path: "/admin/leads?status=new&country=canada&q=omar" });
    await screen.findByRole("link", { name: "Omar Haddad" });
    const toggle = screen.getByRole("button", { name: "Filters (2 on)" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel?.className).toMatch(/(^| )hidden /);
    expect(panel?.className).toContain("sm:grid");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide filters (2 on)");
    expect(panel?.className).not.toMatch(/(^| )hidden /);
  });

  it("leaves out the service and country of a lead that has neither", async () => {
    fakeApi({
      "GET /api/admin/leads": {
        body: {
          items: [{ ...ROW, source: "chat", service: "", country: "" }],
          total: 1,
          page: 1,
          per_page: 25,
        },
      },
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadsPage />, { path: "/admin/leads" });
    const link = await screen.findByRole("link", { name: "Omar Haddad" });
    const row = link.closest("tr") as HTMLElement;
    expect(row.textContent).not.toContain("·");
    expect(within(row).getByText("Not given")).toBeTruthy();
  });
});

const DETAIL: LeadDetail = {
  ...ROW,
  source: "chat",
  message: "أريد الدراسة في كندا",
  tasks: [],
  page_url: "/ar/contact",
  referrer: "",
  utm: { utm_source: "instagram" },
  consent_at: "2026-10-25T08:00:00Z",
  consent_version: "2026-01",
  updated_at: "2026-10-25T08:00:00Z",
  timeline: [
    {
      kind: "chat",
      at: "2026-10-25T07:59:00Z",
      result: "",
      actor: null,
      by_visitor: false,
      action: "",
      changes: {},
      editable: false,
      answered: true,
      source: "",
      text: "",
      template: "",
      messages: [
        { role: "user", content: "مرحبا", at: "2026-10-25T07:59:00Z" },
        { role: "assistant", content: "Hello! How can I help?", at: "2026-10-25T07:59:05Z" },
      ],
    },
  ],
  same_person: [],
  suggested_same_person: [],
  bookings: [],
  assessment: null,
};

const NO_REPLIES = { language: "ar", whatsapp: [], email: [] };
// What the lead page of lead 12 reads.
const LEAD_12 = {
  "GET /api/admin/leads/12": { body: DETAIL },
  "GET /api/admin/leads/12/replies": { body: NO_REPLIES },
  "GET /api/admin/leads/choices": { body: CHOICES },
  "GET /api/admin/staff": { body: [] },
};

describe("lead detail", () => {
  it("shows every field and the transcript, and saves a status change", async () => {
    const { calls } = fakeApi({
      ...LEAD_12,
      "PATCH /api/admin/leads/12": (call) => ({
        body: {
          ...DETAIL,
          ...(call.body as object),
          timeline: [
            {
              kind: "update",
              at: "2026-10-25T09:00:00Z",
              actor: "Amal Admin",
              action: "update",
              changes: { status: ["new", "contacted"] },
              editable: false,
              source: "",
              text: "",
              template: "",
              messages: [],
            },
            ...DETAIL.timeline,
          ],
        },
      }),
    });
    renderAdmin(<LeadDetailPage />, { path: "/admin/leads/12", pattern: "/admin/leads/:id" });
    expect(await screen.findByRole("heading", { name: "Omar Haddad" })).toBeTruthy();
    expect(screen.getByText("أريد الدراسة في كندا")).toBeTruthy();
    expect(screen.getByText("utm_source: instagram")).toBeTruthy();
    const transcript = document.getElementById("transcript") as HTMLDetailsElement;
    expect(transcript.tagName).toBe("DETAILS");
    expect(within(transcript).getByText("Chat transcript (2 messages)")).toBeTruthy();
    expect(within(transcript).getByText("Hello! How can I help?")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("option", { name: "Contacted" })).toBeTruthy());
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "contacted" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Status: New → Contacted")).toBeTruthy();
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.body).toEqual({ status: "contacted" });
    expect(patch?.headers["X-CSRFToken"]).toBe("tok");
  });

  it("puts the work and reply panels first in the page's order, then the details and the timeline", async () => {
    fakeApi(LEAD_12);
    renderAdmin(<LeadDetailPage />, { path: "/admin/leads/12", pattern: "/admin/leads/:id" });
    await screen.findByRole("heading", { name: "Omar Haddad" });
    const order = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(order).toEqual([
      "Work this lead",
      "Reply",
      "Tasks",
      "Details",
      "Timeline",
      "Same person",
      "Erase on request",
    ]);
    expect(screen.getByRole("region", { name: "Work this lead" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Timeline" })).toBeTruthy();
  });

  it("says when the lead does not exist, with the way back to the leads", async () => {
    fakeApi({
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadDetailPage />, { path: "/admin/leads/404", pattern: "/admin/leads/:id" });
    expect(await screen.findByRole("heading", { name: "Lead not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the leads" }).getAttribute("href")).toBe("/admin/leads");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("deletes only after a second, explicit confirmation", async () => {
    const { calls } = fakeApi({
      ...LEAD_12,
      "DELETE /api/admin/leads/12": { status: 204 },
    });
    renderAdmin(<LeadDetailPage />, { path: "/admin/leads/12", pattern: "/admin/leads/:id" });
    fireEvent.click(await screen.findByRole("button", { name: "Delete lead" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    const dialog = screen.getByRole("alertdialog");
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete this lead" }));
    await waitFor(() => expect(where()).toBe("/admin/leads"));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("says in the confirmation why a delete failed, and stays on the lead to try again", async () => {
    fakeApi({
      ...LEAD_12,
      "DELETE /api/admin/leads/12": { status: 503 },
    });
    renderAdmin(<LeadDetailPage />, { path: "/admin/leads/12", pattern: "/admin/leads/:id" });
    fireEvent.click(await screen.findByRole("button", { name: "Delete lead" }));
    const dialog = screen.getByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete this lead" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The server answered 503. Try again.",
    );
    expect(where()).toBe("/admin/leads/12");
    expect(within(dialog).getByRole("button", { name: "Yes, delete this lead" })).toBeTruthy();
  });
});

const SERVICES: ContentType = {
  type: "services",
  label: "Services",
  singleton: false,
  orderable: true,
  publishable: true,
  list: ["title", "slug", "published"],
  public_path: "/services/{slug}",
  fields: [
    { name: "title", label: "Title", kind: "text", translated: true, required: true, max_length: 120 },
    { name: "body", label: "Body", kind: "markdown", translated: true, required: false },
    { name: "slug", label: "Slug", kind: "slug", translated: false, required: true },
    { name: "published", label: "Published", kind: "bool", translated: false, required: false },
  ],
};

describe("CMS editor", () => {
  const item = {
    id: 4,
    title_en: "Student visas",
    title_ar: "تأشيرات الدراسة",
    body_en: "Study **abroad**",
    body_ar: "ادرس في الخارج",
    slug: "study",
    published: true,
    public_url: "/services/study",
  };

  it("puts English and Arabic side by side, the Arabic right-to-left", () => {
    renderAdmin(
      <CmsEditor type={SERVICES} item={item} method="PATCH" saveUrl="/api/admin/content/services/4" />,
    );
    const ar = screen.getByLabelText("Title (Arabic) *") as HTMLInputElement;
    expect(ar.value).toBe("تأشيرات الدراسة");
    expect(ar.getAttribute("dir")).toBe("rtl");
    expect(ar.getAttribute("lang")).toBe("ar");
    expect(screen.getByLabelText("Title (English) *").getAttribute("dir")).toBe("ltr");
    const body = screen.getByLabelText("Body (Arabic)");
    expect(body.tagName).toBe("TEXTAREA");
    expect(body.getAttribute("dir")).toBe("rtl");
  });

  it("saves only the changed column and shows the server's field errors", async () => {
    let fail = true;
    const { calls } = fakeApi({
      "PATCH /api/admin/content/services/4": (call) =>
        fail
          ? {
              status: 422,
              body: {
                error: {
                  code: "validation_error",
                  message: "Some fields are invalid.",
                  fields: { title_ar: "Too long." },
                },
              },
            }
          : { body: { ...item, ...(call.body as object) } },
    });
    renderAdmin(
      <CmsEditor type={SERVICES} item={item} method="PATCH" saveUrl="/api/admin/content/services/4" />,
    );
    fireEvent.change(screen.getByLabelText("Title (Arabic) *"), { target: { value: "تأشيرات الطلاب" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Too long.")).toBeTruthy();
    expect(calls[0].body).toEqual({ title_ar: "تأشيرات الطلاب" });
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved. The website shows the change now.")).toBeTruthy();
    expect(screen.queryByText("Too long.")).toBeNull();
  });

  it("picks a post's tags with checkboxes and sends their slugs", async () => {
    const BLOG: ContentType = {
      ...SERVICES,
      type: "blog",
      label: "Blog posts",
      fields: [
        { name: "title", label: "Title", kind: "text", translated: true, required: true },
        {
          name: "tags",
          label: "Tags",
          kind: "multiselect",
          translated: false,
          required: false,
          choices: [
            { key: "canada", label: "Canada" },
            { key: "express-entry", label: "Express Entry" },
          ],
        },
      ],
    };
    const post = { id: 9, title_en: "Checklist", title_ar: "قائمة", tags: ["canada"], public_url: null };
    const { calls } = fakeApi({
      "PATCH /api/admin/content/blog/9": (call) => ({ body: { ...post, ...(call.body as object) } }),
    });
    renderAdmin(<CmsEditor type={BLOG} item={post} method="PATCH" saveUrl="/api/admin/content/blog/9" />);
    const group = screen.getByRole("group", { name: "Tags" });
    expect((within(group).getByLabelText("Canada") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByLabelText("Express Entry"));
    fireEvent.click(within(group).getByLabelText("Canada"));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved. The website shows the change now.")).toBeTruthy();
    expect(calls[0].body).toEqual({ tags: ["express-entry"] });
  });
});

const MAIL: OutboxItem = {
  id: 7,
  kind: "acknowledgement",
  kind_label: "Acknowledgement (to the visitor)",
  to: "layla@example.com",
  subject: "تلقّينا رسالتك",
  status: "failed",
  attempts: 8,
  last_error: "Mail server unreachable: ConnectionRefusedError: refused",
  error_code: "unreachable",
  error_detail: "ConnectionRefusedError: refused",
  created_at: "2026-10-25T08:00:00Z",
  next_attempt_at: "2026-10-25T08:05:00Z",
  sent_at: null,
  lead_id: 12,
};

describe("outbox", () => {
  it("retries a failed e-mail and says so", async () => {
    let retried = false;
    const { calls } = fakeApi({
      "GET /api/admin/outbox": () => ({
        body: {
          items: [
            retried
              ? { ...MAIL, status: "pending", attempts: 0, last_error: "", error_code: "", error_detail: "" }
              : MAIL,
          ],
          total: 1,
          page: 1,
          per_page: 25,
        },
      }),
      "POST /api/admin/outbox/7/retry": () => {
        retried = true;
        return { status: 204 };
      },
    });
    renderAdmin(<OutboxPage />, { path: "/admin/outbox" });
    expect(await screen.findByText("ConnectionRefusedError: refused")).toBeTruthy();
    expect(screen.getByText("تلقّينا رسالتك", { selector: "p" }).getAttribute("dir")).toBe("auto");
    fireEvent.click(screen.getByRole("button", { name: /Retry now/ }));
    const status = await screen.findByText(/Queued to send now/);
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toBe("Queued to send now: “تلقّينا رسالتك” to layla@example.com.");
    await waitFor(() => expect(screen.queryByText("ConnectionRefusedError: refused")).toBeNull());
    expect(screen.getByText("Waiting", { selector: "span" })).toBeTruthy();
    const retry = calls.find((c) => c.method === "POST");
    expect(retry?.url).toBe("/api/admin/outbox/7/retry");
    expect(retry?.headers["X-CSRFToken"]).toBe("tok");
  });

  it("searches by recipient or subject within the chosen state, and keeps both in the address", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/outbox": () => ({ body: { items: [MAIL], total: 1, page: 1, per_page: 25 } }),
    });
    renderAdmin(<OutboxPage />, { path: "/admin/outbox?state=failed" });
    await screen.findByText("ConnectionRefusedError: refused");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search recipient or subject" }), {
      target: { value: " layla " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => {
      const asked = new URLSearchParams(calls[calls.length - 1].url.split("?")[1]);
      expect([asked.get("state"), asked.get("q"), asked.get("page")]).toEqual(["failed", "layla", "1"]);
    });
  });
});
