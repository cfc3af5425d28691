import { describe, expect, it, vi } from "vitest";
import { createClientI18n, ensureLanguage } from "./i18n-client";

describe("the browser's UI strings", () => {
  it("start with the page's language only and add the other on demand, quietly", async () => {
    const i18n = await createClientI18n("ar");
    expect(i18n.language).toBe("ar");
    expect(i18n.has("ar")).toBe(true);
    expect(i18n.has("en")).toBe(false);
    expect(i18n.t("nav.home")).toBe("الرئيسية");

    const changed = vi.fn();
    i18n.subscribe(changed);
    await ensureLanguage(i18n, "en");
    expect(i18n.has("en")).toBe(true);
    expect(changed).not.toHaveBeenCalled(); // the Arabic page does not re-render for English strings
    expect(i18n.t("nav.home", { lng: "en" })).toBe("Home");
    await ensureLanguage(i18n, "en"); // already there: nothing happens
    expect(changed).not.toHaveBeenCalled();
  });

  it("re-render the page in its language if that language's strings arrive late", async () => {
    const i18n = await createClientI18n("ar");
    i18n.changeLanguage("en"); // e.g. history led to an English page before its strings loaded
    const changed = vi.fn();
    i18n.subscribe(changed);
    const before = i18n.getVersion();
    await ensureLanguage(i18n, "en");
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.getVersion()).toBeGreaterThan(before);
  });
});

describe("strings that come with a page's code", () => {
  it("reach the live instance whether the page arrives before or after it", async () => {
    const i18n = await createClientI18n("en");
    // The home page's strings come first; the inner pages' strings come with those pages.
    expect(i18n.t("nav.home")).toBe("Home");
    await import("../locales/pages-strings");
    expect(i18n.t("servicesPage.learnMore")).not.toBe("servicesPage.learnMore");
    const later = await createClientI18n("ar");
    expect(later.t("servicesPage.learnMore")).not.toBe("servicesPage.learnMore");
    await ensureLanguage(i18n, "ar");
    expect(i18n.t("servicesPage.learnMore", { lng: "ar" })).toBe(later.t("servicesPage.learnMore"));
  });
});
