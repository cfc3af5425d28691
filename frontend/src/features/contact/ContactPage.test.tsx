import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { OfficeOut } from "../../lib/api-types";
import { site as fixtureSite } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import ContactPage from "./ContactPage";

const site = { ...fixtureSite, email: "info@horizongate.qa" };

const office: OfficeOut = {
  path: { en: "/contact", ar: "/ar/contact" },
  id: 1,
  name: { en: "Doha office", ar: "مكتب الدوحة" },
  address: {
    en: "Level 12, Tower 3, West Bay, Doha, Qatar",
    ar: "الطابق 12، البرج 3، الخليج الغربي، الدوحة، قطر",
  },
  map_url: "https://www.openstreetmap.org/?mlat=25.3215&mlon=51.5290",
  phone: "+974 4431 2200",
  hours: { en: "Sunday to Thursday, 9:00 to 18:00", ar: "من الأحد إلى الخميس، 9:00–18:00" },
};

const render = (path: string, offices: OfficeOut[] = [office]) =>
  renderAt(<ContactPage />, { path, data: { "/api/site": site, "/api/offices": offices } });

afterEach(() => vi.restoreAllMocks());

/** The text under the business-hours heading (the times are kept on one line in their own span). */
const hoursLine = (heading: string) =>
  screen.getByRole("heading", { level: 3, name: heading }).nextElementSibling?.firstElementChild?.textContent;

// The form loads its rules when it first checks its fields (lib/lazy-resolver.ts): loaded ahead here, as
// focusing the form does in the browser, so the first check is not slowed by the test runner compiling Zod.
beforeAll(() => import("./resolver"));

describe("contact page", () => {
  it("shows the channels, the hours, the offices, the reply times and the form in English", () => {
    render("/contact");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Contact us and book a free consultation",
    );
    const phone = screen.getAllByRole("link", { name: "+974 4431 2200" })[0];
    expect(phone.getAttribute("href")).toBe("tel:+97444312200");
    expect(phone.getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("link", { name: "info@horizongate.qa" }).getAttribute("href")).toBe(
      "mailto:info@horizongate.qa",
    );
    const whatsapp = screen.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
    expect(whatsapp.getAttribute("href")).toBe(
      "https://wa.me/97444312200?text=Hello%2C%20I%20would%20like%20to%20book%20a%20free%20consultation.",
    );
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(hoursLine("Business hours")).toBe("Sunday–Thursday, 09:00–18:00");
    expect(screen.getByText("(Qatar time)")).toBeTruthy();

    expect(screen.getByRole("heading", { level: 3, name: "Doha office" })).toBeTruthy();
    expect(screen.getByText("Level 12, Tower 3, West Bay, Doha, Qatar")).toBeTruthy();
    expect(screen.getByText("Sunday to Thursday, 9:00 to 18:00")).toBeTruthy();
    const map = screen.getByRole("link", { name: "View on map (opens in a new tab)" });
    expect(map.getAttribute("href")).toBe(office.map_url);
    expect(map.getAttribute("target")).toBe("_blank");
    expect(map.getAttribute("rel")).toBe("noopener noreferrer");

    for (const promise of [
      "We reply within 24 hours on business days",
      "E-mail: within 4–6 hours",
      "Phone: same-day callback",
      "WhatsApp: instant replies during business hours",
    ]) {
      expect(screen.getByText(promise)).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call us" }).getAttribute("href")).toBe("tel:+97444312200");
    expect(screen.getByText("Prefer to talk?")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("speaks Arabic at /ar/book with an Arabic WhatsApp greeting and hours", () => {
    render("/ar/book");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("تواصل معنا واحجز استشارة مجانية");
    const whatsapp = screen.getByRole("link", { name: "تحدّث معنا عبر واتساب (يفتح في علامة تبويب جديدة)" });
    expect(whatsapp.getAttribute("href")).toBe(
      `https://wa.me/97444312200?text=${encodeURIComponent("مرحبًا، أود حجز استشارة مجانية.")}`,
    );
    expect(whatsapp.getAttribute("href")).toContain("?text=%D9%85%D8%B1%D8%AD%D8%A8");
    expect(hoursLine("ساعات العمل")).toBe("الأحد–الخميس، 09:00–18:00");
    expect(screen.getByText("(بتوقيت قطر)")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "مكتب الدوحة" })).toBeTruthy();
    for (const promise of [
      "نردّ خلال 24 ساعة في أيام العمل",
      "البريد الإلكتروني: خلال 4 إلى 6 ساعات",
      "الهاتف: معاودة الاتصال في اليوم نفسه",
      "واتساب: ردود فورية خلال ساعات العمل",
    ]) {
      expect(screen.getByText(promise)).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "إرسال الرسالة" })).toBeTruthy();
  });

  it("lists the reply promises the site settings hold, leaving out a channel that promises nothing", () => {
    const promised = {
      ...site,
      reply_promise: {
        within_hours: 2,
        email: { en: "within the hour", ar: "خلال ساعة" },
        phone: { en: "", ar: "" },
        whatsapp: { en: "a reply before we close", ar: "ردّ قبل الإغلاق" },
      },
    };
    const shown = (path: string) => {
      const view = renderAt(<ContactPage />, {
        path,
        data: { "/api/site": promised, "/api/offices": [office] },
      });
      const list = screen.getByRole("heading", {
        level: 2,
        name: path.startsWith("/ar") ? "متى نردّ عليك" : "How quickly we reply",
      });
      const items = [...(list.nextElementSibling?.querySelectorAll("li") ?? [])].map((li) => li.textContent);
      view.unmount();
      return items;
    };
    expect(shown("/contact")).toEqual([
      "We reply within 2 hours on business days",
      "E-mail: within the hour",
      "WhatsApp: a reply before we close",
    ]);
    expect(shown("/ar/contact")).toEqual([
      "نردّ خلال ساعتين في أيام العمل",
      "البريد الإلكتروني: خلال ساعة",
      "واتساب: ردّ قبل الإغلاق",
    ]);
  });

  it("says office details are coming soon when there are no offices, in both languages", () => {
    render("/contact", []);
    expect(
      screen.getByText(
        "Office locations will be available soon. In the meantime, please contact us using the form above.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: /View on map/ })).toBeNull();
  });

  it("says office details are coming soon in Arabic", () => {
    render("/ar/contact", []);
    expect(
      screen.getByText("ستتوفر مواقع مكاتبنا قريبًا. وإلى ذلك الحين، يُرجى التواصل معنا عبر النموذج أعلاه."),
    ).toBeTruthy();
  });

  it("shows the skeleton while the offices load and the not-found page on a 404", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, "fetch").mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { container } = renderAt(<ContactPage />, { path: "/contact", data: { "/api/site": site } });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer(new Response("missing", { status: 404 }));
    expect(await screen.findByText("404")).toBeTruthy();
  });

  it("posts to its own page when JavaScript is off, and says so instead of the time picker", () => {
    const { container } = render("/ar/book");
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/ar/book");
    expect(container.querySelector("section.js-only")).not.toBeNull();
  });

  it("shows that a form posted without JavaScript was sent (?sent=1), in Arabic", () => {
    render("/ar/contact?sent=1");
    expect(screen.getByText("شكرًا لك، وصلتنا رسالتك.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "إرسال رسالة أخرى" }).getAttribute("href")).toBe("/ar/contact");
    expect(screen.queryByRole("form")).toBeNull();
  });
});
