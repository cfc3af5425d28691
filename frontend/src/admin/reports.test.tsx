// The reports screen: the range and grouping travel in the address and in the requests, each figure links
// to the leads list of exactly those leads, the leads list sends those filters on, and Arabic reads.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import arReports from "../locales/ar/admin-reports.json";
import { formatNumber } from "./format";
import { setAdminLanguage } from "./i18n";
import { LeadsPage } from "./pages/LeadsPage";
import { ReportsPage } from "./pages/ReportsPage";
import { officeToday, presetRange } from "./pages/reports/range";
import { type Call, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { AssistantShareReport, ConsultantsReport, FunnelReport } from "./types";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => {
  setAdminLanguage("en");
  vi.unstubAllGlobals();
});

const where = () => screen.getByTestId("location").textContent ?? "";
const RANGE = { date_from: "2026-10-01", date_to: "2026-10-31" };
const steps = (leads: number, booked: number, held: number, clients: number) => ({
  leads,
  booked,
  held,
  clients,
  booked_rate: leads ? booked / leads : null,
  held_rate: booked ? held / booked : null,
  clients_rate: held ? clients / held : null,
  client_rate: leads ? clients / leads : null,
});
const FUNNEL: FunnelReport = {
  range: RANGE,
  by: "source",
  rows: [
    { key: "chat", label: "Chat assistant", ...steps(8, 4, 2, 1) },
    { key: "contact", label: "Contact form", ...steps(2, 0, 0, 0) },
  ],
  total: steps(10, 4, 2, 1),
};
const CONSULTANTS: ConsultantsReport = {
  range: RANGE,
  rows: [
    {
      assignee: "7",
      name: "Sara Ali",
      leads: 6,
      answered: 5,
      median_minutes: 95,
      mean_minutes: 30,
      on_time: 4,
      due: 5,
      on_time_share: 0.8,
      won: 1,
      lost: 3,
      win_rate: 0.25,
    },
  ],
};
const ASSISTANT: AssistantShareReport = {
  range: RANGE,
  leads: 10,
  assistant: 9,
  chat: 8,
  other_sources: 1,
  share: 0.9,
  clients: 1,
  client_share: 0.111,
  others_client_share: 0,
};

function api() {
  return fakeApi({
    "GET /api/admin/reports/funnel": { body: FUNNEL },
    "GET /api/admin/reports/consultants": { body: CONSULTANTS },
    "GET /api/admin/reports/assistant": { body: ASSISTANT },
  });
}
const query = (call: Call) => new URL(call.url, "http://x").searchParams;
const lastCall = (calls: Call[], path: string) => calls.filter((c) => c.url.includes(path)).at(-1) as Call;

describe("the reports screen", () => {
  it("asks for the last 30 days by default, and a quick range changes the address and the requests", async () => {
    const { calls } = api();
    renderAdmin(<ReportsPage />, { path: "/admin/reports" });
    expect(await screen.findByRole("link", { name: "8" })).toBeTruthy();
    const today = officeToday();
    const last30 = presetRange("last30", today);
    expect(query(lastCall(calls, "reports/funnel")).get("date_from")).toBe(last30.from);
    expect(query(lastCall(calls, "reports/funnel")).get("date_to")).toBe(today);
    expect(screen.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Last month" }));
    const lastMonth = presetRange("lastMonth", today);
    expect(where()).toBe(`/admin/reports?from=${lastMonth.from}&to=${lastMonth.to}`);
    await waitFor(() => {
      for (const report of ["reports/funnel", "reports/consultants", "reports/assistant"]) {
        const sent = query(lastCall(calls, report));
        expect([sent.get("date_from"), sent.get("date_to")]).toEqual([lastMonth.from, lastMonth.to]);
      }
    });
    expect(lastMonth.to.slice(8)).not.toBe("01");
    expect(lastMonth.from.slice(8)).toBe("01");
    const csv = screen.getAllByRole("link", { name: /Download CSV/ })[0].getAttribute("href");
    expect(csv).toBe(`/api/admin/reports/funnel.csv?date_from=${lastMonth.from}&date_to=${lastMonth.to}`);
  });

  it("groups by UTM campaign through the address", async () => {
    const { calls } = api();
    renderAdmin(<ReportsPage />, { path: "/admin/reports?from=2026-10-01&to=2026-10-31" });
    fireEvent.click(await screen.findByRole("button", { name: "UTM campaign" }));
    expect(where()).toBe("/admin/reports?from=2026-10-01&to=2026-10-31&by=campaign");
    await waitFor(() => expect(query(lastCall(calls, "reports/funnel")).get("by")).toBe("campaign"));
  });

  it("links each figure to the leads list behind it", async () => {
    api();
    renderAdmin(<ReportsPage />, { path: "/admin/reports?from=2026-10-01&to=2026-10-31" });
    const table = await screen.findByRole("table", { name: "The steps by Source" });
    const chat = within(table).getByRole("row", { name: /Chat assistant/ });
    const held = within(chat).getByRole("link", { name: "2" }).getAttribute("href");
    expect(held).toBe("/admin/leads?created_from=2026-10-01&created_to=2026-10-31&source=chat&stage=held");
    const sara = within(screen.getByRole("table", { name: "Per consultant" })).getByRole("row", {
      name: /Sara/,
    });
    expect(within(sara).getByRole("link", { name: "6" }).getAttribute("href")).toBe(
      "/admin/leads?created_from=2026-10-01&created_to=2026-10-31&assignee=7",
    );
    expect(within(sara).getByRole("link", { name: "Lost: 3" }).getAttribute("href")).toBe(
      "/admin/leads?assignee=7&status=lost&closed_from=2026-10-01&closed_to=2026-10-31",
    );
    expect(within(sara).getByText("1 h 35 min", { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "9" }).getAttribute("href")).toBe(
      "/admin/leads?created_from=2026-10-01&created_to=2026-10-31&assistant=true",
    );
  });

  it("reads in Arabic", async () => {
    setAdminLanguage("ar");
    api();
    renderAdmin(<ReportsPage />, { path: "/admin/reports?from=2026-10-02&to=2026-10-31" });
    const ui = arReports.adminReports;
    expect(await screen.findByText(ui.funnel.title)).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByText(ui.lastMonth).getAttribute("aria-pressed")).toBe("false");
    const share = ui.assistant.shareOf
      .replace("{{share}}", formatNumber(0.9, { style: "percent" }))
      .replace("{{total}}", "10");
    expect(await screen.findByText(share)).toBeTruthy();
    expect(screen.getAllByText(ui.steps.held).length).toBeGreaterThan(0);
    expect(screen.getByText(ui.funnel.table.replace("{{group}}", ui.funnel.bySource))).toBeTruthy();
  });
});

describe("the leads list from a report", () => {
  it("sends the report's filters to the list and the CSV, and says where the list came from", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/leads": { body: { items: [], total: 0, page: 1, per_page: 25 } },
      "GET /api/admin/leads/choices": {
        body: { status: [], source: [], service: [], country: [], lost_reason: [] },
      },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadsPage />, {
      path: "/admin/leads?created_from=2026-10-01&utm_campaign=autumn&stage=client&assistant=true&closed_to=2026-10-31",
    });
    expect(await screen.findByText("This list shows the leads behind a report figure.")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith("/api/admin/leads?"))).toBe(true));
    const sent = query(calls.filter((c) => c.url.startsWith("/api/admin/leads?")).at(-1) as Call);
    expect([
      sent.get("utm_campaign"),
      sent.get("stage"),
      sent.get("assistant"),
      sent.get("closed_to"),
    ]).toEqual(["autumn", "client", "true", "2026-10-31"]);
    const csv = screen.getByRole("link", { name: /Export CSV/ }).getAttribute("href") ?? "";
    expect(csv).toContain("stage=client");
  });
});
