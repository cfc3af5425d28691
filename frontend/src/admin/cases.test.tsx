// The client case screens: the list's filters in the address, the board's columns in milestone order, the
// case page's changes (programme, a document, an instalment, a milestone with an e-mail, a refused field),
// the page in Arabic, and the lead page's link to its case and the case's entries on its timeline.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminLanguage } from "./i18n";
import { CaseDetailPage } from "./pages/CaseDetailPage";
import { CasesPage } from "./pages/CasesPage";
import { LeadDetailPage } from "./pages/LeadDetailPage";
import { fakeApi, leadRow, renderAdmin, setCookie } from "./testing/fake-api";
import type { CaseBoard, CaseDetail, CaseRow, LeadDetail } from "./types";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => {
  vi.unstubAllGlobals();
  setAdminLanguage("en");
});

const where = () => screen.getByTestId("location").textContent;
const text = (en: string, ar: string) => ({ en, ar });
const KINDS: [string, string, string][] = [
  ["opened", "File opened", "فتح الملف"],
  ["submitted", "Application submitted", "تقديم الطلب"],
  ["biometrics", "Biometrics", "تسجيل البصمات"],
  ["medical", "Medical exam", "الفحص الطبي"],
  ["decision", "Decision", "صدور القرار"],
  ["landed", "Landed", "الوصول إلى البلد"],
];
const SKILLED = {
  id: 4,
  title: text("Skilled Worker", "العامل الماهر"),
  country: text("Atlantis", "أتلانتس"),
};
const STUDY = { id: 5, title: text("Study permit", "تصريح الدراسة"), country: text("Atlantis", "أتلانتس") };

const ROW: CaseRow = {
  id: 7,
  lead_id: 12,
  client_name: "Mona Haddad",
  programme: SKILLED,
  owner: { id: 2, name: "Ali Agent" },
  stage: "submitted",
  stage_date: "2026-11-20",
  fee: { currency: "QAR", quoted: "5000.00", paid: "1000.00", outstanding: "4000.00" },
  documents: { received: 1, missing: 1, not_needed: 0 },
  next_due: "2026-01-10",
  state: "open",
  opened_on: "2026-11-01",
  closed_on: null,
};

const CASE: CaseDetail = {
  ...ROW,
  instalments: [
    { id: 31, label: "Deposit", amount: "1000.00", due_on: "2026-01-01", paid_on: "2026-01-02" },
    { id: 32, label: "Second part", amount: "2000.00", due_on: "2026-01-10", paid_on: null },
  ],
  documents_list: [
    {
      id: 51,
      key: "passport",
      label: text("Passport", "جواز السفر"),
      state: "received",
      updated_at: "2026-11-02T08:00:00Z",
      updated_by: "Ali Agent",
      in_guide: true,
    },
    {
      id: 52,
      key: "old",
      label: text("Old form", "نموذج قديم"),
      state: "missing",
      updated_at: "2026-11-02T08:00:00Z",
      updated_by: null,
      in_guide: false,
    },
  ],
  milestones: [
    {
      id: 61,
      kind: "opened",
      label: text("File opened", "فتح الملف"),
      date: "2026-11-01",
      note: "",
      emailed_at: null,
    },
    {
      id: 62,
      kind: "submitted",
      label: text("Application submitted", "تقديم الطلب"),
      date: "2026-11-20",
      note: "Online",
      emailed_at: "2026-11-20T09:00:00Z",
    },
  ],
  lead: { id: 12, name: "Mona Haddad", email: "mona@example.com", phone: "+97455123456", language: "ar" },
  programmes: [SKILLED, STUDY],
  milestone_kinds: KINDS.map(([kind, en, ar]) => ({
    kind: kind as CaseRow["stage"] & string,
    label: text(en, ar),
  })),
  currencies: ["QAR", "CAD", "USD"],
} as CaseDetail;

function openCase(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    "GET /api/admin/cases/7": { body: CASE },
    "GET /api/admin/staff": { body: [{ id: 2, name: "Ali Agent", email: "ali@example.com" }] },
    ...routes,
  });
  renderAdmin(<CaseDetailPage />, { path: "/admin/cases/7", pattern: "/admin/cases/:id" });
  return api;
}

describe("cases list and board", () => {
  it("keeps the filters in the address and sends them to the API", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/cases": { body: { items: [ROW], total: 1, page: 1, per_page: 25 } },
    });
    renderAdmin(<CasesPage />, { path: "/admin/cases?state=open" });
    const link = await screen.findByRole("link", { name: "Mona Haddad" });
    expect(link.getAttribute("href")).toBe("/admin/cases/7");
    expect(calls.some((c) => c.url === "/api/admin/cases?state=open&per_page=25")).toBe(true);
    fireEvent.change(screen.getByLabelText("Stage"), { target: { value: "biometrics" } });
    expect(where()).toBe("/admin/cases?state=open&stage=biometrics");
    fireEvent.change(screen.getByLabelText("Owner"), { target: { value: "me" } });
    fireEvent.change(screen.getByLabelText("Sort"), { target: { value: "oldest" } });
    expect(where()).toBe("/admin/cases?state=open&stage=biometrics&owner=me&sort=opened_on&order=asc");
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url ===
            "/api/admin/cases?state=open&stage=biometrics&owner=me&sort=opened_on&order=asc&per_page=25",
        ),
      ).toBe(true),
    );
    expect(within(link.closest("tr") as HTMLElement).getByText("Application submitted")).toBeTruthy();
  });

  it("shows the board's columns in milestone order, each card a link to its case", async () => {
    const board: CaseBoard = {
      columns: KINDS.map(([kind, en, ar]) => ({
        kind: kind as CaseRow["stage"] & string,
        label: text(en, ar),
        count: kind === "submitted" ? 1 : 0,
        cases: kind === "submitted" ? [ROW] : [],
      })),
    } as CaseBoard;
    const { calls } = fakeApi({ "GET /api/admin/cases/board": { body: board } });
    renderAdmin(<CasesPage />, { path: "/admin/cases" });
    fireEvent.click(await screen.findByRole("link", { name: "Board" }));
    expect(where()).toBe("/admin/cases?layout=board");
    const column = await screen.findByRole("region", { name: "Application submitted" });
    expect(within(column).getByRole("link", { name: "Mona Haddad" }).getAttribute("href")).toBe(
      "/admin/cases/7",
    );
    const labels = screen
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.querySelector("span")?.textContent);
    expect(labels).toEqual(KINDS.map(([, en]) => en));
    expect(calls.filter((c) => c.url === "/api/admin/cases/board")).toHaveLength(1);
  });
});

describe("the case page", () => {
  it("says the checklist will change before changing the programme, then sends it", async () => {
    const { calls } = openCase({
      "PATCH /api/admin/cases/7": { body: { ...CASE, programme: STUDY } },
    });
    const select = await screen.findByLabelText("Programme");
    fireEvent.change(select, { target: { value: "5" } });
    expect(screen.getByRole("alert").textContent).toMatch(/replaces the document checklist/);
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Change the programme" }));
    expect(await screen.findByText("Programme changed; checklist updated.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ programme: 5 });
  });

  it("marks a document with its radio group, flags one no longer in the guide", async () => {
    const { calls } = openCase({ "PATCH /api/admin/cases/7/documents/52": { body: CASE } });
    const group = await screen.findByRole("group", { name: /Old form/ });
    expect(within(group).getByText("No longer in the guide")).toBeTruthy();
    expect((within(group).getByRole("radio", { name: "Missing" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Not needed" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
        url: "/api/admin/cases/7/documents/52",
        body: { state: "not_needed" },
      }),
    );
  });

  it("flags an overdue unpaid instalment and adds one", async () => {
    const { calls } = openCase({ "POST /api/admin/cases/7/instalments": { status: 201, body: CASE } });
    const second = (await screen.findByText("Second part")).closest("li") as HTMLElement;
    expect(within(second).getByText("Overdue")).toBeTruthy();
    const first = screen.getByText("Deposit").closest("li") as HTMLElement;
    expect(within(first).queryByText("Overdue")).toBeNull();
    fireEvent.change(screen.getByLabelText("What it is for"), { target: { value: "Final part" } });
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "2000" } });
    fireEvent.change(screen.getByLabelText("Due on"), { target: { value: "2027-03-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Add an instalment" }));
    expect(await screen.findByText("Instalment added.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      label: "Final part",
      amount: "2000",
      due_on: "2027-03-01",
      paid_on: null,
    });
  });

  it("records a milestone with an e-mail to the client, offering only those not yet recorded", async () => {
    const { calls } = openCase({ "POST /api/admin/cases/7/milestones": { status: 201, body: CASE } });
    const kind = await screen.findByLabelText("Milestone");
    const offered = within(kind)
      .getAllByRole("option")
      .map((o) => o.getAttribute("value"));
    expect(offered).toEqual(["", "biometrics", "medical", "decision", "landed"]);
    expect(screen.getByText("Client e-mailed", { exact: false })).toBeTruthy();
    fireEvent.change(kind, { target: { value: "biometrics" } });
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-03" } });
    fireEvent.change(screen.getByLabelText("Note (for staff)"), { target: { value: " VAC Doha " } });
    fireEvent.click(screen.getByRole("checkbox", { name: /E-mail the client/ }));
    fireEvent.click(screen.getByRole("button", { name: "Record a milestone" }));
    expect(await screen.findByText("Milestone recorded.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "biometrics",
      date: "2026-12-03",
      note: "VAC Doha",
      send_email: true,
    });
  });

  it("shows a refused field's message beside it", async () => {
    openCase({
      "PATCH /api/admin/cases/7": {
        status: 422,
        body: {
          error: {
            code: "validation_error",
            message: "Check the form.",
            fields: { quoted: "Give the amount quoted." },
          },
        },
      },
    });
    const quoted = await screen.findByLabelText("Quoted");
    fireEvent.change(quoted, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the fee" }));
    expect(await screen.findByText("Give the amount quoted.")).toBeTruthy();
    expect(quoted.getAttribute("aria-invalid")).toBe("true");
  });

  it("reads in Arabic, right to left, with the milestones' Arabic names", async () => {
    setAdminLanguage("ar");
    openCase();
    expect(await screen.findByRole("heading", { level: 1, name: "ملف العميل Mona Haddad" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
    const milestones = screen.getByRole("region", { name: "المراحل" });
    expect(within(milestones).getByText("فتح الملف")).toBeTruthy();
    expect(within(milestones).getByText("تقديم الطلب")).toBeTruthy();
    expect(
      within(screen.getByLabelText("المرحلة")).getByRole("option", { name: "تسجيل البصمات" }),
    ).toBeTruthy();
    expect(screen.getByRole("group", { name: /جواز السفر/ })).toBeTruthy();
    expect(screen.getAllByRole("radio", { name: "غير مطلوب" })).toHaveLength(2);
  });
});

describe("the lead page and its case", () => {
  const LEAD: LeadDetail = {
    ...leadRow({ status: "converted" }),
    message: "",
    tasks: [],
    page_url: "",
    referrer: "",
    utm: {},
    consent_at: null,
    consent_version: "",
    updated_at: "2026-11-25T08:00:00Z",
    same_person: [],
    suggested_same_person: [],
    bookings: [],
    assessment: null,
    case_id: 7,
    timeline: [
      {
        kind: "case",
        at: "2026-11-20T09:00:00Z",
        answered: true,
        by_visitor: false,
        result: "",
        actor: "Ali Agent",
        action: "case",
        changes: {},
        editable: false,
        source: "",
        text: "",
        template: "",
        messages: [],
        case: {
          id: 7,
          what: "milestone_added",
          details: { kind: "submitted", date: "2026-11-20", emailed: true },
        },
      },
      {
        kind: "case",
        at: "2026-11-21T09:00:00Z",
        answered: true,
        by_visitor: false,
        result: "",
        actor: "Ali Agent",
        action: "case",
        changes: {},
        editable: false,
        source: "",
        text: "",
        template: "",
        messages: [],
        case: {
          id: 7,
          what: "document",
          details: {
            key: "passport",
            label: "Passport",
            label_ar: "جواز السفر",
            state: ["missing", "received"],
          },
        },
      },
    ],
  } as LeadDetail;

  it("links to the case and says what was done on it, in English and Arabic", async () => {
    fakeApi({ "GET /api/admin/leads/12": { body: LEAD } });
    const view = renderAdmin(<LeadDetailPage />, { path: "/admin/leads/12", pattern: "/admin/leads/:id" });
    const links = await screen.findAllByRole("link", { name: "Open the client case" });
    // The one beside the lead's name, and one in each of the timeline's entries.
    expect(links.map((a) => a.getAttribute("href"))).toEqual(Array(3).fill("/admin/cases/7"));
    expect(
      screen.getByText(/Milestone recorded: Application submitted \(20 Nov\); the client was e-mailed\./),
    ).toBeTruthy();
    expect(screen.getByText("Document “\u2068Passport\u2069”: Received.", { exact: false })).toBeTruthy();
    view.unmount();
    setAdminLanguage("ar");
    renderAdmin(<LeadDetailPage />, { path: "/admin/leads/12", pattern: "/admin/leads/:id" });
    expect((await screen.findAllByRole("link", { name: "فتح ملف العميل" }))[0].getAttribute("href")).toBe(
      "/admin/cases/7",
    );
    expect(screen.getByText(/سُجّلت مرحلة: تقديم الطلب/)).toBeTruthy();
    // A document's name in the admin's language, isolated in the sentence.
    expect(screen.getByText(/\u2068جواز السفر\u2069/)).toBeTruthy();
  });
});
