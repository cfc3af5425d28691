import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LeadDetailPage } from "./pages/LeadDetailPage";
import { fakeApi, leadRow, renderAdmin, setCookie } from "./testing/fake-api";
import type { LeadDetail } from "./types";

const text = (en: string, ar: string) => ({ en, ar });

const LEAD: LeadDetail = {
  ...leadRow({
    id: 31,
    source: "calculator",
    first_name: "Aisha",
    last_name: "Al-Mansouri",
    full_name: "Aisha Al-Mansouri",
    email: "aisha@example.com",
    phone: "",
    country: "australia",
    service: "skilled-migration",
    created_at: "2026-11-25T08:00:00Z",
    reply_by: "2026-11-26T08:00:00Z",
  }),
  message: "",
  tasks: [],
  page_url: "/ar/tools/australia-points",
  referrer: "",
  utm: {},
  consent_at: "2026-11-25T08:00:00Z",
  consent_version: "2026-11",
  updated_at: "2026-11-25T08:00:00Z",
  timeline: [],
  same_person: [],
  suggested_same_person: [],
  bookings: [],
  assessment: {
    tool: "australia-points",
    total: 60,
    passMark: 65,
    passes: false,
    version: {
      id: "australia-points-2025-08-07",
      effective: "2025-08-07",
      source: { name: text("Home Affairs", "الشؤون الداخلية"), url: "https://immi.homeaffairs.gov.au/" },
    },
    breakdown: [
      {
        key: "core",
        label: text("About you", "بياناتك"),
        points: 45,
        max: 75,
        items: [{ key: "age", label: text("Age", "العمر"), points: 30, max: 30 }],
      },
    ],
    improvements: [{ label: text("Superior English", "المستوى المتفوّق (Superior)"), gain: 10 }],
    answers: [{ key: "partner", question: text("Your partner", "الشريك"), answer: text("Single", "أعزب") }],
  },
};

beforeEach(() => setCookie("csrftoken", "t"));
afterEach(() => vi.unstubAllGlobals());

describe("a calculator lead", () => {
  it("shows the answers, the total against the pass mark and the breakdown", async () => {
    fakeApi({
      "GET /api/admin/leads/31": { body: LEAD },
      "GET /api/admin/leads/choices": {
        body: {
          status: [],
          source: [{ key: "calculator", label: "Points calculator" }],
          service: [],
          country: [],
        },
      },
      "GET /api/admin/staff": { body: [] },
    });
    renderAdmin(<LeadDetailPage />, { path: "/admin/leads/31", pattern: "/admin/leads/:id" });
    const section = await screen.findByRole("region", { name: "Calculator result" });
    expect(within(section).getByText(/Australian points calculator/)).toBeTruthy();
    expect(within(section).getByText(/60 points/)).toBeTruthy();
    expect(within(section).getByText(/pass mark 65: not reached/)).toBeTruthy();
    expect(within(section).getByRole("rowheader", { name: "Age" })).toBeTruthy();
    expect(within(section).getByText("Superior English: +10")).toBeTruthy();
    expect(within(section).getByText("Your partner")).toBeTruthy();
    expect(within(section).getByText("Single")).toBeTruthy();
  });
});
