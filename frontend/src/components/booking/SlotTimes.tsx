// The free times of the chosen day, as a group of radio buttons (one tab stop, arrow keys move),
// each labelled in Doha time and the visitor's.
import type { SlotOut } from "../../lib/api-types";
import { formatFullDate } from "../../lib/dates";
import { useT } from "../../lib/i18n-hooks";
import { CARD } from "./MeetingTypeChoice";
import { TimeStack, useTimeLabel, useTimeParts } from "./TimeLabel";

export function SlotTimes({
  day,
  slots,
  value,
  onChange,
  name,
  visitorZone,
}: {
  day: string;
  slots: SlotOut[];
  value: string | null;
  onChange: (slot: SlotOut) => void;
  name: string;
  visitorZone: string | null;
}) {
  const { t, lang } = useT();
  const parts = useTimeParts(visitorZone);
  const label = useTimeLabel(visitorZone);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        {t("booking.picker.timesLegend", { day: formatFullDate(day, lang) })}
      </legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {slots.map((slot) => (
          <li key={slot.start}>
            <label className={`${CARD} min-h-11 items-center justify-center px-3 py-2 text-center`}>
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={slot.start}
                aria-label={label(slot.start)}
                checked={value === slot.start}
                onChange={() => onChange(slot)}
              />
              <TimeStack parts={parts(slot.start)} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
