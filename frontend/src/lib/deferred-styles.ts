// The deferred stylesheet: styles no page needs for its first paint (the home carousel's, used once
// Swiper starts) load 100 ms after the window's load event, off the critical path.

import carouselCss from "../styles/carousel.css?url";
import { loadStylesheet } from "./stylesheet";

export const DEFERRED_STYLESHEET_DELAY_MS = 100;
export const DEFERRED_STYLESHEET = carouselCss;

/** The deferred stylesheet, loaded now (Swiper waits for it) or already on its way. */
export function loadDeferredStylesheet(): Promise<HTMLLinkElement> {
  return loadStylesheet(DEFERRED_STYLESHEET);
}

export function scheduleDeferredStylesheet(win: Window = window): void {
  const start = () =>
    win.setTimeout(() => {
      loadDeferredStylesheet().catch((error: unknown) => console.warn(error));
    }, DEFERRED_STYLESHEET_DELAY_MS);
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
}
