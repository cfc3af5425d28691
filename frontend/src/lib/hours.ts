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
