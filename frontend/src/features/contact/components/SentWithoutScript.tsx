// What the page shows in the form's place after the form was posted without JavaScript: the server
// stored it and sent the browser back here with ?sent=1 (nothing personal in the address).

import { useT } from "../../../lib/i18n-hooks";
import { Link } from "../../../lib/router";
import { useReplyWithin } from "../../../lib/site";

export function SentWithoutScript({ formPath }: { formPath: string }) {
  const { t } = useT();
  const within = useReplyWithin();
  return (
    <div className="mt-4 space-y-4" role="status" data-testid="contact-sent-plain">
      <p className="text-lg font-semibold text-ink">{t("contact.noScript.sentTitle")}</p>
      <p className="text-slate-700">{t("contact.noScript.sentText", { within })}</p>
      <Link to={formPath} className="btn-secondary inline-flex">
        {t("contact.sent.again")}
      </Link>
    </div>
  );
}
