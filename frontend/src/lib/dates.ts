// Dates as the site shows them, in one place: Doha's time zone, and a bare calendar day read as that day.
export const TIME_ZONE = "Asia/Qatar";

/** "2026-10-25" is that calendar day (noon UTC, which no time zone moves to another day); a timestamp
 * is that moment. */
export function parseDate(iso: string): Date {
  return new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
}

/** `iso` written with `format`, or `iso` itself when it is not a date. */
export function formatWith(format: Intl.DateTimeFormat, iso: string): string {
  const date = parseDate(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

// A page's date is written without Intl: the first Intl.DateTimeFormat a page makes loads the
// browser's locale data, 20-35 ms of one task while a blog post, a legal page or a guide hydrates.
// The month names are what Intl writes in the long date style (en-GB, and ar-QA with Western digits), and
// Doha keeps UTC+3 all year (Qatar has no summer time); dates.test.ts checks every day of a year and
// the hours around Doha's midnight against Intl, so the two cannot drift apart.
const MONTHS: Record<"en" | "ar", readonly string[]> = {
  en: "January February March April May June July August September October November December".split(" "),
  ar: "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(" "),
};
const DOHA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A page's date for visitors, on Doha's calendar: "25 October 2026", or «25 أكتوبر 2026» for `lang`
 * "ar" (Western digits). */
export function formatDate(iso: string, lang: string): string {
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const doha = new Date(date.getTime() + DOHA_OFFSET_MS);
  const month = MONTHS[lang === "ar" ? "ar" : "en"][doha.getUTCMonth()];
  return `${doha.getUTCDate()} ${month} ${doha.getUTCFullYear()}`;
}

// One formatter per language, zone and kind, made when first asked for, not when the module loads:
// making one (the locale's and the zone's data) costs milliseconds, and the booking pages ask for
// Doha's times and the visitor's own zone beside them. Arabic has Western digits, as everywhere on
// the site (docs/architecture.md, "Digits").
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(
  lang: string,
  zone: string,
  kind: "time" | "day" | "weekday" | "full",
): Intl.DateTimeFormat {
  const key = `${lang}|${zone}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === "time"
        ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
        : kind === "day"
          ? { year: "numeric", month: "2-digit", day: "2-digit" }
          : kind === "weekday"
            ? { weekday: "short", day: "numeric", month: "short" }
            : { dateStyle: kind };
    format = new Intl.DateTimeFormat(kind === "day" ? "en-CA" : lang === "ar" ? "ar-QA-u-nu-latn" : "en-GB", {
      ...options,
      timeZone: zone,
    });
    formats.set(key, format);
  }
  return format;
}

/** "09:00": the moment's time of day in `zone` (Doha by default), 24-hour, Western digits. */
export function formatTime(iso: string, lang: string, zone = TIME_ZONE): string {
  return formatWith(formatter(lang, zone, "time"), iso);
}

/** "Tuesday, 1 December 2026" / «الثلاثاء، 1 ديسمبر 2026»: the moment's day in `zone`. */
export function formatFullDate(iso: string, lang: string, zone = TIME_ZONE): string {
  return formatWith(formatter(lang, zone, "full"), iso);
}

/** "Tue 1 Dec": a short day, for a time that falls on another day in the visitor's zone. */
export function formatShortDay(iso: string, lang: string, zone = TIME_ZONE): string {
  return formatWith(formatter(lang, zone, "weekday"), iso);
}

/** "2026-12-01": the calendar day a moment (or a Date) falls on in `zone`. */
export function dayKey(moment: string | Date, zone = TIME_ZONE): string {
  const date = typeof moment === "string" ? parseDate(moment) : moment;
  return Number.isNaN(date.getTime()) ? "" : formatter("en", zone, "day").format(date);
}

/** The browser's IANA zone ("Europe/London"), or Doha's when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || TIME_ZONE;
  } catch {
    return TIME_ZONE;
  }
}
