// On phones, a bar fixed at the bottom with the two fastest ways to reach a consultant: a call and
// a WhatsApp chat (the site's numbers). Its end side is left free for the chat button, and the page
// keeps a bottom margin of the bar's height (app.css) so it never covers the last lines.
// Plain links: it works without JavaScript too.

import { telHref, whatsappHref } from "../../lib/contact-links";
import { useT } from "../../lib/i18n-hooks";
import { useSite } from "../../lib/site";
import { PhoneIcon, WhatsAppIcon } from "../ui/icons";

const ACTION =
  "flex min-h-12 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap";

export function PhoneBar() {
  const { t } = useT();
  const site = useSite();
  if (!site) return null;
  return (
    <aside
      aria-label={t("phoneBar.label")}
      className="phone-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      <div className="grid grid-cols-2 gap-2 py-2 ps-3 pe-20">
        <a href={telHref(site.phone)} className={`${ACTION} bg-brand-700 text-white`}>
          <PhoneIcon className="size-4" />
          {t("phoneBar.call")}
        </a>
        <a
          href={whatsappHref(site.whatsapp, t("contact.channels.whatsappGreeting"))}
          target="_blank"
          rel="noopener noreferrer"
          className={`${ACTION} bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200`}
        >
          <WhatsAppIcon className="size-4" />
          {t("phoneBar.whatsapp")}
          <span className="sr-only"> {t("a11y.newWindow")}</span>
        </a>
      </div>
    </aside>
  );
}
