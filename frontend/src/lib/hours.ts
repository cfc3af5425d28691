// Whether the office is open now, read in Qatar's time zone (the hours themselves, worded, come
// from the server: /api/site `hours.text`).
import type { HoursOut } from "./api-types";

const WEEK = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const;
/** A day as the hours name it; its name is the string `contact.days.<day>` ("Sunday", "الأحد"). */
export type Day = (typeof WEEK)[number];

/** Where the office stands at `now` (read in Qatar's time zone, where the hours are kept): open
 * now, or closed and opening next on `day` (`inDays` days from today: 0 today, 1 tomorrow); null
 * when the hours name no open day. Public holidays are not known here. */
export type OfficeStatus = { open: true } | { open: false; day: Day; inDays: number };

const OFFICE_TIME_ZONE = "Asia/Qatar";

function qatarClock(now: Date): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: OFFICE_TIME_ZONE,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"));
  return { day, minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + (m || 0);
};

export function officeStatus(hours: HoursOut, now: Date = new Date()): OfficeStatus | null {
  const { day, minutes } = qatarClock(now);
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  const openOn = (index: number) => hours.days.includes(WEEK[index % WEEK.length]);
  if (openOn(day) && minutes >= opens && minutes < closes) return { open: true };
  const start = openOn(day) && minutes < opens ? 0 : 1;
  for (let inDays = start; inDays <= WEEK.length; inDays += 1) {
    if (openOn(day + inDays)) return { open: false, day: WEEK[(day + inDays) % WEEK.length], inDays };
  }
  return null;
}
