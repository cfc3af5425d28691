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

// Arabic with Western digits, as everywhere on the site (docs/architecture.md, "Digits").
const LONG_DATE = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: TIME_ZONE }),
  ar: new Intl.DateTimeFormat("ar-QA-u-nu-latn", { dateStyle: "long", timeZone: TIME_ZONE }),
};

/** A page's date for visitors: "25 October 2026", or its Arabic for `lang` "ar". */
export function formatDate(iso: string, lang: string): string {
  return formatWith(lang === "ar" ? LONG_DATE.ar : LONG_DATE.en, iso);
}
