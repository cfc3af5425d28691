// The booking page's sentence for a failed change (never the server's English).
import { refusalKey } from "../../../components/booking/booking-api";
import { ApiError } from "../../../lib/api-client";
import { errorCode } from "../../../lib/api-errors";

/** The key under booking.errors for a failed reschedule or cancel. */
export function changeErrorKey(error: unknown): string {
  const code = errorCode(error);
  if (code === "too_late") return "tooLate";
  if (code === "not_active") return "notActive";
  if (code === "slot_taken") return "taken";
  if (code === "invalid_link") return "invalidLink";
  if (code === "too_many_changes") return "tooManyChanges";
  const refused = refusalKey(error);
  if (refused) return refused;
  if (error instanceof ApiError && error.status === 429) return "rateLimited";
  return "generic";
}
