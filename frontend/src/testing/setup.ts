import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// findBy… and waitFor give up after 1 s by default: on a loaded 2-core machine (make test beside other work)
// a screen that does answer can take longer, and such a test failed without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia (Swiper's breakpoints read it): a stub that matches nothing.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
