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

  it("leaves text that is not a date as it is", () => {
    const format = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Qatar" });
    expect(formatWith(format, "soon")).toBe("soon");
  });
});
