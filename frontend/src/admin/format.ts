// Dates as staff in Doha read them: Qatar time, day month year.
const TZ = "Asia/Qatar";
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: TZ });
const dateOnly = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: TZ });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** "2026-10-25" -> "25 Oct" (a calendar day: no time zone shift). */
export function formatDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dateOnly.format(d);
}

/** A label for a key from a choice list, or the key itself. */
export function labelOf(choices: { key: string; label: string }[] | undefined, key: string): string {
  if (!key) return "—";
  return choices?.find((c) => c.key === key)?.label ?? key;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
