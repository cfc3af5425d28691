import { describe, expect, it } from "vitest";
import { pickText, switchLangHref } from "./lang";

// The /ar rule itself (the language of a path, its spelling in each): shared-cases.test.ts.
describe("the language switcher", () => {
  it("adds or removes /ar and keeps the rest of the path, the query and the hash", () => {
    expect(switchLangHref("/services/study", "?x=1", "#faq", "ar")).toBe("/ar/services/study?x=1#faq");
    expect(switchLangHref("/ar/services/study", "", "", "en")).toBe("/services/study");
    expect(switchLangHref("/", "", "", "ar")).toBe("/ar");
    expect(switchLangHref("/ar", "", "", "en")).toBe("/");
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
