// A moment as the booking pages show it: "10:00 Doha · 08:00 London", the visitor's own time added
// when their zone shows another (with its day when that differs too).
import { dayKey, formatShortDay, formatTime, TIME_ZONE } from "../../lib/dates";
import { useT } from "../../lib/i18n-hooks";
import { useVisitorZone } from "./use-visitor-zone";
import { showsOtherTime, zoneCity } from "./zones";

/** A moment's two readings: "10:00 Doha", and "08:00 London" when the visitor's clock differs (else
 * null). `visitorZone`: the visitor's zone when known (a booking's), else the browser's (useVisitorZone). */
export function useTimeParts(visitorZone: string | null | undefined): (iso: string) => TimeParts {
  const { t, lang } = useT();
  const zone = useVisitorZone(visitorZone);
  return (iso: string) => {
    const doha = t("booking.time.inCity", { time: formatTime(iso, lang), city: zoneCity(TIME_ZONE, lang) });
    if (!showsOtherTime(iso, zone)) return { doha, local: null };
    const time = formatTime(iso, lang, zone);
    const city = zoneCity(zone, lang);
    const local =
      dayKey(iso, zone) === dayKey(iso)
        ? t("booking.time.inCity", { time, city })
        : t("booking.time.inCityOnDay", { time, city, day: formatShortDay(iso, lang, zone) });
    return { doha, local };
  };
}

export interface TimeParts {
  doha: string;
  local: string | null;
}

/** The same as one line of text: "10:00 Doha · 08:00 London". */
export function useTimeLabel(visitorZone: string | null | undefined): (iso: string) => string {
  const { t } = useT();
  const parts = useTimeParts(visitorZone);
  return (iso: string) => {
    const { doha, local } = parts(iso);
    return local ? t("booking.time.both", { doha, local }) : doha;
  };
}

/** The two readings on two lines, each kept whole (a narrow card never splits "10:00 Doha"). For the
 * eye only: the control it labels is named with the one-line text (useTimeLabel). */
export function TimeStack({ parts }: { parts: TimeParts }) {
  return (
    <span aria-hidden="true" className="flex flex-col items-center">
      <span className="whitespace-nowrap font-semibold">{parts.doha}</span>
      {parts.local ? <span className="whitespace-nowrap text-sm text-slate-600">{parts.local}</span> : null}
    </span>
  );
}

/** A moment's label as text (`visitorZone` null: Doha only). */
export function TimeLabel({ iso, visitorZone }: { iso: string; visitorZone: string | null | undefined }) {
  return <>{useTimeLabel(visitorZone)(iso)}</>;
}
