// The leads list's working views, the board (moves by keyboard, "lost" asks why), the reply templates
// screen by role and the dashboard's Replies card.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BoardOut, ReplyTemplateIO } from "../lib/api-types";
import { Layout } from "./components/Layout";
import { ResponseTimes } from "./pages/dashboard/ResponseTimes";
import { LeadsPage } from "./pages/LeadsPage";
import { TemplatesPage } from "./pages/TemplatesPage";
import { ADMIN, AGENT, fakeApi, leadRow, renderAdmin, setCookie } from "./testing/fake-api";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId("location").textContent;

const ROW = leadRow({
  assignee: { id: 2, name: "Ali Agent" },
  follow_up_on: "2026-10-28",
  overdue: ["reply", "follow_up"],
});
const CHOICES = {
  status: [
    { key: "new", label: "New" },
    { key: "contacted", label: "Contacted" },
    { key: "lost", label: "Lost" },
  ],
  source: [{ key: "contact", label: "Contact form" }],
  service: [{ key: "student-visas", label: "Student visas" }],
  country: [{ key: "canada", label: "Canada" }],
  lost_reason: [
    { key: "price", label: "Too expensive" },
    { key: "no_answer", label: "Never answered" },
  ],
};
const COLUMNS: [string, string][] = [
  ["new", "New"],
  ["contacted", "Contacted"],
  ["qualified", "Qualified"],
  ["booked", "Consultation booked"],
  ["converted", "Converted"],
  ["lost", "Lost"],
];
const BOARD: BoardOut = {
  columns: COLUMNS.map(([status, label]) => ({
    status,
    label,
    total: status === "new" ? 1 : 0,
    items: status === "new" ? [ROW] : [],
  })),
};
const PAGE = { items: [ROW], total: 1, page: 1, per_page: 25 };

describe("leads list: working views", () => {
  it("sends the view to the API and the CSV export, flags what is overdue in words", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/leads": { body: PAGE },
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadsPage />, { path: "/admin/leads?view=overdue&status=new" });
    const row = (await screen.findByRole("link", { name: "Omar Haddad" })).closest("tr") as HTMLElement;
    expect(calls.some((c) => c.url === "/api/admin/leads?view=overdue&status=new&per_page=25")).toBe(true);
    expect(screen.getByRole("link", { name: "Export CSV (filtered)" }).getAttribute("href")).toBe(
      "/api/admin/leads/export.csv?view=overdue&status=new",
    );
    expect(within(row).getByText("Reply overdue")).toBeTruthy();
    expect(within(row).getByText("Follow-up overdue")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Reply by/ })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Follow-up/ })).toBeTruthy();

    const views = screen.getByRole("navigation", { name: "Working views" });
    expect(within(views).getByRole("link", { name: "Overdue" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(views).getByRole("link", { name: "Due today" }));
    expect(where()).toBe("/admin/leads?view=due_today&status=new");
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/admin/leads?view=due_today&status=new&per_page=25")).toBe(
        true,
      ),
    );
    fireEvent.click(within(views).getByRole("link", { name: "My leads" }));
    expect(where()).toBe("/admin/leads?view=mine&status=new");
    fireEvent.click(within(views).getByRole("link", { name: "All" }));
    expect(where()).toBe("/admin/leads?status=new");
  });

  it("clears the filters but keeps the view and the layout", async () => {
    fakeApi({
      "GET /api/admin/leads": { body: PAGE },
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadsPage />, { path: "/admin/leads?view=mine&status=new&sort=status" });
    await screen.findByRole("link", { name: "Omar Haddad" });
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(where()).toBe("/admin/leads?view=mine");
  });
});

describe("leads board", () => {
  function boardApi(after: BoardOut = BOARD, patchStatus = 200) {
    let moved = false;
    return fakeApi({
      "GET /api/admin/leads/board": () => ({ body: moved ? after : BOARD }),
      "GET /api/admin/leads/choices": { body: CHOICES },
      "GET /api/admin/staff": { body: [] },
      "PATCH /api/admin/leads/12": (call) => {
        if (patchStatus !== 200) {
          return {
            status: patchStatus,
            body: {
              error: { code: "invalid", message: "Check the form.", fields: { lost_reason: "Pick one." } },
            },
          };
        }
        moved = true;
        return { body: { ...ROW, ...(call.body as object) } };
      },
    });
  }
  const moved = (status: string): BoardOut => ({
    columns: COLUMNS.map(([s, l]) => ({
      status: s,
      label: l,
      total: s === status ? 1 : 0,
      items: s === status ? [{ ...ROW, status }] : [],
    })),
  });

  it("asks the board with the page's view and filters, a labelled column per stage", async () => {
    const { calls } = boardApi();
    renderAdmin(<LeadsPage />, { path: "/admin/leads?layout=board&view=mine&source=contact&sort=status" });
    const column = await screen.findByRole("region", { name: "New" });
    expect(calls.some((c) => c.url === "/api/admin/leads/board?view=mine&source=contact")).toBe(true);
    // The table's list is not fetched on the board.
    expect(calls.some((c) => c.url.startsWith("/api/admin/leads?"))).toBe(false);
    for (const [, label] of COLUMNS) expect(screen.getByRole("region", { name: label })).toBeTruthy();
    expect(within(column).getByRole("link", { name: "Omar Haddad" }).getAttribute("href")).toBe(
      "/admin/leads/12",
    );
    expect(within(column).getByText("Contact form")).toBeTruthy();
    expect(within(column).getByText("Assignee: Ali Agent")).toBeTruthy();
    expect(within(column).getByText("Reply overdue")).toBeTruthy();
    const layout = screen.getByRole("navigation", { name: "Show as" });
    expect(within(layout).getByRole("link", { name: "Board" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(layout).getByRole("link", { name: "Table" }));
    expect(where()).toBe("/admin/leads?view=mine&source=contact&sort=status");
  });

  it("moves a card with the keyboard: PATCHes the status, says so, reloads the board", async () => {
    const { calls } = boardApi(moved("contacted"));
    renderAdmin(<LeadsPage />, { path: "/admin/leads?layout=board" });
    const select = await screen.findByRole("combobox", { name: "Move Omar Haddad" });
    // The list offers the other stages only.
    expect(within(select).queryByRole("option", { name: "New" })).toBeNull();
    fireEvent.change(select, { target: { value: "contacted" } });
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe("/api/admin/leads/12");
    expect(patch?.body).toEqual({ status: "contacted" });
    expect(await screen.findByText("Omar Haddad moved to “Contacted”.")).toBeTruthy();
    const contacted = screen.getByRole("region", { name: "Contacted" });
    expect(within(contacted).getByRole("link", { name: "Omar Haddad" })).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith("/api/admin/leads/board")).length).toBeGreaterThan(1);
    // The focus follows the card to its new column.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(contacted).getByRole("combobox", { name: "Move Omar Haddad" }),
      ),
    );
  });

  it("asks why before moving to lost, and sends the reason", async () => {
    const { calls } = boardApi(moved("lost"));
    renderAdmin(<LeadsPage />, { path: "/admin/leads?layout=board" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Move Omar Haddad" }), {
      target: { value: "lost" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    const dialog = screen.getByRole("dialog", { name: "Why did Omar Haddad not go ahead?" });
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    // The focus starts on the reason and stays inside the dialog.
    const reason = within(dialog).getByLabelText("Reason");
    expect(document.activeElement).toBe(reason);
    fireEvent.keyDown(reason, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move to “Lost”" }));
    expect(within(dialog).getByText("Choose a reason.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "price" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Move to “Lost”" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "lost", lost_reason: "price" });
    expect(await screen.findByText("Omar Haddad moved to “Lost”.")).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    boardApi(BOARD, 422);
    renderAdmin(<LeadsPage />, { path: "/admin/leads?layout=board" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Move Omar Haddad" }), {
      target: { value: "lost" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "price" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Move to “Lost”" }));
    expect(await within(dialog).findByText("Pick one.")).toBeTruthy();
  });

  it("keeps the card where it was when the reason is not given", async () => {
    const { calls } = boardApi();
    renderAdmin(<LeadsPage />, { path: "/admin/leads?layout=board" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Move Omar Haddad" }), {
      target: { value: "lost" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Omar Haddad stays in “New”.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("moves a card dropped on another column", async () => {
    const { calls } = boardApi(moved("qualified"));
    renderAdmin(<LeadsPage />, { path: "/admin/leads?layout=board" });
    const card = (await screen.findByRole("link", { name: "Omar Haddad" })).closest("li") as HTMLElement;
    const dataTransfer = { setData: vi.fn(), effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(card, { dataTransfer });
    const target = screen.getByRole("region", { name: "Qualified" });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "qualified" }),
    );
    expect(await screen.findByText("Omar Haddad moved to “Qualified”.")).toBeTruthy();
  });
});

const TEMPLATES: ReplyTemplateIO[] = [
  {
    id: 1,
    channel: "email",
    name: "First reply",
    name_ar: "الرد الأول",
    subject_en: "Your enquiry",
    subject_ar: "استفسارك",
    body_en: "Hello {first_name}, I am {consultant}.",
    body_ar: "مرحبًا {first_name}، معك {consultant}.",
    position: 0,
    active: true,
  },
  {
    id: 2,
    channel: "whatsapp",
    name: "Hello on WhatsApp",
    name_ar: "",
    subject_en: "",
    subject_ar: "",
    body_en: "Hello from {company}",
    body_ar: "مرحبًا من {company}",
    position: 0,
    active: false,
  },
];
const REASONS = [
  { id: 1, key: "price", label_en: "Too expensive", label_ar: "السعر مرتفع", position: 0, active: true },
];

describe("reply templates", () => {
  it("has its own menu entry, the current one there (not Leads)", () => {
    renderAdmin(<Layout>x</Layout>, { path: "/admin/leads/templates", me: AGENT });
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: "Reply templates" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Leads" }).getAttribute("aria-current")).not.toBe("page");
  });

  it("shows both languages side by side, read-only for an agent", async () => {
    fakeApi({
      "GET /api/admin/reply-templates": { body: TEMPLATES },
      "GET /api/admin/lost-reasons": { body: REASONS },
    });
    renderAdmin(<TemplatesPage />, { path: "/admin/leads/templates", me: AGENT });
    const email = await screen.findByRole("region", { name: "E-mail templates" });
    const template = within(email).getByRole("article", { name: "First reply" });
    expect(within(template).getByText("Your enquiry")).toBeTruthy();
    expect(within(template).getByText("استفسارك").closest("[lang]")?.getAttribute("dir")).toBe("rtl");
    expect(within(email).getByText("{booking_link}")).toBeTruthy();
    const whatsapp = screen.getByRole("region", { name: "WhatsApp templates" });
    expect(within(whatsapp).getByText("Switched off")).toBeTruthy();
    expect(within(whatsapp).queryByText("{first_name}")).toBeNull();
    expect(screen.getByText(/Only an admin can change/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "New e-mail template" })).toBeNull();
    const reasons = await screen.findByRole("region", { name: "Lost reasons" });
    expect(within(reasons).getByText("Too expensive")).toBeTruthy();
    expect(within(reasons).queryByRole("textbox")).toBeNull();
  });

  it("lets an admin edit a template and shows the server's field errors", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/reply-templates": { body: TEMPLATES },
      "GET /api/admin/lost-reasons": { body: REASONS },
      "PUT /api/admin/reply-templates/2": {
        status: 422,
        body: {
          error: {
            code: "invalid",
            message: "Check the form.",
            fields: { body_en: "Use only these placeholders: {consultant}, {company}." },
          },
        },
      },
    });
    renderAdmin(<TemplatesPage />, { path: "/admin/leads/templates", me: ADMIN });
    const whatsapp = await screen.findByRole("region", { name: "WhatsApp templates" });
    fireEvent.click(within(whatsapp).getByRole("button", { name: "Edit" }));
    const body = within(whatsapp).getByLabelText("Text (English)");
    fireEvent.change(body, { target: { value: "Hello {first_name}" } });
    expect(within(whatsapp).queryByLabelText("Subject (English)")).toBeNull();
    fireEvent.click(within(whatsapp).getByRole("button", { name: "Save" }));
    expect(await within(whatsapp).findByText(/Use only these placeholders/)).toBeTruthy();
    expect(body.getAttribute("aria-invalid")).toBe("true");
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({ id: 2, channel: "whatsapp", body_en: "Hello {first_name}" });
  });

  it("lets an admin add a lost reason", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/reply-templates": { body: [] },
      "GET /api/admin/lost-reasons": { body: REASONS },
      "POST /api/admin/lost-reasons": (call) => ({ status: 201, body: { id: 2, ...(call.body as object) } }),
    });
    renderAdmin(<TemplatesPage />, { path: "/admin/leads/templates", me: ADMIN });
    const reasons = await screen.findByRole("region", { name: "Lost reasons" });
    await within(reasons).findByDisplayValue("Too expensive");
    fireEvent.click(within(reasons).getByRole("button", { name: "Add a reason" }));
    const form = within(reasons).getByRole("form", { name: "New reason" });
    fireEvent.change(within(form).getByLabelText(/Key/), { target: { value: "timing" } });
    fireEvent.change(within(form).getByLabelText("English"), { target: { value: "Not now" } });
    fireEvent.change(within(form).getByLabelText("Arabic"), { target: { value: "ليس الآن" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add a reason" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      key: "timing",
      label_en: "Not now",
      label_ar: "ليس الآن",
      position: 0,
      active: true,
    });
  });
});

describe("dashboard: replies", () => {
  it("shows the median, the share on time and links to the overdue and due-today views", () => {
    renderAdmin(
      <ResponseTimes
        responses={{
          median_minutes: 125.4,
          on_time_share: 0.75,
          on_time: 6,
          due: 8,
          answered: 7,
          overdue: 3,
          due_today: 2,
        }}
      />,
    );
    const card = screen.getByRole("region", { name: "Replies" });
    expect(within(card).getByText("2 h 5 min")).toBeTruthy();
    expect(within(card).getByText("75%")).toBeTruthy();
    // The share says what it counts: first replies in time, of the leads that were due.
    expect(within(card).getByText("First replies on time")).toBeTruthy();
    expect(within(card).getByText("6 of 8 leads due, last 30 days")).toBeTruthy();
    expect(within(card).getByText(/within their reply-by time/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "See the overdue leads" }).getAttribute("href")).toBe(
      "/admin/leads?view=overdue",
    );
    expect(within(card).getByRole("link", { name: "See today's leads" }).getAttribute("href")).toBe(
      "/admin/leads?view=due_today",
    );
  });

  it("is left out when the API sends no response times", () => {
    renderAdmin(<ResponseTimes responses={null} />);
    expect(screen.queryByRole("region", { name: "Replies" })).toBeNull();
  });
});
