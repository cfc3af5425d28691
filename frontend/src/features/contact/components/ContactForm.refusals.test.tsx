// A time the server refuses as unbookable (passed, too soon, too far ahead, a closed day, not a slot
// start) is said as such on the booking form, in the page's language, never as "taken".
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { meetingTypes, officeSlots, stubApi } from "../../../components/booking/test-fixtures";
import { clearToasts, Toaster } from "../../../components/ui/toast";
import { service, site, text } from "../../../testing/fixtures";
import { renderAt } from "../../../testing/render";
import { ContactForm } from "./ContactForm";

const FIELDS = {
  en: [
    /^First name/,
    /^Last name/,
    /^E-mail address/,
    /^Phone number/,
    /^Country of interest/,
    /^Service of interest/,
  ],
  ar: [
    /^الاسم الأول/,
    /^اسم العائلة/,
    /^البريد الإلكتروني/,
    /^رقم الهاتف/,
    /^الدولة التي تهمّك/,
    /^الخدمة المطلوبة/,
  ],
};
const VALUES = ["Sara", "Haddad", "sara@example.com", "+974 5512 3456", "canada", "study"];

const CASES: [string, string, string][] = [
  ["slot_past", "That time has already passed.", "لقد مضى هذا الموعد."],
  ["slot_too_soon", "That time is too soon to book online.", "هذا الموعد قريب جدًا"],
  ["slot_too_far", "That time is further ahead than we take bookings.", "أبعد من الفترة المتاحة للحجز"],
  ["slot_closed", "We are closed on that day.", "مكتبنا مغلق في ذلك اليوم."],
  [
    "slot_not_offered",
    "Meetings start only at the times shown.",
    "لا تبدأ المواعيد إلا في الأوقات المعروضة.",
  ],
];

let clock = 0;
beforeAll(async () => {
  await import("../../../components/booking/SlotCalendar");
  await import("../resolver");
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

describe("booking form: a refused time", () => {
  for (const lang of ["en", "ar"] as const) {
    it.each(CASES)(
      `says why %s was refused (${lang})`,
      async (code, english, arabic) => {
        stubApi({
          "/api/booking/types": { body: meetingTypes },
          "/api/booking/slots?type=office": { body: officeSlots },
          "POST /api/booking": { status: 422, body: { error: { code, message: "The server's English." } } },
        });
        renderAt(
          <>
            <ContactForm visitorZone="Europe/London" />
            <Toaster />
          </>,
          {
            path: lang === "ar" ? "/ar/contact" : "/contact",
            data: {
              "/api/services": [service(1, "study", text("Student visas", "تأشيرات الدراسة"))],
              "/api/site": site,
            },
          },
        );
        FIELDS[lang].forEach((label, i) => {
          fireEvent.change(screen.getByLabelText(label), { target: { value: VALUES[i] } });
        });
        fireEvent.click(screen.getByRole("checkbox"));
        fireEvent.click(
          await screen.findByRole("radio", { name: lang === "ar" ? /في المكتب/ : /In the office/ }),
        );
        await waitFor(() => expect(document.querySelector('[data-day="2026-12-01"] button')).not.toBeNull(), {
          timeout: 8000,
        });
        fireEvent.click(document.querySelector('[data-day="2026-12-01"] button') as HTMLButtonElement);
        const times = await screen.findAllByRole("radio", { name: /Doha|الدوحة/ });
        fireEvent.click(times[0]);
        fireEvent.click(
          screen.getByRole("button", { name: lang === "ar" ? "احجز هذا الموعد" : "Book this time" }),
        );
        const said = await screen.findAllByText((text) => text.includes(lang === "ar" ? arabic : english));
        expect(said.length).toBeGreaterThan(0);
        expect(screen.queryByTestId("slot-taken")).toBeNull();
        expect(screen.queryByText(/just taken|حُجز هذا الموعد للتو/)).toBeNull();
        expect((screen.getByLabelText(FIELDS[lang][0]) as HTMLInputElement).value).toBe("Sara");
      },
      30_000,
    );
  }
});
