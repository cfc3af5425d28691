// The reports' range of office days (the office's zone, Doha), kept in the address (?from=&to=) so a report
// can be linked; the quick ranges; and the address of the leads list behind a figure.
import { dayKey } from "../../../lib/dates";
import { toQuery } from "../../api";

export type Range = { from: string; to: string };
export const PRESETS = ["last7", "last30", "thisMonth", "lastMonth"] as const;
export type Preset = (typeof PRESETS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today at the office as YYYY-MM-DD (lib/dates: the office's zone, written once). */
export function officeToday(now: number = Date.now()): string {
  return dayKey(new Date(now));
}

function shift(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function presetRange(preset: Preset, today: string): Range {
  const month = today.slice(0, 8);
  switch (preset) {
    case "last7":
      return { from: shift(today, -6), to: today };
    case "last30":
      return { from: shift(today, -29), to: today };
    case "thisMonth":
      return { from: `${month}01`, to: today };
    case "lastMonth": {
      const end = shift(`${month}01`, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}

/** The address's range, or the last 30 days when it gives none (or a malformed one). */
export function rangeOf(params: URLSearchParams, today: string): Range {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return DAY.test(from) && DAY.test(to) ? { from, to } : presetRange("last30", today);
}

/** The preset the range is, if any (its button shows as pressed). */
export function presetOf(range: Range, today: string): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** The API's query for a report of `range`. */
export function reportQuery(range: Range, extra: Record<string, string> = {}): string {
  return toQuery({ date_from: range.from, date_to: range.to, ...extra });
}

/** The leads list of the leads created in `range` with `filters` (the list's own, leads/admin_queries.py). */
export function leadsLink(range: Range, filters: Record<string, string> = {}): string {
  return `/admin/leads${toQuery({ created_from: range.from, created_to: range.to, ...filters })}`;
}

/** A share (0-1) as a percentage in the admin's language, or a dash. */
export function percent(share: number | null, format: (n: number, o?: Intl.NumberFormatOptions) => string) {
  return share === null ? "—" : format(share, { style: "percent", maximumFractionDigits: 1 });
}
