// Business hours as one line of text: "Sunday–Thursday, 09:00–18:00" / "الأحد–الخميس، 09:00–18:00".
// The server writes them the same way in e-mails and chat replies (backend/leads/notifications.py).
import ar from "../locales/ar/contact.json";
import en from "../locales/en/contact.json";
import type { Lang } from "./lang";
import type { Site } from "./site";

const WEEK = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const;
type Day = (typeof WEEK)[number];

const DAY_NAMES: Record<Lang, Record<Day, string>> = { en: en.contact.days, ar: ar.contact.days };
const SEPARATOR: Record<Lang, string> = { en: ", ", ar: "، " };

/** Runs of consecutive open days in week order (a run may wrap from Saturday to Sunday). */
function runs(days: readonly string[]): Day[][] {
  const open = WEEK.map((day) => days.includes(day));
  if (!open.some(Boolean)) return [];
  // Start at the first day that opens a run, so that a run across the week's end stays whole.
  const first = open.findIndex((isOpen, i) => isOpen && !open[(i + WEEK.length - 1) % WEEK.length]);
  const start = first === -1 ? 0 : first;
  const result: Day[][] = [];
  let current: Day[] = [];
  for (let i = 0; i < WEEK.length; i += 1) {
    const index = (start + i) % WEEK.length;
    if (open[index]) {
      current.push(WEEK[index]);
    } else if (current.length) {
      result.push(current);
      current = [];
    }
  }
  if (current.length) result.push(current);
  return result;
}

/** The two halves of the line: the days ("" when none) and the times, with the separator between. */
export function hoursParts(
  hours: Site["hours"],
  lang: Lang,
): { days: string; separator: string; times: string } {
  const names = DAY_NAMES[lang];
  const days = runs(hours.days)
    .map((run) => (run.length === 1 ? names[run[0]] : `${names[run[0]]}–${names[run[run.length - 1]]}`))
    .join(SEPARATOR[lang]);
  return { days, separator: days ? SEPARATOR[lang] : "", times: `${hours.opens}–${hours.closes}` };
}

/** The site's opening hours in `lang`: each run of days as first–last, then the times (24-hour, HH:MM). */
export function formatHours(hours: Site["hours"], lang: Lang): string {
  const { days, separator, times } = hoursParts(hours, lang);
  return `${days}${separator}${times}`;
}

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

export function officeStatus(hours: Site["hours"], now: Date = new Date()): OfficeStatus | null {
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

/** The day name of `day` in `lang` ("Sunday", "الأحد"). */
export function dayName(day: Day, lang: Lang): string {
  return DAY_NAMES[lang][day];
}
