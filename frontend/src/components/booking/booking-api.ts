// The public booking API as the browser calls it: query keys (API paths, as everywhere) and the
// 409 answer that offers other times.
import { errorBody } from "../../lib/api-errors";
import type { SlotOut, SlotTakenDetailOut } from "../../lib/api-types";

export const TYPES_KEY = "/api/booking/types";

/** The free slots of a meeting type over its whole bookable window. */
export function slotsKey(type: string): string {
  return `/api/booking/slots?type=${encodeURIComponent(type)}`;
}

/** A chosen time: the slot as the API gave it, with its meeting type. */
export type SlotChoice = SlotOut & { type: string };

// A time that cannot be booked at all (the API's 422 codes), by its key under booking.errors: each has
// its own sentence, so that only a time someone else holds reads as "taken".
const REFUSALS: Record<string, string> = {
  slot_past: "past",
  slot_too_soon: "tooSoon",
  slot_too_far: "tooFar",
  slot_closed: "closed",
  slot_not_offered: "notOffered",
};

/** The key under booking.errors for a refused time, or null for any other failure. */
export function refusalKey(error: unknown): string | null {
  const code = errorBody(error)?.code;
  return (typeof code === "string" && REFUSALS[code]) || null;
}

/** The next free times of a 409 `slot_taken` answer, or null for any other failure. */
export function takenNextSlots(error: unknown): SlotOut[] | null {
  const body = errorBody(error) as Partial<SlotTakenDetailOut> | undefined;
  if (body?.code !== "slot_taken") return null;
  return Array.isArray(body.next_slots) ? body.next_slots : [];
}
