import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { booking, officeSlots, stubApi } from "../../components/booking/test-fixtures";
import type { BookingOut } from "../../lib/api-types";
import { site } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import BookingPage from "./BookingPage";

const KEY = "/api/booking/manage/tok";

function renderPage(path = "/booking/tok", data: BookingOut = booking) {
  return renderAt(<BookingPage />, { path, data: { [KEY]: data, "/api/site": site } });
}

beforeAll(async () => {
  await import("../../components/booking/SlotCalendar");
}, 20_000);
afterEach(() => vi.restoreAllMocks());

describe("booking page", () => {
  it("shows the time in Doha and the visitor's zone, the place, the consultant and what to bring", () => {
    stubApi({});
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your free consultation is booked");
    expect(screen.getByText("Thank you, Sara. We have sent the details to sara@example.com.")).toBeTruthy();
    expect(screen.getByText("Tuesday, 1 December 2026")).toBeTruthy();
    expect(screen.getByText("09:00 Doha · 06:00 London (30 minutes)")).toBeTruthy();
    expect(screen.getByText("In the office")).toBeTruthy();
    expect(screen.getByText("Tower 2, West Bay, Doha")).toBeTruthy();
    expect(screen.getByRole("link", { name: /View on map/ }).getAttribute("href")).toBe(
      "https://maps.example/office",
    );
    expect(screen.getByText("Layla")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What to bring" })).toBeTruthy();
  });

  it("links the calendar file, Google Calendar in a new tab, and WhatsApp", () => {
    stubApi({});
    renderPage();
    expect(screen.getByRole("link", { name: "Download the calendar file (.ics)" }).getAttribute("href")).toBe(
      booking.calendar_url.en,
    );
    const google = screen.getByRole("link", { name: /Add to Google Calendar/ });
    expect(google.getAttribute("href")).toBe(booking.google_calendar_url.en);
    expect(google.getAttribute("target")).toBe("_blank");
    expect(google.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: /Message us on WhatsApp/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/97444312200\?text=/,
    );
  });

  it("tells the phone meeting's number and the video meeting's link", () => {
    stubApi({});
    const { unmount } = renderPage("/booking/tok", {
      ...booking,
      place: { mode: "phone", phone: "+974 5512 3456", link: "", map_url: "", address: null },
    });
    expect(screen.getByText("+974 5512 3456")).toBeTruthy();
    unmount();
    renderPage("/booking/tok", {
      ...booking,
      place: { mode: "video", phone: "", link: "https://meet.example/room", map_url: "", address: null },
    });
    expect(screen.getByRole("link", { name: /Join the video call/ }).getAttribute("href")).toBe(
      "https://meet.example/room",
    );
  });

  it("says the consultant sends the video link when there is no room service, in both languages", () => {
    stubApi({});
    const noRoom: BookingOut = {
      ...booking,
      place: { mode: "video", phone: "", link: "", map_url: "", address: null },
    };
    const { unmount } = renderPage("/booking/tok", noRoom);
    expect(
      screen.getByText("Your consultant will send you the link to the video call before the meeting."),
    ).toBeTruthy();
    expect(screen.queryByText(/e-mail you the link/)).toBeNull();
    unmount();
    renderPage("/ar/booking/tok", noRoom);
    expect(screen.getByText("سيرسل إليك مستشارك رابط مكالمة الفيديو قبل الموعد.")).toBeTruthy();
  });

  it("shows no way into the video room once the consultation is cancelled, in both languages", () => {
    stubApi({});
    const cancelled: BookingOut = {
      ...booking,
      status: "cancelled",
      can_change: false,
      place: { mode: "video", phone: "", link: "", map_url: "", address: null },
    };
    const { unmount } = renderPage("/booking/tok", cancelled);
    expect(screen.getByText("Video call")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Join the video call/ })).toBeNull();
    expect(screen.queryByText(/link to the video call/)).toBeNull();
    unmount();
    renderPage("/ar/booking/tok", cancelled);
    expect(screen.getByText("مكالمة فيديو")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /الانضمام إلى مكالمة الفيديو/ })).toBeNull();
  });

  it("says why a new time was refused, in the page's language", async () => {
    const cases: [string, string, string][] = [
      ["slot_past", "That time has already passed.", "لقد مضى هذا الموعد."],
      ["slot_too_soon", "That time is too soon to book online.", "هذا الموعد قريب جدًا"],
      ["slot_too_far", "That time is further ahead than we take bookings.", "أبعد من الفترة المتاحة للحجز"],
      ["slot_closed", "We are closed on that day.", "مكتبنا مغلق في ذلك اليوم."],
      [
        "slot_not_offered",
        "Meetings start only at the times shown.",
        "لا تبدأ المواعيد إلا في الأوقات المعروضة.",
      ],
      ["too_many_changes", "You have moved this consultation several times today.", "عدة مرات اليوم"],
    ];
    for (const [code, english, arabic] of cases) {
      for (const [path, expected, move] of [
        ["/booking/tok?action=reschedule", english, "Move to this time"],
        ["/ar/booking/tok?action=reschedule", arabic, "نقل الاستشارة إلى هذا الموعد"],
      ]) {
        stubApi({
          "/api/booking/slots?type=office": { body: officeSlots },
          [`POST ${KEY}/reschedule`]: {
            status: code === "too_many_changes" ? 429 : 422,
            body: { error: { code, message: "The server's English, never shown." } },
          },
        });
        const { unmount } = renderPage(path);
        await waitFor(() => expect(document.querySelector('[data-day="2026-12-03"] button')).not.toBeNull(), {
          timeout: 8000,
        });
        fireEvent.click(document.querySelector('[data-day="2026-12-03"] button') as HTMLButtonElement);
        fireEvent.click((await screen.findAllByRole("radio"))[0]);
        fireEvent.click(screen.getByRole("button", { name: move }));
        const alert = await screen.findByRole("alert");
        expect(alert.textContent).toContain(expected);
        expect(alert.textContent).not.toContain("taken");
        expect(alert.textContent).not.toContain("حُجز");
        unmount();
        vi.restoreAllMocks();
      }
    }
  }, 60_000);

  it("moves the consultation to a new time of the same type and says so in the focused heading", async () => {
    const moved = {
      ...booking,
      starts_at: "2026-12-03T11:00:00+03:00",
      ends_at: "2026-12-03T11:30:00+03:00",
    };
    const calls = stubApi({
      "/api/booking/slots?type=office": { body: officeSlots },
      [`POST ${KEY}/reschedule`]: { body: moved },
    });
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Change the time" }));
    expect(screen.queryByRole("radio", { name: /Phone call/ })).toBeNull();
    await waitFor(() => expect(document.querySelector('[data-day="2026-12-03"] button')).not.toBeNull(), {
      timeout: 8000,
    });
    fireEvent.click(document.querySelector('[data-day="2026-12-03"] button') as HTMLButtonElement);
    fireEvent.click(await screen.findByRole("radio", { name: "11:00 Doha · 08:00 London" }));
    fireEvent.click(screen.getByRole("button", { name: "Move to this time" }));
    const heading = await screen.findByRole("heading", { name: "Your free consultation has been moved" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Thursday, 3 December 2026")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      start: "2026-12-03T11:00:00+03:00",
      time_zone: "Europe/London",
    });
  });

  it("cancels after a confirmation step, then offers to book again", async () => {
    const calls = stubApi({
      [`POST ${KEY}/cancel`]: { body: { ...booking, status: "cancelled", can_change: false } },
    });
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Cancel the consultation" }));
    expect(calls).toHaveLength(0);
    expect(
      screen.getByRole("heading", { name: "Cancel your consultation on Tuesday, 1 December 2026?" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    const heading = await screen.findByRole("heading", { name: "Your free consultation is cancelled" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${KEY}/cancel`]);
    expect(screen.getByRole("link", { name: "Book again" }).getAttribute("href")).toBe("/book");
  });

  it("opens the cancel step from the e-mail's ?action=cancel link and says when it is too late", async () => {
    stubApi({
      [`POST ${KEY}/cancel`]: {
        status: 422,
        body: { error: { code: "too_late", message: "It is too close to the meeting to cancel it online." } },
      },
    });
    renderPage("/booking/tok?action=cancel");
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect(
      await screen.findByText(
        "It is too close to your consultation to change it online. Please call us on +974 4431 2200.",
      ),
    ).toBeTruthy();
  });

  it("explains that a booking too close to change is changed by phone or WhatsApp", () => {
    stubApi({});
    renderPage("/booking/tok?action=reschedule", { ...booking, can_change: false });
    expect(screen.queryByRole("button", { name: "Change the time" })).toBeNull();
    expect(screen.getByText(/too close to change online/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /\+974 4431 2200/ }).getAttribute("href")).toBe(
      "tel:+97444312200",
    );
  });

  it("says the link is not valid when the booking is not found", async () => {
    stubApi({});
    renderAt(<BookingPage />, { path: "/booking/bad", data: { "/api/site": site } });
    expect(await screen.findByRole("heading", { name: "This booking link is not valid" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a free consultation" }).getAttribute("href")).toBe("/book");
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });

  it("is in Arabic under /ar, with Arabic dates in Western digits and a right-to-left calendar", async () => {
    stubApi({ "/api/booking/slots?type=office": { body: officeSlots } });
    renderPage("/ar/booking/tok?action=reschedule");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("تم حجز استشارتك المجانية");
    expect(screen.getByText("الثلاثاء، 1 ديسمبر 2026")).toBeTruthy();
    expect(screen.getByText("09:00 الدوحة · 06:00 لندن، لمدة 30 دقيقة")).toBeTruthy();
    expect(screen.getByText("في المكتب")).toBeTruthy();
    // The consultant and the calendar files in the page's language, whatever the visitor booked in.
    expect(screen.getByText("ليلى")).toBeTruthy();
    expect(screen.queryByText("Layla")).toBeNull();
    expect(screen.getByRole("link", { name: /\.ics/ }).getAttribute("href")).toBe(booking.calendar_url.ar);
    expect(screen.getByRole("heading", { name: "اختر موعدًا جديدًا" })).toBeTruthy();
    await waitFor(() => expect(document.querySelector(".rdp-root, [dir=rtl]")).not.toBeNull(), {
      timeout: 8000,
    });
    expect(document.querySelector("[dir=rtl]")?.textContent).toContain("ديسمبر 2026");
  });
});
