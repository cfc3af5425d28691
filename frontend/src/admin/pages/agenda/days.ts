// Calendar days of the agenda as "YYYY-MM-DD" strings in Doha; a week in Qatar starts on Sunday.
import { dayKey, parseDate } from "../../../lib/dates";

const DAY_MS = 86_400_000;

/** Today's date in Doha. */
export function todayInDoha(now = Date.now()): string {
  return dayKey(new Date(now));
}

export function addDays(day: string, days: number): string {
  return new Date(parseDate(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Sunday on or before `day`. */
export function weekStart(day: string): string {
  return addDays(day, -parseDate(day).getUTCDay());
}

/** The Doha day a moment sent with its +03:00 offset falls on. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

export function isDay(value: string | null): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parseDate(value).getTime()));
}
