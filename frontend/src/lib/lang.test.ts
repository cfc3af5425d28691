import { describe, expect, it } from "vitest";
import { langFromPath, localizePath, pickText, stripLang, switchLangHref } from "./lang";

describe("language from the URL", () => {
  it("is Arabic under /ar and English elsewhere", () => {
    expect(langFromPath("/ar")).toBe("ar");
    expect(langFromPath("/ar/services/study")).toBe("ar");
    expect(langFromPath("/")).toBe("en");
    expect(langFromPath("/arabic-courses")).toBe("en");
  });

  it("adds or removes /ar and keeps the rest of the path, the query and the hash", () => {
    expect(switchLangHref("/services/study", "?x=1", "#faq", "ar")).toBe("/ar/services/study?x=1#faq");
    expect(switchLangHref("/ar/services/study", "", "", "en")).toBe("/services/study");
    expect(switchLangHref("/", "", "", "ar")).toBe("/ar");
    expect(switchLangHref("/ar", "", "", "en")).toBe("/");
  });

  it("localizes and strips paths", () => {
    expect(localizePath("/contact", "ar")).toBe("/ar/contact");
    expect(localizePath("/contact", "en")).toBe("/contact");
    expect(stripLang("/ar/contact")).toBe("/contact");
  });
});

describe("pickText", () => {
  it("reads the language, falls back to English, then to the fallback", () => {
    expect(pickText({ en: "Study", ar: "دراسة" }, "ar")).toBe("دراسة");
    expect(pickText({ en: "Study", ar: "" }, "ar")).toBe("Study");
    expect(pickText({ en: "Study" }, "ar")).toBe("Study");
    expect(pickText(undefined, "ar", "Service")).toBe("Service");
    expect(pickText("plain", "ar")).toBe("plain");
  });
});
