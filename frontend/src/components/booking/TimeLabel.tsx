// A moment as the booking pages show it: "10:00 Doha · 08:00 London", the visitor's own time added
// when their zone shows another (with its day when that differs too).
import { dayKey, formatShortDay, formatTime, TIME_ZONE } from "../../lib/dates";
import { useT } from "../../lib/i18n-hooks";
import { showsOtherTime, zoneCity } from "./zones";

export function useTimeLabel(visitorZone: string | null | undefined): (iso: string) => string {
  const { t, lang } = useT();
  return (iso: string) => {
    const doha = t("booking.time.inCity", { time: formatTime(iso, lang), city: zoneCity(TIME_ZONE, lang) });
    if (!showsOtherTime(iso, visitorZone)) return doha;
    const time = formatTime(iso, lang, visitorZone);
    const city = zoneCity(visitorZone, lang);
    const local =
      dayKey(iso, visitorZone) === dayKey(iso)
        ? t("booking.time.inCity", { time, city })
        : t("booking.time.inCityOnDay", { time, city, day: formatShortDay(iso, lang, visitorZone) });
    return t("booking.time.both", { doha, local });
  };
}

/** A moment's label as text (`visitorZone` null: Doha only). */
export function TimeLabel({ iso, visitorZone }: { iso: string; visitorZone: string | null | undefined }) {
  return <>{useTimeLabel(visitorZone)(iso)}</>;
}
