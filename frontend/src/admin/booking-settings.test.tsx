import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClosuresSection } from "./pages/booking-settings/ClosuresSection";
import { type Call, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { Closure, HolidaySeedResult } from "./types";

// The screen offers the public holidays of this year and the next: "now" is fixed in 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T09:00:00+03:00"));
  setCookie("csrftoken", "tok");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CLOSURES = "/api/admin/booking/closures";

const ARABIC: Record<string, string> = { "Eid al-Fitr": "عيد الفطر", "National Day": "اليوم الوطني" };

function closure(id: number, date: string, name_en: string, estimated: boolean): Closure {
  return { id, date, name_en, name_ar: ARABIC[name_en], estimated, source: "holiday" };
}
const YEARS: Record<string, Closure[]> = {
  "2026": [closure(1, "2026-03-20", "Eid al-Fitr", true), closure(2, "2026-12-18", "National Day", false)],
  "2027": [closure(7, "2027-03-10", "Eid al-Fitr", true), closure(8, "2027-12-18", "National Day", false)],
};

function closures(call: Call) {
  return { body: YEARS[new URL(call.url, "http://x").searchParams.get("year") ?? ""] ?? [] };
}

/** The list row of the closure on `day`, found by its Edit button (named for screen readers). */
async function row(day: string) {
  return (await screen.findByRole("button", { name: `Edit ${day}` })).closest("li") as HTMLElement;
}

describe("booking settings: closures", () => {
  it("lists the chosen year's closures and marks the estimated dates", async () => {
    const { calls } = fakeApi({ [`GET ${CLOSURES}`]: closures });
    renderAdmin(<ClosuresSection />, { path: "/admin/booking/settings" });
    const eid = await row("Friday, 20 March 2026");
    expect(eid.textContent).toContain("Eid al-Fitr");
    expect(within(eid).getByText("Estimated")).toBeTruthy();
    const nationalDay = await row("Friday, 18 December 2026");
    expect(nationalDay.textContent).toContain("National Day");
    expect(within(nationalDay).queryByText("Estimated")).toBeNull();
    expect(calls[0].url).toBe(`${CLOSURES}?year=2026`);

    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "2027" } });
    expect(within(await row("Wednesday, 10 March 2027")).getByText("Estimated")).toBeTruthy();
    expect(screen.queryByText("Friday, 20 March 2026")).toBeNull();
    expect(calls.at(-1)?.url).toBe(`${CLOSURES}?year=2027`);
  });

  it("moves an estimated Eid to its sighted date, no longer estimated", async () => {
    const { calls } = fakeApi({
      [`GET ${CLOSURES}`]: closures,
      [`PATCH ${CLOSURES}/1`]: { body: closure(1, "2026-03-21", "Eid al-Fitr", false) },
    });
    renderAdmin(<ClosuresSection />, { path: "/admin/booking/settings" });
    fireEvent.click(within(await row("Friday, 20 March 2026")).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-03-21" } });
    fireEvent.click(screen.getByLabelText(/The date is estimated/));
    fireEvent.click(screen.getByRole("button", { name: "Save the closure" }));

    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe(`${CLOSURES}/1`);
    expect(patch?.body).toEqual({
      date: "2026-03-21",
      name_en: "Eid al-Fitr",
      name_ar: "عيد الفطر",
      estimated: false,
    });
    expect(patch?.headers["X-CSRFToken"]).toBe("tok");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save the closure" })).toBeNull());
  });

  it("adds 2027's public holidays and says what was added", async () => {
    const seeded: HolidaySeedResult = {
      year: 2027,
      seeded: true,
      closures: YEARS["2027"],
      special_hours: [],
    };
    const { calls } = fakeApi({
      [`GET ${CLOSURES}`]: closures,
      [`POST ${CLOSURES}/seed`]: { body: seeded },
    });
    renderAdmin(<ClosuresSection />, { path: "/admin/booking/settings" });
    await row("Friday, 18 December 2026");
    fireEvent.click(screen.getByRole("button", { name: "Add 2027's public holidays" }));

    expect(
      await screen.findByText(
        "Added 2 public holidays of 2027. Estimated dates are marked: check them when the moon is sighted.",
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ year: 2027 });
  });

  it("says when a year's public holidays were added before", async () => {
    const before: HolidaySeedResult = { year: 2027, seeded: false, closures: [], special_hours: [] };
    fakeApi({ [`GET ${CLOSURES}`]: closures, [`POST ${CLOSURES}/seed`]: { body: before } });
    renderAdmin(<ClosuresSection />, { path: "/admin/booking/settings" });
    await row("Friday, 18 December 2026");
    fireEvent.click(screen.getByRole("button", { name: "Add 2027's public holidays" }));
    expect(
      await screen.findByText("2027's public holidays were added before; nothing was changed."),
    ).toBeTruthy();
  });
});
