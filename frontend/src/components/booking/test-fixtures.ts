// Booking API answers for component tests (typed by the generated API types), and a fetch stub
// that answers them by URL and records what was sent.
import { vi } from "vitest";
import type { BookingOut, MeetingTypeOut, SlotsOut } from "../../lib/api-types";

const both = (en: string, ar: string) => ({ en, ar });

export const meetingTypes: MeetingTypeOut[] = [
  {
    slug: "office",
    name: both("In the office", "في المكتب"),
    description: both("At our Doha office", "في مكتبنا بالدوحة"),
    mode: "office",
    duration_minutes: 30,
  },
  {
    slug: "phone",
    name: both("Phone call", "مكالمة هاتفية"),
    description: both("We call you", "نتصل بك"),
    mode: "phone",
    duration_minutes: 30,
  },
  {
    slug: "video",
    name: both("Video call", "مكالمة فيديو"),
    description: both("Online", "عبر الإنترنت"),
    mode: "video",
    duration_minutes: 45,
  },
];

const slot = (start: string, minutes = 30) => ({
  start,
  end: new Date(new Date(start).getTime() + minutes * 60_000).toISOString().replace(".000Z", "Z"),
});

/** Free times on 1 and 3 December 2026 only (Doha times). */
export const officeSlots: SlotsOut = {
  type: "office",
  time_zone: "Asia/Qatar",
  first_day: "2026-11-30",
  last_day: "2026-12-30",
  days: [
    { date: "2026-12-01", slots: [slot("2026-12-01T09:00:00+03:00"), slot("2026-12-01T10:00:00+03:00")] },
    { date: "2026-12-03", slots: [slot("2026-12-03T11:00:00+03:00")] },
  ],
};

export const booking: BookingOut = {
  status: "confirmed",
  meeting_type: meetingTypes[0],
  starts_at: "2026-12-01T09:00:00+03:00",
  ends_at: "2026-12-01T09:30:00+03:00",
  time_zone: "Europe/London",
  consultant: both("Layla", "ليلى"),
  first_name: "Sara",
  email: "sara@example.com",
  service: "study",
  bring: both(
    "Please bring your passport, your latest transcripts and certificates, any offer letter and a recent bank statement.",
    "يُرجى إحضار جواز سفرك وآخر كشوف درجاتك وشهاداتك وأي خطاب قبول لديك وكشف حساب بنكي حديث.",
  ),
  place: {
    mode: "office",
    address: both("Tower 2, West Bay, Doha", "البرج 2، الخليج الغربي، الدوحة"),
    map_url: "https://maps.example/office",
    link: "",
    phone: "",
  },
  can_change: true,
  change_deadline: "2026-12-01T05:00:00+03:00",
  calendar_url: both(
    "/api/booking/manage/tok/calendar.ics?lang=en",
    "/api/booking/manage/tok/calendar.ics?lang=ar",
  ),
  google_calendar_url: both(
    "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Consultation",
    "https://calendar.google.com/calendar/render?action=TEMPLATE&text=%D8%A7%D8%B3%D8%AA%D8%B4%D8%A7%D8%B1%D8%A9",
  ),
  path: { en: "/booking/tok", ar: "/ar/booking/tok" },
};

type Answer = { status?: number; body: unknown };
type Route = Answer | ((body: unknown) => Answer);

/** Stubs fetch: `routes` answers by "METHOD url" (or just the url for GET); anything else is a 404.
 * Returns the calls made, with their parsed JSON bodies. */
export function stubApi(routes: Record<string, Route>) {
  const calls: { method: string; url: string; body: Record<string, unknown> | undefined }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? (method === "GET" ? routes[url] : undefined);
    const answer = typeof route === "function" ? route(body) : route;
    if (!answer)
      return new Response('{"error":{"code":"not_found","message":"Not found."}}', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}
