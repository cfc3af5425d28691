// Business hours as text, the times kept on one line and left-to-right ("09:00–18:00" must not
// break at its dash, nor read 18:00–09:00 inside an Arabic sentence).
import { useT } from "../../../app/hooks";
import { hoursParts } from "../../../lib/hours";
import type { Site } from "../../../lib/site";

export function HoursText({ hours }: { hours: Site["hours"] }) {
  const { lang } = useT();
  const parts = hoursParts(hours, lang);
  return (
    <>
      {parts.days}
      {parts.separator}
      <span className="whitespace-nowrap" dir="ltr">
        {parts.times}
      </span>
    </>
  );
}
