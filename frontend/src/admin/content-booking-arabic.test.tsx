// The CMS and the agenda drawn in Arabic, right to left: their own words from admin-content.json and
// admin-booking.json, the server's names as it sends them (it answers in the staff member's language),
// weekday and month names from Intl, and the day arrows pointing the way the page reads.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CmsIndexPage } from "./cms/CmsIndexPage";
import { CmsListPage } from "./cms/CmsListPage";
import { setAdminLanguage } from "./i18n";
import { AgendaPage } from "./pages/AgendaPage";
import { addDays, todayInDoha, weekStart } from "./pages/agenda/days";
import { WeeklyHoursEditor } from "./pages/availability/WeeklyHoursEditor";
import { fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { Agenda, ContentType } from "./types";

beforeEach(() => {
  setCookie("csrftoken", "tok");
  setAdminLanguage("ar");
});
afterEach(() => {
  setAdminLanguage("en");
  vi.unstubAllGlobals();
});

// As the server describes the type to a staff member who chose Arabic.
const SERVICES: ContentType = {
  type: "services",
  label: "الخدمات",
  singleton: false,
  orderable: true,
  publishable: true,
  list: ["title", "published"],
  public_path: "/services/{slug}",
  fields: [
    { name: "title", label: "العنوان", kind: "text", translated: true, required: true },
    { name: "published", label: "منشور", kind: "bool", translated: false, required: false },
  ],
};
const STUDY = {
  id: 1,
  title_en: "Student visas",
  title_ar: "تأشيرات الدراسة",
  published: false,
  public_url: null,
};

const today = todayInDoha();
const SARA = { id: 1, user_id: 10, name: "Sara Ali", active: true };
const TYPE = { id: 5, slug: "phone", name: "استشارة هاتفية", mode: "phone", duration_minutes: 30 };
const AGENDA: Agenda = {
  first_day: weekStart(today),
  last_day: addDays(weekStart(today), 6),
  time_zone: "Asia/Qatar",
  meetings: [
    {
      id: 1,
      lead: { id: 101, name: "مريم السيد", phone: "+97455123456", email: "", service: "", service_label: "" },
      meeting_type: TYPE,
      consultant: SARA,
      start: `${today}T09:00:00+03:00`,
      end: `${today}T09:30:00+03:00`,
      status: "no_show",
      created_by: null,
      created_at: `${today}T06:00:00+03:00`,
      video_link: "",
      note: "",
    },
  ],
  consultants: [SARA, { id: 2, user_id: 11, name: "Khalid Noor", active: false }],
  meeting_types: [TYPE],
};

describe("the CMS in Arabic", () => {
  it("lists the content types under an Arabic heading", async () => {
    fakeApi({ "GET /api/admin/content": { body: [SERVICES] } });
    renderAdmin(<CmsIndexPage />, { path: "/admin/cms" });
    expect(await screen.findByRole("heading", { name: "المحتوى", level: 1 })).toBeTruthy();
    const card = screen.getByRole("link", { name: /الخدمات/ });
    expect(card.textContent).toContain("بترتيب محدد، منشور أو مخفي");
  });

  it("shows a type's items with Arabic headings, states and actions", async () => {
    fakeApi({
      "GET /api/admin/content": { body: [SERVICES] },
      "GET /api/admin/content/services": { body: { items: [STUDY], total: 1, page: 1, per_page: 100 } },
    });
    renderAdmin(<CmsListPage />, { path: "/admin/cms/services", pattern: "/admin/cms/:type" });
    expect(await screen.findByRole("heading", { name: "الخدمات", level: 1 })).toBeTruthy();
    expect(await screen.findByRole("columnheader", { name: "العنوان" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "إضافة جديد" })).toBeTruthy();
    const row = screen.getAllByRole("row")[1];
    expect(within(row).getByText("مخفي")).toBeTruthy();
    // The item is named in Arabic; its English name follows, marked as English.
    expect(within(row).getByRole("button", { name: "نشر «تأشيرات الدراسة»" })).toBeTruthy();
    expect(within(row).getByRole("link", { name: "تأشيرات الدراسة" })).toBeTruthy();
    expect(within(row).getByText("Student visas").getAttribute("lang")).toBe("en");
    expect(screen.getByRole("searchbox", { name: "بحث في الخدمات" })).toBeTruthy();
  });
});

describe("the agenda in Arabic", () => {
  it("draws the week with Arabic headings, days, statuses and mirrored arrows", async () => {
    fakeApi({ "GET /api/admin/booking/agenda": { body: AGENDA } });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    expect(await screen.findByRole("heading", { name: "جدول المواعيد", level: 1 })).toBeTruthy();
    const item = await screen.findByRole("listitem", { name: /09:00–09:30 مريم السيد/ });
    const days = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent ?? "");
    expect(days).toHaveLength(7);
    // Sunday first, named by Intl in Arabic with Western digits.
    expect(days[0]).toMatch(/^الأحد/);
    expect(days.join(" ")).toMatch(/\d/);
    expect(days.join(" ")).not.toMatch(/[٠-٩]/);
    expect(screen.getByText("(اليوم)")).toBeTruthy();
    expect(screen.getByText(/^أسبوع .+: موعد واحد$/)).toBeTruthy();
    expect(within(item).getByText("لم يحضر")).toBeTruthy();
    expect(item.textContent).toContain("استشارة هاتفية (مكالمة هاتفية) · مع Sara Ali");
    const previous = screen.getByRole("button", { name: "الأسبوع السابق" });
    const next = screen.getByRole("button", { name: "الأسبوع التالي" });
    for (const button of [previous, next]) {
      expect(button.querySelector('[aria-hidden="true"]')?.className).toContain("rtl:-scale-x-100");
    }
    expect(screen.getByRole("option", { name: "Khalid Noor (غير نشط)" })).toBeTruthy();
  });

  it("names the weekdays of a consultant's hours in Arabic, Sunday first", () => {
    renderAdmin(
      <WeeklyHoursEditor
        hours={{ consultant: SARA, periods: [], site_hours: "الأحد–الخميس، 09:00–18:00" }}
        url="/api/admin/booking/me/hours"
      />,
    );
    expect(screen.getByRole("heading", { name: "ساعات العمل الأسبوعية (بتوقيت الدوحة)" })).toBeTruthy();
    const days = screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent);
    expect(days).toEqual(["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"]);
  });
});
