import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SlotChoice } from "../../components/booking/booking-api";
import { SlotPicker } from "../../components/booking/SlotPicker";
import { meetingTypes, officeSlots, stubApi } from "../../components/booking/test-fixtures";
import { renderAt } from "../../testing/render";

function Picker({ zone }: { zone: string }) {
  const [value, setValue] = useState<SlotChoice | null>(null);
  return (
    <>
      <SlotPicker value={value} onChange={setValue} visitorZone={zone} />
      <output data-testid="value">{value ? `${value.type} ${value.start}` : "none"}</output>
    </>
  );
}

const dayButton = async (day: string) => {
  await waitFor(() => expect(document.querySelector(`[data-day="${day}"] button`)).not.toBeNull(), {
    timeout: 8000,
  });
  return document.querySelector(`[data-day="${day}"] button`) as HTMLButtonElement;
};

// The calendar is a lazy chunk: its first import (react-day-picker, date-fns) is slow under test.
beforeAll(async () => {
  await import("../../components/booking/SlotCalendar");
}, 20_000);
afterEach(() => vi.restoreAllMocks());

describe("slot picker", () => {
  it("offers the meeting types, then lets only the days with free times be chosen", async () => {
    const calls = stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
    });
    renderAt(<Picker zone="Asia/Qatar" />, { path: "/contact" });
    fireEvent.click(await screen.findByRole("radio", { name: /In the office/ }));
    expect(screen.getByRole("radio", { name: /Video call/ })).toBeTruthy();
    expect((await dayButton("2026-12-01")).disabled).toBe(false);
    expect((await dayButton("2026-12-03")).disabled).toBe(false);
    expect((await dayButton("2026-12-02")).disabled).toBe(true);
    expect((await dayButton("2026-12-10")).disabled).toBe(true);
    expect(calls.map((c) => c.url)).toContain("/api/booking/slots?type=office");
  });

  it("lists the chosen day's times in Doha time only when the visitor is in Doha's zone", async () => {
    stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
    });
    renderAt(<Picker zone="Asia/Qatar" />, { path: "/contact" });
    fireEvent.click(await screen.findByRole("radio", { name: /In the office/ }));
    fireEvent.click(await dayButton("2026-12-01"));
    const times = await screen.findByRole("group", { name: /Free times on Tuesday, 1 December 2026/ });
    expect(
      within(times)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["09:00 Doha", "10:00 Doha"]);
    expect(screen.getByText("Times are shown in Doha time.")).toBeTruthy();
  });

  it("shows both zones when the visitor's zone differs, and reports the chosen slot", async () => {
    stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
    });
    renderAt(<Picker zone="Europe/London" />, { path: "/contact" });
    fireEvent.click(await screen.findByRole("radio", { name: /In the office/ }));
    fireEvent.click(await dayButton("2026-12-01"));
    const time = await screen.findByRole("radio", { name: "09:00 Doha · 06:00 London" });
    expect(screen.getByText("Times are shown in Doha time and in yours (London).")).toBeTruthy();
    fireEvent.click(time);
    expect(screen.getByTestId("value").textContent).toBe("office 2026-12-01T09:00:00+03:00");
  });

  it("says there are no free times and to send a message when the period is full", async () => {
    stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=phone": { body: { ...officeSlots, type: "phone", days: [] } },
    });
    renderAt(<Picker zone="Asia/Qatar" />, { path: "/contact" });
    fireEvent.click(await screen.findByRole("radio", { name: /Phone call/ }));
    expect(
      await screen.findByText("No free times in this period — send us a message and we'll call you."),
    ).toBeTruthy();
  });

  it("shows a skeleton while the free times load", async () => {
    stubApi({ "/api/booking/types": { body: meetingTypes } });
    vi.mocked(globalThis.fetch).mockImplementation(async (input) =>
      String(input) === "/api/booking/types"
        ? new Response(JSON.stringify(meetingTypes), { status: 200 })
        : new Promise<Response>(() => undefined),
    );
    renderAt(<Picker zone="Asia/Qatar" />, { path: "/contact" });
    fireEvent.click(await screen.findByRole("radio", { name: /In the office/ }));
    expect(await screen.findByTestId("slots-loading")).toBeTruthy();
  });

  it("is right-to-left in Arabic, with Arabic names, Arabic city names and Western digits", async () => {
    stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
    });
    renderAt(<Picker zone="Europe/London" />, { path: "/ar/contact" });
    expect(await screen.findByText("كيف تفضّل أن نلتقي؟")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /في المكتب/ }));
    fireEvent.click(await dayButton("2026-12-01"));
    const calendar = document.querySelector("[dir=rtl]") as HTMLElement;
    expect(calendar.textContent).toContain("ديسمبر 2026");
    expect(calendar.textContent).not.toMatch(/[\u0660-\u0669]/);
    expect(await screen.findByRole("radio", { name: "09:00 الدوحة · 06:00 لندن" })).toBeTruthy();
    expect(screen.getByText("تظهر المواعيد بتوقيت الدوحة وبتوقيتك (لندن).")).toBeTruthy();
  });
});
