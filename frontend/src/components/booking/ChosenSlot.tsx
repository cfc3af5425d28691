// The time the visitor picked, spelled out once more above the button that books it, with a way to
// send a plain message instead.
import { formatFullDate } from "../../lib/dates";
import { useT } from "../../lib/i18n-hooks";
import type { SlotChoice } from "./booking-api";
import { useTimeLabel } from "./TimeLabel";

export function ChosenSlot({
  slot,
  visitorZone,
  onClear,
  clearLabel,
}: {
  slot: SlotChoice;
  visitorZone: string | null;
  onClear: () => void;
  clearLabel: string;
}) {
  const { t, lang } = useT();
  const label = useTimeLabel(visitorZone);
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
      data-testid="chosen-slot"
    >
      <p className="text-ink">
        {t("booking.picker.chosen", { day: formatFullDate(slot.start, lang), time: label(slot.start) })}
      </p>
      <button type="button" className="btn-secondary" onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  );
}
