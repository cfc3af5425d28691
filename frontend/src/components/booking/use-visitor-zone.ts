// The visitor's time zone, read after the first render: the server cannot know it, and reading it
// during hydration would make the client's first markup differ from the server's.
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
