// Dates, numbers and labels as staff in Doha read them: Qatar time (the site's one rule, lib/dates),
// day month year, in the admin's language (Arabic with Western digits, as everywhere on the site).
import { formatWith, TIME_ZONE } from "../lib/dates";
import type { Lang } from "../lib/lang";
import { adminStrings } from "./i18n";
import type { Choice } from "./types";

const LOCALE: Record<Lang, string> = { en: "en-GB", ar: "ar-QA-u-nu-latn" };

const STYLES = {
  dateTime: { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" },
  dayMonth: { day: "numeric", month: "short" },
  longDay: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `style` in the admin's current language (each made once). */
function format(style: keyof typeof STYLES): Intl.DateTimeFormat {
  const lang = adminStrings.language;
  const key = `${lang}|${style}`;
  let found = made.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE[lang], { ...STYLES[style], timeZone: TIME_ZONE });
    made.set(key, found);
  }
  return found;
}

/** "2026-10-25T08:00:00Z" -> "25 Oct 2026, 11:00"; a dash for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatWith(format("dateTime"), iso) : "—";
}

/** "2026-10-25" -> "25 Oct" (a calendar day: no time zone shift). */
export function formatDay(day: string): string {
  return formatWith(format("dayMonth"), day);
}

/** A number as the admin's language writes it (Western digits in both). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE[adminStrings.language], options).format(n);
}

/** A label for a key from a choice list, or the key itself. */
export function labelOf(choices: Choice[] | undefined, key: string): string {
  if (!key) return "—";
  return choices?.find((c) => c.key === key)?.label ?? key;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "2026-12-01T09:00:00+03:00" -> "09:00", Doha's time of day. */
export function formatTime(iso: string): string {
  return formatWith(format("time"), iso);
}

/** "2026-12-01" (or a moment) -> "Tuesday, 1 December 2026", the day in Doha. */
export function formatLongDay(iso: string): string {
  return formatWith(format("longDay"), iso);
}

/** A weekday's name in the admin's language, by Python's number (0 Monday … 6 Sunday): "Sunday". */
export function formatWeekday(pythonWeekday: number): string {
  // 2024-01-01 was a Monday: Python's weekday 0.
  const day = new Date(Date.UTC(2024, 0, 1 + pythonWeekday, 12));
  return new Intl.DateTimeFormat(LOCALE[adminStrings.language], { weekday: "long", timeZone: "UTC" }).format(
    day,
  );
}

/** A value that is written left to right whatever the page's direction ("2026-11", a version, a code),
 * isolated so that in an Arabic sentence it keeps its own order and does not pull the punctuation around it. */
export function isolateLtr(value: string): string {
  return `\u2066${value}\u2069`;
}

/** A value of either direction (a person's name, a date and time) set inside a sentence, isolated so that
 * it takes its own direction from its first letter and does not reorder the sentence around it. */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** A bilingual value (`name_en` / `name_ar`) in the admin's language: Arabic falls back to English. */
export function inAdminLanguage(en: string | null | undefined, ar: string | null | undefined): string {
  return (adminStrings.language === "ar" ? ar || en : en) ?? "";
}
