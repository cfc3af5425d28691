// The visitor's time zone, read after the first render: the server cannot know it, and reading it
// during hydration would make the client's first markup differ from the server's. Reading it is often
// the page's first Intl call, which loads the browser's locale and zone data (30-110 ms of one task
// on this machine's Chromium, unthrottled): so it is read by what shows times (TimeLabel, the slot
// picker's note), which appear once the visitor asks for times, not by the contact form as it loads.
import { useEffect, useState } from "react";
import { browserTimeZone } from "../../lib/dates";

/** `given` (a test's, or the booking's own) when there is one, else the browser's once mounted. */
export function useVisitorZone(given?: string | null): string | null {
  const [browser, setBrowser] = useState<string | null>(null);
  useEffect(() => {
    if (!given) setBrowser(browserTimeZone());
  }, [given]);
  return given || browser;
}
