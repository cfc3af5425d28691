// The small workbench pieces: the timeline's entry for a lead an assignment rule gave to someone (which rule,
// its criteria then, whom), and the dashboard's count of clients' e-mails waiting in the unmatched list
// (linking to it, only for roles that may see it); both languages.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminLanguage } from "./i18n";
import { DashboardPage } from "./pages/DashboardPage";
import { TimelineItem } from "./pages/lead/TimelineItem";
import { AGENT, EDITOR, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { Dashboard, LeadChoices, LeadDetail } from "./types";

type Entry = LeadDetail["timeline"][number];

const RULE = {
  id: 4,
  number: 2,
  criteria: { service: "study", country: "", language: "ar", source: "" },
  assignee: "Sara Agent",
};

const RULED: Entry = {
  kind: "rule_assigned",
  at: "2026-11-20T09:00:00Z",
  actor: null,
  by_visitor: false,
  action: "",
  changes: {},
  editable: false,
  source: "",
  text: "",
  template: "",
  messages: [],
  answered: true,
  result: "",
  rule: RULE,
};

const CHOICES = {
  status: [],
  source: [],
  service: [{ key: "study", label: "Student visas" }],
  country: [],
  lost_reason: [],
} as unknown as LeadChoices;

const DASHBOARD: Dashboard = {
  leads: { today: 0, last7: 0, last30: 0 },
  tasks: null,
  bySource: [],
  byService: [],
  byCountry: [],
  series: [],
  newest: [],
  outbox: { unsent: 0, failed: 0 },
  meetings: { today: 0, week: 0, upcoming: [] },
  responses: null,
  unmatched_inbound: 3,
};

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => {
  vi.unstubAllGlobals();
  setAdminLanguage("en");
});

describe("a lead given away by an assignment rule, on the timeline", () => {
  it("names the rule, its criteria then and whom it gave the lead to", () => {
    renderAdmin(
      <ul>
        <TimelineItem entry={RULED} url="/api/admin/leads/1" choices={CHOICES} />
      </ul>,
    );
    expect(screen.getByText("Assigned by a rule")).toBeTruthy();
    expect(screen.getByText("Assignment rule 2 gave the lead to Sara Agent.")).toBeTruthy();
    expect(
      screen.getByText("The rule's criteria then: Service: Student visas, Language: Arabic"),
    ).toBeTruthy();
  });

  it("reads in Arabic, and says 'any lead' for a rule without criteria", () => {
    setAdminLanguage("ar");
    const any = {
      ...RULED,
      rule: { ...RULE, criteria: { service: "", country: "", language: "", source: "" } },
    };
    renderAdmin(
      <ul>
        <TimelineItem entry={any} url="/api/admin/leads/1" />
      </ul>,
    );
    expect(screen.getByText("إسناد بقاعدة توزيع")).toBeTruthy();
    expect(screen.getByText("أسندت قاعدةُ التوزيع 2 العميلَ المحتمل إلى Sara Agent.")).toBeTruthy();
    expect(screen.getByText("معايير القاعدة حينها: أي عميل محتمل")).toBeTruthy();
  });
});

describe("the dashboard's unmatched e-mail", () => {
  it("counts them and links to the list for someone who works leads", async () => {
    fakeApi({
      "GET /api/admin/dashboard": { body: DASHBOARD },
      "GET /api/admin/leads/choices": { body: CHOICES },
    });
    renderAdmin(<DashboardPage />, { me: AGENT });
    const card = await screen.findByRole("region", { name: "E-mails from clients matching no lead" });
    expect(within(card).getByText("3")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Open the unmatched e-mail" }).getAttribute("href")).toBe(
      "/admin/inbound",
    );
  });

  it("reads in Arabic", async () => {
    setAdminLanguage("ar");
    fakeApi({
      "GET /api/admin/dashboard": { body: DASHBOARD },
      "GET /api/admin/leads/choices": { body: CHOICES },
    });
    renderAdmin(<DashboardPage />, { me: { ...AGENT, language: "ar" } });
    const card = await screen.findByRole("region", { name: "رسائل من العملاء لا تطابق أي عميل محتمل" });
    expect(within(card).getByRole("link", { name: "فتح البريد غير المطابق" })).toBeTruthy();
  });

  it("is not shown to a role that may not see the list", async () => {
    fakeApi({ "GET /api/admin/dashboard": { body: { ...DASHBOARD, unmatched_inbound: null } } });
    renderAdmin(<DashboardPage />, { me: EDITOR });
    expect(await screen.findByText("New leads today")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open the unmatched e-mail" })).toBeNull();
  });
});
