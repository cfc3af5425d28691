// Dates and labels as staff in Doha read them: Qatar time (the site's one rule, lib/dates), day month year.
import { formatTime as formatTimeIn, formatWith, TIME_ZONE } from "../lib/dates";
import type { Choice } from "./types";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: TIME_ZONE,
});
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: TIME_ZONE });

/** "2026-10-25T08:00:00Z" -> "25 Oct 2026, 11:00"; a dash for no date. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatWith(dateTime, iso) : "—";
}

/** "2026-10-25" -> "25 Oct" (a calendar day: no time zone shift). */
export function formatDay(day: string): string {
  return formatWith(dayMonth, day);
}

/** A label for a key from a choice list, or the key itself. */
export function labelOf(choices: Choice[] | undefined, key: string): string {
  if (!key) return "—";
  return choices?.find((c) => c.key === key)?.label ?? key;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});

/** "2026-12-01T09:00:00+03:00" -> "09:00", Doha's time of day. */
export function formatTime(iso: string): string {
  return formatTimeIn(iso, "en");
}

/** "2026-12-01" (or a moment) -> "Tuesday, 1 December 2026", the day in Doha. */
export function formatLongDay(iso: string): string {
  return formatWith(longDay, iso);
}
