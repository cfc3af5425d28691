// What a 409 "slot_taken" answer shows: the time was taken first, and the next free times as
// buttons to take one of them instead (contact form and booking page alike).
import { useEffect, useRef } from "react";
import type { SlotOut } from "../../lib/api-types";
import { formatShortDay } from "../../lib/dates";
import { useT } from "../../lib/i18n-hooks";
import { useTimeLabel } from "./TimeLabel";

export function NextSlots({
  slots,
  onPick,
  visitorZone,
}: {
  slots: SlotOut[];
  onPick: (slot: SlotOut) => void;
  visitorZone: string | null;
}) {
  const { t, lang } = useT();
  const label = useTimeLabel(visitorZone);
  const box = useRef<HTMLDivElement>(null);
  // Screen readers hear the news (role=alert); keyboard users continue from the offered times.
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 outline-none"
      data-testid="slot-taken"
    >
      <p className="font-semibold">{slots.length ? t("booking.taken.title") : t("booking.taken.none")}</p>
      {slots.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {slots.map((slot) => (
            <li key={slot.start}>
              <button type="button" className="btn-secondary min-h-11" onClick={() => onPick(slot)}>
                {t("booking.taken.slot", { day: formatShortDay(slot.start, lang), time: label(slot.start) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
