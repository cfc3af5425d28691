// The reading time under a post's title is counted the way each language counts: Arabic has a form
// for one, two, three to ten, and eleven and more (Intl.PluralRules' categories), English two.
import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n";

const readingTime = (lang: "en" | "ar", count: number) =>
  createI18n(lang).t("blogPage.readingTime", { count });

describe("reading time", () => {
  it.each([
    [1, "دقيقة واحدة للقراءة"],
    [2, "دقيقتان للقراءة"],
    [3, "3 دقائق للقراءة"],
    [10, "10 دقائق للقراءة"],
    [11, "11 دقيقة للقراءة"],
    [100, "100 دقيقة للقراءة"],
  ])("reads %i minute(s) in natural Arabic with Western digits", (count, text) => {
    expect(readingTime("ar", count)).toBe(text);
  });

  it.each([
    [1, "1 min read"],
    [2, "2 min read"],
    [3, "3 min read"],
    [10, "10 min read"],
    [11, "11 min read"],
    [100, "100 min read"],
  ])("reads %i minute(s) in English", (count, text) => {
    expect(readingTime("en", count)).toBe(text);
  });
});
