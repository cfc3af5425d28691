// A time staff cannot book at all (passed, a closed day, not one of the day's starts) is told in the staff
// member's language with the sentence the server sends for its code (admin-errors.json), never as
// "taken", when booking for a caller and when moving a meeting; the free times are fetched again.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import arBooking from "../locales/ar/admin-booking.json";
import arErrors from "../locales/ar/admin-errors.json";
import { setAdminLanguage } from "./i18n";
import { AgendaPage } from "./pages/AgendaPage";
import { addDays, todayInDoha, weekStart } from "./pages/agenda/days";
import { type Call, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { Agenda, StaffSlots } from "./types";

beforeEach(() => {
  setCookie("csrftoken", "tok");
  setAdminLanguage("ar");
});
afterEach(() => {
  setAdminLanguage("en");
  vi.unstubAllGlobals();
});

const ui = arBooking.adminBooking;
// The sentences the server sends a staff member who chose Arabic (config/admin_errors.py).
const SENT = arErrors.adminErrors.booking as Record<string, string | undefined>;
const today = todayInDoha();
const tomorrow = addDays(today, 1);
const SARA = { id: 1, user_id: 10, name: "Sara Ali", active: true };
const TYPE = { id: 5, slug: "phone", name: "استشارة هاتفية", mode: "phone", duration_minutes: 30 };
const AGENDA: Agenda = {
  first_day: weekStart(today),
  last_day: addDays(weekStart(today), 6),
  time_zone: "Asia/Qatar",
  meetings: [
    {
      id: 1,
      lead: { id: 101, name: "مريم السيد", phone: "+97455123456", email: "", service: "", service_label: "" },
      meeting_type: TYPE,
      consultant: SARA,
      start: `${today}T23:00:00+03:00`,
      end: `${today}T23:30:00+03:00`,
      status: "confirmed",
      created_by: null,
      created_at: `${today}T06:00:00+03:00`,
      video_link: "",
      note: "",
    },
  ],
  consultants: [SARA],
  meeting_types: [TYPE],
};
const START = `${tomorrow}T10:00:00+03:00`;
const SLOTS: StaffSlots = {
  meeting_type: TYPE.id,
  first_day: today,
  last_day: addDays(today, 13),
  days: [{ date: tomorrow, slots: [{ start: START, end: `${tomorrow}T10:30:00+03:00`, consultants: [1] }] }],
};

function refusal(code: string, key: string) {
  return () => ({ status: 422, body: { error: { code, message: SENT[key] ?? "" } } });
}

function slotFetches(calls: Call[]): number {
  return calls.filter((c) => c.url.startsWith("/api/admin/booking/slots")).length;
}

async function chooseTime(scope: HTMLElement) {
  const time = await within(scope).findByRole("combobox", { name: ui.slots.time });
  fireEvent.change(time, { target: { value: START } });
}

describe("a time that cannot be booked, in Arabic", () => {
  it.each([
    ["slot_past", "slotPast"],
    ["slot_closed", "slotClosed"],
    ["slot_not_offered", "slotNotOffered"],
  ])(
    "moving a meeting: %s is told by its own sentence and the free times are fetched again",
    async (code, key) => {
      const { calls } = fakeApi({
        "GET /api/admin/booking/agenda": { body: AGENDA },
        "GET /api/admin/booking/slots": { body: SLOTS },
        "POST /api/admin/booking/bookings/1/reschedule": refusal(code, key),
      });
      renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
      const item = await screen.findByRole("listitem", { name: /مريم السيد/ });
      fireEvent.click(within(item).getByRole("button", { name: ui.meeting.reschedule }));
      await chooseTime(item);
      const fetched = slotFetches(calls);
      fireEvent.click(within(item).getByRole("button", { name: ui.meeting.move }));
      const alert = await within(item).findByRole("alert");
      expect(SENT[key]).toBeTruthy();
      expect(alert.textContent).toBe(SENT[key]);
      expect(alert.textContent).not.toBe(SENT.slotTaken);
      await waitFor(() => expect(slotFetches(calls)).toBeGreaterThan(fetched));
    },
  );

  it("booking for a caller: a passed time is told as passed, not as taken", async () => {
    fakeApi({
      "GET /api/admin/booking/agenda": { body: AGENDA },
      "GET /api/admin/booking/slots": { body: SLOTS },
      "GET /api/admin/leads/choices": { body: { service: [], country: [] } },
      "POST /api/admin/booking/bookings": refusal("slot_past", "slotPast"),
    });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    fireEvent.click(await screen.findByRole("button", { name: ui.agenda.bookForCaller }));
    const form = await screen.findByRole("form", { name: ui.book.heading });
    fireEvent.change(
      within(form).getByRole("textbox", { name: (name) => name.startsWith(ui.book.leadNumber) }),
      {
        target: { value: "101" },
      },
    );
    await chooseTime(form);
    fireEvent.click(within(form).getByRole("button", { name: ui.book.submit }));
    const alert = await within(form).findByRole("alert");
    expect(SENT.slotPast).toBeTruthy();
    expect(alert.textContent).toBe(SENT.slotPast);
  });
});
