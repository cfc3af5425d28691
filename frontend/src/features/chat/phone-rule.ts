// How the chat opens by itself on a phone (narrower than 640 px). The window still opens after
// 3 seconds, but as a compact card above the phone's call bar instead of a sheet over the page, and
// it never hides what the visitor came to do:
// - while the card would cover an element marked `data-chat-avoid` (the hero's buttons), it waits
//   out of sight and shows as soon as it would not (the visitor scrolls, the screen turns);
// - when the visitor starts filling a form on the page (a field takes focus), the card closes, and
//   if a field has focus when the 3 seconds are up, it does not open at all.

export const PHONE_QUERY = "(max-width: 639.98px)";

export function isPhone(win: Window = window): boolean {
  return typeof win.matchMedia === "function" && win.matchMedia(PHONE_QUERY).matches;
}

/** A form field of the page (not of the chat) that the visitor is typing into. */
export function isPageField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("#chat-window")) return false;
  return target.matches("input:not([type=hidden]):not([type=button]):not([type=submit]), textarea, select");
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** True when `card` would cover any `[data-chat-avoid]` element of the page. */
export function coversAvoided(card: DOMRect, doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll("[data-chat-avoid]")).some((el) =>
    overlaps(card, el.getBoundingClientRect()),
  );
}
