import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Layout } from "./components/Layout";
import { setAdminLanguage } from "./i18n";
import { AuditPage } from "./pages/AuditPage";
import { DashboardPage } from "./pages/DashboardPage";
import { LoginPage } from "./pages/LoginPage";
import { OutboxPage } from "./pages/OutboxPage";
import { ADMIN, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { AuditEntry, Dashboard, Me, OutboxItem } from "./types";

const MENU = [
  "لوحة المتابعة",
  "يومي",
  "العملاء المحتملون",
  "جدول المواعيد",
  "المحتوى",
  "إعدادات الموقع",
  "صندوق البريد الصادر",
  "المستخدمون",
  "إعدادات الحجز",
  "سجل التدقيق",
];

const ARABIC_ADMIN: Me = { ...ADMIN, language: "ar" };

const DASHBOARD: Dashboard = {
  leads: { today: 3, last7: 12, last30: 40 },
  tasks: null,
  bySource: [{ key: "contact", label: "Contact form", count: 30 }],
  byService: [],
  byCountry: [],
  series: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, "0")}`,
    count: i % 4,
  })),
  newest: [],
  outbox: { unsent: 2, failed: 1 },
  meetings: { today: 0, week: 0, upcoming: [] },
  responses: null,
  unmatched_inbound: null,
};

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => {
  setAdminLanguage("en");
  vi.unstubAllGlobals();
});

describe("the admin in Arabic", () => {
  it("draws the menu and the dashboard in Arabic, right to left", async () => {
    setAdminLanguage("ar");
    fakeApi({
      "GET /api/admin/dashboard": { body: DASHBOARD },
      "GET /api/admin/leads/choices": { body: { status: [], source: [], service: [], country: [] } },
    });
    // The server's page names the company in both languages (site settings).
    for (const [which, name] of [
      ["en", "Horizon Gate Immigration"],
      ["ar", "بوابة الأفق للهجرة"],
    ]) {
      const meta = document.createElement("meta");
      meta.name = `company-${which}`;
      meta.content = name;
      document.head.append(meta);
    }
    renderAdmin(
      <Layout>
        <DashboardPage />
      </Layout>,
      { me: ARABIC_ADMIN },
    );
    expect(await screen.findByRole("heading", { name: "لوحة المتابعة", level: 1 })).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    // The brand line and the window's title name the company in Arabic: no English left.
    expect(document.title).toBe("لوحة المتابعة · إدارة بوابة الأفق للهجرة");
    expect(screen.getByText("بوابة الأفق للهجرة")).toBeTruthy();
    expect(screen.queryByText(/Horizon Gate/)).toBeNull();
    for (const meta of document.head.querySelectorAll('meta[name^="company-"]')) meta.remove();

    const nav = screen.getByRole("navigation", { name: "الإدارة" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    // Every entry in Arabic (other areas may add theirs), these among them, in this order.
    for (const label of labels) expect(label).toMatch(/^[\u0600-\u06FF\s]+$/);
    expect(labels.filter((label) => MENU.includes(label ?? ""))).toEqual(MENU);
    expect(screen.getByRole("button", { name: "القائمة" })).toBeTruthy();
    expect(screen.getByText("مدير")).toBeTruthy();
    expect(screen.getByRole("button", { name: "تسجيل الخروج" })).toBeTruthy();
    // The switch offers English, in English.
    expect(screen.getByRole("button", { name: "عرض لوحة الإدارة بالإنجليزية" }).textContent).toBe("English");

    expect(screen.getByText("عملاء محتملون جدد اليوم")).toBeTruthy();
    expect(screen.getByText("فشل إرسال 1")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("aria-label")).toMatch(/خلال 30 يومًا/);
    expect(screen.getAllByText("لا يوجد عملاء محتملون في آخر 30 يومًا.")).toHaveLength(2);
  });

  it("names an e-mail's kind and status in Arabic, and a kind it does not know as the server does", async () => {
    setAdminLanguage("ar");
    const mail = (id: number, kind: string, kind_label: string): OutboxItem => ({
      id,
      kind,
      kind_label,
      to: "visitor@example.com",
      subject: `Subject ${id}`,
      status: "failed",
      attempts: 3,
      last_error: "Mail server unreachable: TimeoutError: timed out",
      error_code: "unreachable",
      error_detail: "TimeoutError: timed out",
      created_at: "2026-10-25T08:00:00Z",
      sent_at: null,
      next_attempt_at: "2026-10-25T08:05:00Z",
      lead_id: null,
    });
    fakeApi({
      "GET /api/admin/outbox": {
        body: {
          items: [
            mail(1, "lead_ack", "Acknowledgement (to the visitor)"),
            mail(2, "new_kind", "Something new"),
          ],
          total: 2,
          page: 1,
          per_page: 25,
        },
      },
    });
    renderAdmin(<OutboxPage />, { path: "/admin/outbox", me: ARABIC_ADMIN });
    const items = await screen.findAllByRole("listitem");
    expect(items[0].textContent).toContain("تأكيد الاستلام (إلى الزائر)");
    expect(items[0].textContent).toContain("3 محاولات");
    expect(items[0].textContent).toContain("فشل الإرسال");
    // The error in Arabic from its code; only the technical part stays as the server wrote it, isolated LTR.
    expect(items[0].textContent).toContain("تعذّر الوصول إلى خادم البريد، وستُعاد المحاولة.");
    expect(items[0].textContent).not.toContain("Mail server unreachable");
    expect(within(items[0]).getByText("TimeoutError: timed out").getAttribute("dir")).toBe("ltr");
    expect(items[1].textContent).toContain("Something new");
  });

  it("says what an audit entry did from its codes in Arabic, without the log's English line", async () => {
    setAdminLanguage("ar");
    const entry: AuditEntry = {
      id: 1,
      at: "2026-10-25T08:00:00Z",
      actor_email: "amal@example.com",
      action: "login",
      target_type: "user",
      target_id: "5",
      summary: "amal@example.com signed in",
      before: null,
      after: null,
      ip: "127.0.0.1",
    };
    fakeApi({ "GET /api/admin/audit": { body: { items: [entry], total: 1, page: 1, per_page: 50 } } });
    renderAdmin(<AuditPage />, { path: "/admin/audit", me: ARABIC_ADMIN });
    const [item] = await screen.findAllByRole("listitem");
    expect(item.textContent).toContain("تسجيل الدخول · مستخدم #5");
    expect(item.textContent).not.toContain("signed in");
  });

  it("lets a signed-out visitor show the sign-in page in Arabic and back", () => {
    renderAdmin(<LoginPage />, { path: "/admin/login", me: null });
    expect(screen.getByRole("heading", { name: "Staff sign-in" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show the admin in Arabic" }));
    expect(screen.getByRole("heading", { name: "تسجيل دخول الفريق" })).toBeTruthy();
    expect(screen.getByLabelText("البريد الإلكتروني")).toBeTruthy();
    expect(document.documentElement.dir).toBe("rtl");
    fireEvent.click(screen.getByRole("button", { name: "عرض لوحة الإدارة بالإنجليزية" }));
    expect(screen.getByRole("heading", { name: "Staff sign-in" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("ltr");
  });
});
