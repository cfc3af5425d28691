// The booking page's heading for a booking's status (and for what the visitor just did to it).

/** What the visitor just did on this page: the heading says so. */
export type Done = "booked" | "moved" | "cancelled" | null;

/** The key under booking.page.title for `status` ("confirmed", "cancelled", "completed", "no_show"). */
export function titleKey(status: string, done: Done): string {
  if (status === "confirmed") return done === "moved" ? "moved" : "confirmed";
  if (status === "cancelled" || status === "completed" || status === "no_show") return status;
  return "confirmed";
}
