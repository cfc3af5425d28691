import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { meetingTypes, officeSlots, stubApi } from "../../../components/booking/test-fixtures";
import { clearToasts, Toaster } from "../../../components/ui/toast";
import { Route, Routes, useLocation } from "../../../lib/router";
import { service, text } from "../../../testing/fixtures";
import { renderAt } from "../../../testing/render";
import { ContactForm } from "./ContactForm";

function BookingPageStub() {
  return <p>Booking page at {useLocation().pathname}</p>;
}

function renderForm(path = "/contact") {
  return renderAt(
    <>
      <Routes>
        <Route path="/contact" element={<ContactForm visitorZone="Europe/London" />} />
        <Route path="/ar/contact" element={<ContactForm visitorZone="Europe/London" />} />
        <Route path="/booking/:token" element={<BookingPageStub />} />
        <Route path="/ar/booking/:token" element={<BookingPageStub />} />
      </Routes>
      <Toaster />
    </>,
    { path, data: { "/api/services": [service(1, "study", text("Student visas", "تأشيرات الدراسة"))] } },
  );
}

function fill() {
  const set = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set(/^First name/, "Sara");
  set(/^Last name/, "Haddad");
  set(/^E-mail address/, "sara@example.com");
  set(/^Phone number/, "+974 5512 3456");
  set(/^Country of interest/, "canada");
  set(/^Service of interest/, "study");
  fireEvent.click(screen.getByRole("checkbox"));
}

async function pickTime(day: string, name: string) {
  fireEvent.click(await screen.findByRole("radio", { name: /In the office/ }));
  await waitFor(() => expect(document.querySelector(`[data-day="${day}"] button`)).not.toBeNull(), {
    timeout: 8000,
  });
  fireEvent.click(document.querySelector(`[data-day="${day}"] button`) as HTMLButtonElement);
  fireEvent.click(await screen.findByRole("radio", { name }));
}

const created = { id: 5, token: "tok", path: { en: "/booking/tok", ar: "/ar/booking/tok" } };

let clock = 0;
beforeAll(async () => {
  await import("../../../components/booking/SlotCalendar");
}, 20_000);
beforeEach(() => {
  vi.spyOn(Date, "now").mockImplementation(() => {
    clock += 5000;
    return clock;
  });
});
afterEach(() => {
  act(() => clearToasts());
  vi.restoreAllMocks();
});

// The form loads its rules when it first checks its fields (lib/lazy-resolver.ts): loaded ahead here, as
// focusing the form does in the browser, so the first check is not slowed by the test runner compiling Zod.
beforeAll(() => import("../resolver"));

describe("contact form with the slot picker", () => {
  it("books the chosen time with the form's fields and goes to the booking page", async () => {
    const calls = stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
      "POST /api/booking": { status: 201, body: created },
    });
    renderForm();
    fill();
    await pickTime("2026-12-01", "09:00 Doha · 06:00 London");
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    expect(await screen.findByText("Booking page at /booking/tok")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/booking");
    expect(post?.body).toMatchObject({
      first_name: "Sara",
      email: "sara@example.com",
      service: "study",
      consent: true,
      language: "en",
      type: "office",
      start: "2026-12-01T09:00:00+03:00",
      time_zone: "Europe/London",
    });
    expect(calls.some((c) => c.url === "/api/contact")).toBe(false);
  });

  it("goes to the Arabic booking page from the Arabic form", async () => {
    stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
      "POST /api/booking": { status: 201, body: created },
    });
    renderForm("/ar/contact");
    const set = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(/^الاسم الأول/, "سارة");
    set(/^اسم العائلة/, "حداد");
    set(/^البريد الإلكتروني/, "sara@example.com");
    set(/^رقم الهاتف/, "+974 5512 3456");
    set(/^الدولة التي تهمّك/, "canada");
    set(/^الخدمة المطلوبة/, "study");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(await screen.findByRole("radio", { name: /في المكتب/ }));
    await waitFor(() => expect(document.querySelector('[data-day="2026-12-03"] button')).not.toBeNull(), {
      timeout: 8000,
    });
    fireEvent.click(document.querySelector('[data-day="2026-12-03"] button') as HTMLButtonElement);
    fireEvent.click(await screen.findByRole("radio", { name: "11:00 الدوحة · 08:00 لندن" }));
    fireEvent.click(screen.getByRole("button", { name: "احجز هذا الموعد" }));
    expect(await screen.findByText("Booking page at /ar/booking/tok")).toBeTruthy();
  });

  it("still sends a plain message to /api/contact when no time is picked", async () => {
    const calls = stubApi({
      "/api/booking/types": { body: meetingTypes },
      "POST /api/contact": { status: 201, body: { id: 3 } },
    });
    renderForm();
    fill();
    await screen.findByRole("radio", { name: /In the office/ });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      (await screen.findAllByText("Message sent successfully!", {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/contact");
    expect(post?.body).not.toHaveProperty("type");
    expect(post?.body).not.toHaveProperty("start");
  });

  it("sends a plain message again once the picked time is cleared", async () => {
    const calls = stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
      "POST /api/contact": { status: 201, body: { id: 4 } },
    });
    renderForm();
    fill();
    await pickTime("2026-12-01", "10:00 Doha · 07:00 London");
    expect(screen.getByRole("button", { name: "Book this time" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send a message without a time" }));
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === "/api/contact")).toBe(true),
    );
  });

  it("offers the next free times when the chosen one was taken, keeping what was typed", async () => {
    const next = [
      { start: "2026-12-01T10:00:00+03:00", end: "2026-12-01T10:30:00+03:00" },
      { start: "2026-12-03T11:00:00+03:00", end: "2026-12-03T11:30:00+03:00" },
    ];
    let attempts = 0;
    const calls = stubApi({
      "/api/booking/types": { body: meetingTypes },
      "/api/booking/slots?type=office": { body: officeSlots },
      "POST /api/booking": () =>
        ++attempts === 1
          ? {
              status: 409,
              body: { error: { code: "slot_taken", message: "That time was just taken.", next_slots: next } },
            }
          : { status: 201, body: created },
    });
    renderForm();
    fill();
    await pickTime("2026-12-01", "09:00 Doha · 06:00 London");
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    const alert = await screen.findByTestId("slot-taken");
    expect(alert.textContent).toContain("Sorry, that time was just taken. These are the next free times:");
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe("Sara");
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === "/api/booking/slots?type=office").length).toBeGreaterThan(1),
    );
    fireEvent.click(screen.getByRole("button", { name: "Thu 3 Dec, 11:00 Doha · 08:00 London" }));
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    expect(await screen.findByText("Booking page at /booking/tok")).toBeTruthy();
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.map((p) => p.body?.start)).toEqual([
      "2026-12-01T09:00:00+03:00",
      "2026-12-03T11:00:00+03:00",
    ]);
  });
});
