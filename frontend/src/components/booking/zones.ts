// The city a time zone is named for, to label a time "08:00 London": Intl has no city names, so the
// zone id gives it, with the Arabic of the zones visitors of a Doha office most often have
// (zone-cities.json, which the server's e-mails read too).
import { formatTime, TIME_ZONE } from "../../lib/dates";
import type { Lang } from "../../lib/lang";
import cities from "./zone-cities.json";

const ARABIC: Record<string, string> = cities.ar;

/** "London" for Europe/London (the Arabic where we have it, else the id's own city in Latin). */
export function zoneCity(zone: string, lang: Lang): string {
  const city = zone === TIME_ZONE ? "Doha" : (zone.split("/").pop() ?? zone);
  if (lang === "ar" && ARABIC[city]) return ARABIC[city];
  return city.replace(/_/g, " ");
}

/** Whether `zone` shows the moment `iso` at another time of day than Doha (London does, Riyadh
 * does not: the same clock needs no second label). */
export function showsOtherTime(iso: string, zone: string | null | undefined): zone is string {
  return (
    Boolean(zone) && zone !== TIME_ZONE && formatTime(iso, "en", zone as string) !== formatTime(iso, "en")
  );
}
