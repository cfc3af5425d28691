import { describe, expect, it } from "vitest";
import { officeStatus } from "./hours";

const hours = (days: string[], opens = "09:00", closes = "18:00") => ({
  days,
  opens,
  closes,
  text: { en: "", ar: "" },
});

describe("officeStatus", () => {
  const week = hours(["Su", "Mo", "Tu", "We", "Th"]);
  // Qatar is UTC+3 all year: 2026-11-26 is a Thursday, 2026-11-29 a Sunday.
  const at = (iso: string) => new Date(iso);

  it("is open inside the hours of an open day, in Qatar's time whatever the browser's zone", () => {
    expect(officeStatus(week, at("2026-11-26T06:00:00Z"))).toEqual({ open: true }); // Thu 09:00
    expect(officeStatus(week, at("2026-11-26T14:59:00Z"))).toEqual({ open: true }); // Thu 17:59
  });

  it("names the next opening: later today, tomorrow, or after the weekend", () => {
    expect(officeStatus(week, at("2026-11-25T04:00:00Z"))).toEqual({ open: false, day: "We", inDays: 0 });
    expect(officeStatus(week, at("2026-11-25T15:00:00Z"))).toEqual({ open: false, day: "Th", inDays: 1 });
    // Thursday 18:00 in Doha: the next working day is Sunday, three days on.
    expect(officeStatus(week, at("2026-11-26T15:00:00Z"))).toEqual({ open: false, day: "Su", inDays: 3 });
    expect(officeStatus(week, at("2026-11-27T20:30:00Z"))).toEqual({ open: false, day: "Su", inDays: 2 }); // Fri 23:30
  });

  it("is null when no day is open", () => {
    expect(officeStatus(hours([]), at("2026-11-26T08:00:00Z"))).toBeNull();
  });
});
