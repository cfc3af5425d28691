import { describe, expect, it, vi } from "vitest";
import { createClientI18n, ensureLanguage } from "./i18n-client";

describe("the browser's UI strings", () => {
  it("start with the page's language only and add the other on demand, re-rendering on arrival", async () => {
    const i18n = await createClientI18n("ar");
    expect(i18n.language).toBe("ar");
    expect(i18n.hasResourceBundle("ar", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
    expect(i18n.t("nav.home")).toBe("الرئيسية");

    const added = vi.fn();
    i18n.store.on("added", added);
    await ensureLanguage(i18n, "en");
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t("nav.home", { lng: "en" })).toBe("Home");
    await ensureLanguage(i18n, "en"); // already there: nothing happens
    expect(added).toHaveBeenCalledTimes(1);
  });
});
