// Business hours as one line of text: "Sunday–Thursday, 9:00–18:00" / "الأحد–الخميس، 9:00–18:00".
import ar from "../locales/ar/contact.json";
import en from "../locales/en/contact.json";
import type { Lang } from "./lang";
import type { Site } from "./site";

const WEEK = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const;
type Day = (typeof WEEK)[number];

const DAY_NAMES: Record<Lang, Record<Day, string>> = { en: en.contact.days, ar: ar.contact.days };
const SEPARATOR: Record<Lang, string> = { en: ", ", ar: "، " };

/** "09:00" -> "9:00" (the hour without its leading zero). */
function time(value: string): string {
  return value.replace(/^0(\d)/, "$1");
}

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

/** The site's opening hours in `lang`: each run of days as first–last, then the times. */
export function formatHours(hours: Site["hours"], lang: Lang): string {
  const names = DAY_NAMES[lang];
  const days = runs(hours.days)
    .map((run) => (run.length === 1 ? names[run[0]] : `${names[run[0]]}–${names[run[run.length - 1]]}`))
    .join(SEPARATOR[lang]);
  const times = `${time(hours.opens)}–${time(hours.closes)}`;
  return days ? `${days}${SEPARATOR[lang]}${times}` : times;
}
