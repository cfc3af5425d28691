import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { service, site, text } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import { Footer } from "./Footer";
import { Header } from "./Header";

// The services as the content has them (a CMS rename shows in the menus), not in menu order: each
// says its place in the menus (menu_order), family none.
const serviceList = [
  service(1, "study", text("Student visas (renamed)", "تأشيرات الدراسة"), { menu_order: 2 }),
  service(2, "migrate", text("Skilled migration", "هجرة الكفاءات"), { menu_order: 1 }),
  service(3, "investment", text("Investment visas", "تأشيرات الاستثمار"), { menu_order: 3 }),
  service(4, "work", text("Work permits", "تصاريح العمل"), { menu_order: 4 }),
  service(5, "travel", text("Visit & travel visas", "تأشيرات الزيارة والسفر"), { menu_order: 5 }),
  service(6, "citizenship", text("Citizenship", "الجنسية"), { menu_order: 6 }),
  service(7, "family", text("Family sponsorship", "لمّ شمل الأسرة")),
];
const data = { "/api/site": site, "/api/services": serviceList };
const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute("href"));

describe("header", () => {
  it("has the logo with name and tagline, home, about, both dropdowns with their exact entries and contact", () => {
    renderAt(<Header />, { path: "/services/study", data });
    const banner = screen.getByRole("banner");
    expect(within(banner).getAllByText("Horizon Gate Immigration").length).toBeGreaterThan(0);
    expect(within(banner).getByText("Consultants in Doha")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const [services, more] = nav.querySelectorAll("details");
    expect(services.querySelector("summary")?.textContent).toBe("Services");
    expect(hrefs(within(services).getAllByRole("link", { hidden: true }))).toEqual([
      "/services",
      "/services/migrate",
      "/services/study",
      "/services/invest",
      "/services/work",
      "/services/travel",
      "/services/citizenship",
    ]);
    expect(
      within(services).getByRole("link", { name: "Student visas (renamed)", hidden: true }),
    ).toBeTruthy();
    expect(more.querySelector("summary")?.textContent).toBe("More");
    expect(hrefs(within(more).getAllByRole("link", { hidden: true }))).toEqual([
      "/countries",
      "/success-stories",
      "/blog",
      "/faq",
      "/tools/crs",
      "/tools/australia-points",
    ]);
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "About" }).getAttribute("href")).toBe("/about");
    expect(screen.getAllByRole("link", { name: "Contact us" })[0].getAttribute("href")).toBe("/contact");
  });

  it("highlights the active route and switches language keeping the path and query", () => {
    renderAt(<Header />, { path: "/ar/services/study?x=1", data });
    const nav = screen.getByRole("navigation", { name: "التنقل الرئيسي" });
    const current = nav.querySelector('a[aria-current="page"]');
    expect(current?.getAttribute("href")).toBe("/ar/services/study");
    expect(nav.querySelector("details summary")?.className).toMatch(/text-brand-700/);
    const switcher = screen.getByRole("link", { name: "تغيير اللغة: English" });
    expect(switcher.getAttribute("href")).toBe("/services/study?x=1");
    expect(switcher.getAttribute("hreflang")).toBe("en");
  });

  it("opens and closes the mobile menu, which closes when a link is chosen", () => {
    renderAt(<Header />, { path: "/", data });
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    expect(menu.hidden).toBe(true);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    act(() => toggle.click());
    expect(menu.hidden).toBe(false);
    expect(hrefs(within(menu).getAllByRole("link"))).toEqual([
      "/",
      "/about",
      "/services",
      "/services/migrate",
      "/services/study",
      "/services/invest",
      "/services/work",
      "/services/travel",
      "/services/citizenship",
      "/countries",
      "/success-stories",
      "/blog",
      "/faq",
      "/tools/crs",
      "/tools/australia-points",
      "/contact",
    ]);
    act(() => screen.getByRole("button", { name: "Close menu" }).click());
    expect(menu.hidden).toBe(true);
    act(() => screen.getByRole("button", { name: "Open menu" }).click());
    act(() => fireEvent.click(within(menu).getByRole("link", { name: "About" })));
    expect(menu.hidden).toBe(true);
  });

  it("closes the phone menu on Escape and gives focus back to its button", () => {
    renderAt(<Header />, { path: "/ar", data });
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    act(() => screen.getByRole("button", { name: "فتح القائمة" }).click());
    within(menu).getByRole("link", { name: "الوجهات" }).focus();
    act(() => {
      fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "فتح القائمة" }));
  });

  it("links only the menu services the content publishes, titled as the content titles them", () => {
    const published = serviceList.filter((s) => s.slug !== "travel");
    renderAt(<Header />, { path: "/ar", data: { ...data, "/api/services": published } });
    const menu = document.getElementById("mobile-menu") as HTMLElement;
    const labels = within(menu)
      .getAllByRole("link", { hidden: true })
      .map((a) => a.textContent);
    expect(labels).toContain("هجرة الكفاءات");
    expect(labels).toContain("تأشيرات الاستثمار");
    expect(labels).not.toContain("تأشيرات الزيارة والسفر");
    expect(labels).not.toContain("لمّ شمل الأسرة"); // a service, but not one in the menus
  });

  it("links a service the content puts in the menus, renamed and at its place, with no code", () => {
    const edited = serviceList.map((s) =>
      s.slug === "family"
        ? { ...s, menu_order: 7 }
        : s.slug === "study"
          ? {
              ...s,
              slug: "study-abroad",
              path: { en: "/services/study-abroad", ar: "/ar/services/study-abroad" },
            }
          : s,
    );
    renderAt(<Header />, { path: "/", data: { ...data, "/api/services": edited } });
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(
      hrefs(within(nav.querySelector("details") as HTMLElement).getAllByRole("link", { hidden: true })),
    ).toEqual([
      "/services",
      "/services/migrate",
      "/services/study-abroad",
      "/services/invest",
      "/services/work",
      "/services/travel",
      "/services/citizenship",
      "/services/family",
    ]);
  });
});

describe("footer", () => {
  it("has the services and company columns, /book, seven social links, legal links and this year", () => {
    renderAt(<Footer />, { path: "/", data });
    const services = screen.getByRole("navigation", { name: "Services" });
    expect(hrefs(within(services).getAllByRole("link"))).toEqual([
      "/services",
      "/services/migrate",
      "/services/study",
      "/services/invest",
      "/services/work",
      "/services/travel",
      "/services/citizenship",
    ]);
    const company = screen.getByRole("navigation", { name: "Company" });
    expect(within(services).getByRole("link", { name: "Student visas (renamed)" })).toBeTruthy();
    expect(hrefs(within(company).getAllByRole("link"))).toEqual([
      "/about",
      "/countries",
      "/success-stories",
      "/blog",
      "/faq",
      "/tools/crs",
      "/tools/australia-points",
      "/contact",
      "/book",
    ]);
    const social = screen.getByRole("list", { name: "Social media" });
    const channels = within(social).getAllByRole("link");
    expect(hrefs(channels)).toEqual(Object.values(site.social));
    for (const link of channels) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(within(social).getByText("WhatsApp chat")).toBeTruthy();
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(hrefs(within(legal).getAllByRole("link"))).toEqual([
      "/privacy-policy",
      "/terms-of-service",
      "/cookie-policy",
    ]);
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} Horizon Gate Immigration`)),
    ).toBeTruthy();
  });

  it("prefixes every internal link with /ar in Arabic", () => {
    renderAt(<Footer />, { path: "/ar/about", data });
    const internal = hrefs(screen.getAllByRole("link")).filter((h) => h?.startsWith("/"));
    expect(internal.length).toBe(19);
    expect(internal.every((h) => h?.startsWith("/ar/"))).toBe(true);
    expect(screen.getByText(new RegExp(`${new Date().getFullYear()}`))).toBeTruthy();
  });
});
