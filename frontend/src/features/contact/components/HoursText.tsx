// Business hours as the server writes them (one wording for the site, e-mails and the chat), with
// the times kept on one line and left-to-right ("09:00–18:00" must not break at its dash, nor read
// 18:00–09:00 inside an Arabic sentence).

import type { HoursOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";

export function HoursText({ hours }: { hours: HoursOut }) {
  const { lang } = useT();
  const times = `${hours.opens}–${hours.closes}`;
  const [before, after = ""] = hours.text[lang].split(times);
  return (
    <>
      {before}
      <span className="whitespace-nowrap" dir="ltr">
        {times}
      </span>
      {after}
    </>
  );
}
