import { describe, expect, it } from "vitest";
import { formatDate, formatWith, parseDate } from "./dates";

describe("dates", () => {
  it("reads a bare calendar day as that day in every time zone, and a timestamp as its moment", () => {
    expect(parseDate("2026-10-25").toISOString()).toBe("2026-10-25T12:00:00.000Z");
    expect(parseDate("2026-10-25T08:00:00Z").toISOString()).toBe("2026-10-25T08:00:00.000Z");
  });

  it("writes a visitor's date in English, or in Arabic with Western digits", () => {
    expect(formatDate("2026-10-05", "en")).toBe("5 October 2026");
    expect(formatDate("2026-10-05", "ar")).toMatch(/^5 .+ 2026$/);
    expect(formatDate("2026-10-05", "ar")).not.toMatch(/[\u0660-\u0669]/);
  });

  it("counts a late-evening timestamp on Doha's day, not the reader's", () => {
    expect(formatDate("2026-10-05T22:30:00Z", "en")).toBe("6 October 2026");
  });

  it("writes every day of a year, and every hour around Doha's midnight, as Intl writes them", () => {
    const intl = (lang: string) =>
      new Intl.DateTimeFormat(lang === "ar" ? "ar-QA-u-nu-latn" : "en-GB", {
        dateStyle: "long",
        timeZone: "Asia/Qatar",
      });
    for (const lang of ["en", "ar"]) {
      const format = intl(lang);
      for (let day = 0; day < 366; day++) {
        const noon = new Date(Date.UTC(2028, 0, 1 + day, 12));
        const iso = noon.toISOString().slice(0, 10);
        expect(formatDate(iso, lang)).toBe(formatWith(format, iso));
      }
      for (let hour = -6; hour <= 6; hour++) {
        const moment = new Date(Date.UTC(2026, 11, 31, 21 + hour, 30)).toISOString();
        expect(formatDate(moment, lang)).toBe(formatWith(format, moment));
      }
    }
  });

  it("leaves text that is not a date as it is", () => {
    expect(formatDate("soon", "ar")).toBe("soon");
    const format = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Qatar" });
    expect(formatWith(format, "soon")).toBe("soon");
  });
});
