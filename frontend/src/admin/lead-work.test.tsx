// Working a lead on its page: notes that add up, a lost lead that says why, WhatsApp as a real link that
// is also logged, a template e-mail edited before sending, correcting what the chat inferred, the same
// person's other leads, and the page in Arabic.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminLanguage } from "./i18n";
import { LeadDetailPage } from "./pages/LeadDetailPage";
import { type Call, fakeApi, leadRow, renderAdmin, setCookie } from "./testing/fake-api";
import type { LeadDetail } from "./types";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

type Entry = LeadDetail["timeline"][number];

const entry = (kind: Entry["kind"], at: string, more: Partial<Entry> = {}): Entry => ({
  kind,
  at,
  actor: null,
  by_visitor: false,
  result: "",
  action: "",
  changes: {},
  editable: false,
  source: "",
  text: "",
  template: "",
  messages: [],
  answered: true,
  ...more,
});

const ROW = leadRow({
  id: 40,
  source: "chat",
  first_name: "Mariam",
  last_name: "Saleh",
  full_name: "Mariam Saleh",
  email: "mariam@example.com",
  phone: "+97455000111",
  language: "en",
  created_at: "2026-11-20T08:00:00Z",
  person_id: 7,
  reply_by: "2026-11-20T12:00:00Z",
  overdue: ["reply"],
  inferred: ["country"],
});

const LEAD: LeadDetail = {
  ...ROW,
  tasks: [],
  message: "",
  page_url: "/en/",
  referrer: "",
  utm: {},
  consent_at: null,
  consent_version: "",
  updated_at: "2026-11-20T08:00:00Z",
  timeline: [
    entry("created", "2026-11-20T08:00:00Z", { source: "chat" }),
    entry("chat", "2026-11-20T07:58:00Z", {
      messages: [{ role: "user", content: "Canada please", at: "2026-11-20T07:58:00Z" }],
    }),
  ],
  same_person: [],
  suggested_same_person: [],
  bookings: [],
  assessment: null,
};

const CHOICES = {
  status: [
    { key: "new", label: "New" },
    { key: "contacted", label: "Contacted" },
    { key: "lost", label: "Lost" },
  ],
  source: [{ key: "chat", label: "Chat assistant" }],
  service: [{ key: "student-visas", label: "Student visas" }],
  country: [
    { key: "canada", label: "Canada" },
    { key: "australia", label: "Australia" },
  ],
  lost_reason: [{ key: "price", label: "Price" }],
};

const REPLIES = {
  language: "en",
  whatsapp: [
    {
      id: 5,
      name: "First hello",
      text: "Hello Mariam",
      url: "https://wa.me/97455000111?text=Hello%20Mariam",
    },
  ],
  email: [{ id: 9, name: "Checklist", subject: "Your checklist", body: "Dear Mariam,\nhere it is." }],
};

/** A lead page against a server that keeps the lead in memory; `routes` add or replace answers. */
function openLead(routes: Parameters<typeof fakeApi>[0] = {}, lead: LeadDetail = LEAD) {
  let current = lead;
  const answer = (change: (l: LeadDetail) => LeadDetail, status = 200) => {
    current = change(current);
    return { status, body: current };
  };
  const api = fakeApi({
    "GET /api/admin/leads/40": () => ({ body: current }),
    "GET /api/admin/leads/40/replies": { body: REPLIES },
    "GET /api/admin/leads/choices": { body: CHOICES },
    "GET /api/admin/staff": { body: [] },
    "POST /api/admin/leads/40/notes": (call: Call) =>
      answer(
        (l) => ({
          ...l,
          timeline: [
            entry("note", `2026-11-20T09:0${l.timeline.length}:00Z`, {
              actor: "Amal Admin",
              note_id: l.timeline.length,
              text: (call.body as { text: string }).text,
              editable: true,
            }),
            ...l.timeline,
          ],
        }),
        201,
      ),
    "PATCH /api/admin/leads/40": (call: Call) => answer((l) => ({ ...l, ...(call.body as object) })),
    "POST /api/admin/leads/40/whatsapp": () =>
      answer((l) => ({
        ...l,
        timeline: [
          entry("whatsapp", "2026-11-20T09:30:00Z", { actor: "Amal Admin", template: "First hello" }),
          ...l.timeline,
        ],
      })),
    "POST /api/admin/leads/40/emails": (call: Call) =>
      answer(
        (l) => ({
          ...l,
          timeline: [
            entry("email", "2026-11-20T09:40:00Z", {
              actor: "Amal Admin",
              email: {
                id: 77,
                kind: "lead_reply",
                kind_label: "Reply to a lead",
                to: l.email,
                subject: (call.body as { subject: string }).subject,
                status: "pending",
                sent_at: null,
                text: (call.body as { body: string }).body,
              },
            }),
            ...l.timeline,
          ],
        }),
        201,
      ),
    ...routes,
  });
  renderAdmin(<LeadDetailPage />, { path: "/admin/leads/40", pattern: "/admin/leads/:id" });
  return api;
}

describe("working a lead", () => {
  it("keeps both notes when two are added, newest first", async () => {
    const { calls } = openLead();
    const timeline = await screen.findByRole("region", { name: "Timeline" });
    const box = within(timeline).getByLabelText("Add a note");
    expect(box.getAttribute("dir")).toBe("auto");
    fireEvent.change(box, { target: { value: "Called, no answer." } });
    fireEvent.click(within(timeline).getByRole("button", { name: "Add note" }));
    const notes = () =>
      [...timeline.querySelectorAll("li p[dir=auto]")]
        .filter((p) => !p.closest("#transcript"))
        .map((p) => p.textContent);
    await waitFor(() => expect(notes()).toEqual(["Called, no answer."]));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    fireEvent.change(box, { target: { value: "Sent the checklist." } });
    fireEvent.click(within(timeline).getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(notes()).toEqual(["Sent the checklist.", "Called, no answer."]));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { text: "Called, no answer." },
      { text: "Sent the checklist." },
    ]);
    // The author may correct a note: an Edit button per editable note.
    expect(within(timeline).getAllByRole("button", { name: "Edit" })).toHaveLength(2);
  });

  it("asks why a lost lead was lost before saving, and shows the server's field error", async () => {
    const { calls } = openLead();
    await screen.findByRole("heading", { name: "Mariam Saleh" });
    await waitFor(() => expect(screen.getByRole("option", { name: "Lost" })).toBeTruthy());
    expect(screen.queryByLabelText("Why was it lost?")).toBeNull();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "lost" } });
    const reason = screen.getByLabelText("Why was it lost?");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Say why the lead was lost.")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    // A note added meanwhile (the lead comes back from the server) leaves the unsaved status alone.
    fireEvent.change(screen.getByLabelText("Add a note"), { target: { value: "Too expensive for them." } });
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    await screen.findByText("Too expensive for them.", { selector: "p" });
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("lost");

    fireEvent.change(reason, { target: { value: "price" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ status: "lost", lost_reason: "price" });
  });

  it("shows the server's 422 under the field it names", async () => {
    openLead({
      "PATCH /api/admin/leads/40": {
        status: 422,
        body: {
          error: {
            code: "validation_error",
            message: "Check the fields.",
            fields: { follow_up_on: "Pick a day from today on." },
          },
        },
      },
    });
    await screen.findByRole("heading", { name: "Mariam Saleh" });
    fireEvent.change(screen.getByLabelText("Follow-up date"), { target: { value: "2020-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Pick a day from today on.")).toBeTruthy();
    expect(screen.getByLabelText("Follow-up date").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows when the reply is due, flagged overdue", async () => {
    openLead();
    const panel = await screen.findByRole("region", { name: "Work this lead" });
    expect(within(panel).getByText("Reply by")).toBeTruthy();
    expect(within(panel).getByText("Overdue")).toBeTruthy();
    expect(within(panel).getByText("Not yet")).toBeTruthy();
  });

  it("opens WhatsApp with a real wa.me link and logs it", async () => {
    const { calls } = openLead();
    const link = await screen.findByRole("link", { name: "First hello" });
    expect(link.getAttribute("href")).toBe("https://wa.me/97455000111?text=Hello%20Mariam");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    // jsdom does not open windows: stop it at the document, after React has seen the click.
    document.addEventListener("click", (e) => e.preventDefault(), { once: true });
    link.dispatchEvent(click);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/whatsapp"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/whatsapp"))?.body).toEqual({ template_id: 5 });
    const timeline = screen.getByRole("region", { name: "Timeline" });
    expect(await within(timeline).findByText("WhatsApp opened")).toBeTruthy();
  });

  it("sends a template e-mail with the edited subject and shows it in the timeline", async () => {
    const { calls } = openLead();
    await screen.findByRole("link", { name: "First hello" });
    fireEvent.change(screen.getByLabelText("Template"), { target: { value: "9" } });
    const subject = screen.getByLabelText("Subject") as HTMLInputElement;
    expect(subject.value).toBe("Your checklist");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Dear Mariam,\nhere it is.");
    fireEvent.change(subject, { target: { value: "Your checklist for Canada" } });
    fireEvent.click(screen.getByRole("button", { name: "Send e-mail" }));
    expect(await screen.findByText("Queued in the outbox.")).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/emails"))?.body).toEqual({
      template_id: 9,
      subject: "Your checklist for Canada",
      body: "Dear Mariam,\nhere it is.",
    });
    const timeline = screen.getByRole("region", { name: "Timeline" });
    expect(within(timeline).getByText("Your checklist for Canada")).toBeTruthy();
    expect(within(timeline).getByText("Waiting")).toBeTruthy();
    expect(within(timeline).getByText("Show the e-mail").closest("details")).toBeTruthy();
  });

  it("hides WhatsApp and e-mail when the lead has neither, and still logs a call", async () => {
    const { calls } = openLead({
      "GET /api/admin/leads/40/replies": { body: { language: "en", whatsapp: [], email: [] } },
      "POST /api/admin/leads/40/calls": { status: 201, body: LEAD },
    });
    const panel = await screen.findByRole("region", { name: "Reply" });
    await waitFor(() => expect(within(panel).queryByText("Loading…")).toBeNull());
    expect(within(panel).queryByText("WhatsApp")).toBeNull();
    expect(within(panel).queryByLabelText("Subject")).toBeNull();
    fireEvent.change(within(panel).getByLabelText("How did the call go?"), {
      target: { value: "Busy, call back." },
    });
    // Whether the call reached the person is asked first: only a call that did is a reply.
    expect(within(panel).getByRole("button", { name: "Log the call" })).toHaveProperty("disabled", true);
    fireEvent.click(within(panel).getByLabelText("Yes, we spoke"));
    fireEvent.click(within(panel).getByRole("button", { name: "Log the call" }));
    expect(await within(panel).findByText("Call logged.")).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/calls"))?.body).toEqual({
      result: "reached",
      outcome: "Busy, call back.",
    });
  });

  it("marks a destination the chat inferred, and correcting it sends the new one", async () => {
    const { calls } = openLead();
    const details = await screen.findByRole("region", { name: "Details" });
    expect(within(details).getByText("inferred from the chat")).toBeTruthy();
    fireEvent.click(within(details).getByRole("button", { name: "Edit Destination" }));
    fireEvent.change(within(details).getByLabelText("Destination"), { target: { value: "australia" } });
    fireEvent.click(within(details).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ country: "australia" });
  });

  it("lists the same person's other leads, takes one out and merges another by number", async () => {
    const other = {
      ...ROW,
      id: 41,
      full_name: "Mariam S.",
      source: "contact",
      inferred: [],
      matched: ["phone" as const],
    };
    const { calls } = openLead(
      {
        "POST /api/admin/leads/41/unlink": { body: { ...LEAD, ...other, same_person: [] } },
        "POST /api/admin/leads/40/merge": { body: LEAD },
      },
      { ...LEAD, same_person: [other] },
    );
    const panel = await screen.findByRole("region", { name: "Same person" });
    expect(within(panel).getByRole("link", { name: "Mariam S." }).getAttribute("href")).toBe(
      "/admin/leads/41",
    );
    expect(within(panel).getByText("Contact form")).toBeTruthy();
    expect(within(panel).getByText("Same phone number")).toBeTruthy(); // which detail joined them
    fireEvent.click(within(panel).getByRole("button", { name: "Not the same person: Mariam S." }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/41/unlink"))).toBe(true));
    fireEvent.change(within(panel).getByLabelText("Merge with lead #"), { target: { value: "52" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/40/merge"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/merge"))?.body).toEqual({ lead_id: 52 });
  });

  it("asks before joining a lead that shares only a phone number under another name", async () => {
    const other = {
      ...ROW,
      id: 43,
      full_name: "Omar Hassan",
      source: "contact",
      inferred: [],
      matched: ["phone" as const],
    };
    const { calls } = openLead(
      {
        "POST /api/admin/leads/40/merge": { body: LEAD },
        "POST /api/admin/leads/40/keep-apart": { body: LEAD },
      },
      { ...LEAD, suggested_same_person: [other] },
    );
    const panel = await screen.findByRole("region", { name: "Maybe the same person?" });
    expect(within(panel).getByText("Same phone number")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "No, someone else: Omar Hassan" }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/40/keep-apart"))).toBe(true));
    expect(calls.find((c) => c.url.endsWith("/keep-apart"))?.body).toEqual({ lead_id: 43 });
  });
});

describe("the lead page in Arabic", () => {
  beforeEach(() => setAdminLanguage("ar"));
  afterEach(() => setAdminLanguage("en"));

  it("names its panels, fields and changes in Arabic, the arrow pointing the way it reads", async () => {
    openLead(
      {},
      {
        ...LEAD,
        timeline: [
          entry("update", "2026-11-20T09:00:00Z", {
            actor: "أمل",
            action: "update",
            changes: { status: ["new", "contacted"] },
          }),
          ...LEAD.timeline,
        ],
      },
    );
    expect(await screen.findByRole("heading", { name: "متابعة هذا العميل المحتمل" })).toBeTruthy();
    for (const name of ["الرد", "التفاصيل", "السجل الزمني", "الشخص نفسه"]) {
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    }
    expect(screen.getByLabelText("الحالة")).toBeTruthy();
    expect(screen.getByRole("button", { name: "حفظ التغييرات" })).toBeTruthy();
    expect(screen.getByText("الحالة: جديد ← تم التواصل")).toBeTruthy();
    expect(screen.getByText("مستنتَج من المحادثة")).toBeTruthy();
    expect(screen.getByText("متأخر")).toBeTruthy();
    expect(screen.getByLabelText("إضافة ملاحظة")).toBeTruthy();
  });
});
