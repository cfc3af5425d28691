import { describe, expect, it } from "vitest";
import { formatHours } from "./hours";

const hours = (days: string[], opens = "09:00", closes = "18:00") => ({ days, opens, closes });

describe("formatHours", () => {
  it("writes a run of days as first–last with the times, in English and Arabic", () => {
    const week = hours(["Su", "Mo", "Tu", "We", "Th"]);
    expect(formatHours(week, "en")).toBe("Sunday–Thursday, 09:00–18:00");
    expect(formatHours(week, "ar")).toBe("الأحد–الخميس، 09:00–18:00");
  });

  it("orders the days, splits separate runs and keeps a single day alone", () => {
    expect(formatHours(hours(["We", "Su", "Mo"], "08:30", "17:00"), "en")).toBe(
      "Sunday–Monday, Wednesday, 08:30–17:00",
    );
    expect(formatHours(hours(["Sa"], "10:00", "14:00"), "ar")).toBe("السبت، 10:00–14:00");
  });

  it("keeps a run across the end of the week whole and handles every day or none", () => {
    expect(formatHours(hours(["Sa", "Su", "Mo", "Tu", "We", "Th"]), "en")).toBe(
      "Saturday–Thursday, 09:00–18:00",
    );
    expect(formatHours(hours(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]), "en")).toBe(
      "Sunday–Saturday, 09:00–18:00",
    );
    expect(formatHours(hours([]), "en")).toBe("09:00–18:00");
    expect(formatHours(hours(["Xx", "Mo"]), "en")).toBe("Monday, 09:00–18:00");
  });
});
