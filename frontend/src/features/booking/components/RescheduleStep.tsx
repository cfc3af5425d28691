// Moving the booking: the slot picker for the same meeting type, then "Move to this time"
// (POST …/reschedule). A time taken first offers the next ones; a refusal says why.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type SlotChoice, slotsKey, takenNextSlots } from "../../../components/booking/booking-api";
import { ChosenSlot } from "../../../components/booking/ChosenSlot";
import { NextSlots } from "../../../components/booking/NextSlots";
import { SlotPicker } from "../../../components/booking/SlotPicker";
import { apiRequest } from "../../../lib/api-client";
import type { BookingOut, SlotOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { ChangeError } from "./ChangeError";

export function RescheduleStep({
  booking,
  apiPath,
  visitorZone,
  onDone,
  onClose,
}: {
  booking: BookingOut;
  /** The booking's own API path (/api/booking/manage/<token>). */
  apiPath: string;
  visitorZone: string | null;
  onDone: (moved: BookingOut) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const type = booking.meeting_type.slug;
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [taken, setTaken] = useState<SlotOut[] | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const move = useMutation({
    mutationFn: async (choice: SlotChoice) => {
      const response = await apiRequest("POST", `${apiPath}/reschedule`, {
        start: choice.start,
        time_zone: visitorZone ?? "",
      });
      return (await response.json()) as BookingOut;
    },
    onSuccess: (moved) => {
      void queryClient.invalidateQueries({ queryKey: [slotsKey(type)] });
      onDone(moved);
    },
    onError: (error) => {
      const next = takenNextSlots(error);
      if (next) {
        setSlot(null);
        setTaken(next);
        void queryClient.invalidateQueries({ queryKey: [slotsKey(type)] });
      }
    },
  });
  const choose = (choice: SlotChoice | null) => {
    setSlot(choice);
    if (choice) setTaken(null);
    move.reset();
  };
  const failed = move.isError && !takenNextSlots(move.error);

  return (
    <section
      aria-labelledby="booking-reschedule-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        ref={title}
        tabIndex={-1}
        id="booking-reschedule-title"
        className="text-xl font-bold text-ink outline-none"
      >
        {t("booking.reschedule.title")}
      </h2>
      <SlotPicker value={slot} onChange={choose} fixedType={type} visitorZone={visitorZone} />
      {taken ? (
        <NextSlots slots={taken} visitorZone={visitorZone} onPick={(next) => choose({ ...next, type })} />
      ) : null}
      {slot ? (
        <ChosenSlot
          slot={slot}
          visitorZone={visitorZone}
          onClear={() => choose(null)}
          clearLabel={t("booking.reschedule.clear")}
        />
      ) : null}
      {failed ? <ChangeError error={move.error} /> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
          disabled={!slot || move.isPending}
          onClick={() => slot && move.mutate(slot)}
        >
          {move.isPending ? t("booking.reschedule.moving") : t("booking.reschedule.submit")}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t("booking.reschedule.keep")}
        </button>
      </div>
    </section>
  );
}
