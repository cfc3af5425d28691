// The translation function as the code uses it (it replaced i18next: the same results).
import { describe, expect, it } from "vitest";
import { Strings } from "./i18n-core";

const strings = new Strings("en", {
  en: {
    a: { b: "Hello {{name}}", n_one: "{{count}} minute", n_other: "{{count}} minutes", plain: "Plain" },
    onlyEn: "English only",
  },
  ar: {
    a: {
      b: "مرحبا {{name}}",
      n_zero: "أقل من دقيقة",
      n_one: "دقيقة واحدة",
      n_two: "دقيقتان",
      n_few: "{{count}} دقائق",
      n_many: "{{count}} دقيقة",
      n_other: "{{count}} دقيقة",
    },
  },
});
const { t } = strings;

describe("t", () => {
  it("reads a dotted key in the instance's language or the one asked for", () => {
    expect(t("a.plain")).toBe("Plain");
    expect(t("a.b", { name: "Sara", lng: "ar" })).toBe("مرحبا Sara");
  });

  it("interpolates values: a value given as undefined is empty, a value not given stays written", () => {
    expect(t("a.b", { name: 3 })).toBe("Hello 3");
    expect(t("a.b", { name: undefined })).toBe("Hello ");
    expect(t("a.b")).toBe("Hello {{name}}");
  });

  it("picks the plural form of the language by the count", () => {
    expect(t("a.n", { count: 1 })).toBe("1 minute");
    expect(t("a.n", { count: 0 })).toBe("0 minutes");
    expect([0, 1, 2, 3, 11, 100].map((count) => t("a.n", { count, lng: "ar" }))).toEqual([
      "أقل من دقيقة",
      "دقيقة واحدة",
      "دقيقتان",
      "3 دقائق",
      "11 دقيقة",
      "100 دقيقة",
    ]);
  });

  it("falls back to English, then to the default value, then to the key", () => {
    expect(t("onlyEn", { lng: "ar" })).toBe("English only");
    expect(t("missing.key", { defaultValue: "Default {{x}}", x: 1 })).toBe("Default 1");
    expect(t("missing.key")).toBe("missing.key");
    expect(t("a")).toBe("a"); // a branch, not a string
  });
});
