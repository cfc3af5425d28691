import { PhoneIcon, WhatsAppIcon } from "../../../components/ui/icons";
import type { SiteOut } from "../../../lib/api-types";
import { telHref, whatsappHref } from "../../../lib/contact-links";
import { useT } from "../../../lib/i18n-hooks";

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-white underline underline-offset-4 hover:text-brand-100";

/** The closing line: "Prefer to talk? Call us or message us on WhatsApp". */
export function TalkCta({ site }: { site: SiteOut }) {
  const { t } = useT();
  return (
    <aside className="bg-brand-700 py-10 text-white" aria-label={t("contact.cta.prompt")}>
      <p className="container-page flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-base sm:text-lg">
        <span className="font-bold">{t("contact.cta.prompt")}</span>
        <a href={telHref(site.phone)} className={LINK}>
          <PhoneIcon className="size-4" />
          {t("contact.cta.call")}
        </a>
        {/* "or" travels with the item it introduces, so a narrow screen never leaves it alone at the
            end of a line (or on one of its own) between the two links. */}
        <span className="inline-flex items-center gap-x-2">
          <span>{t("contact.cta.or")}</span>
          <a
            href={whatsappHref(site.whatsapp, t("contact.channels.whatsappGreeting"))}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
          >
            <WhatsAppIcon className="size-4" />
            {t("contact.cta.whatsapp")} <span className="sr-only">{t("a11y.newWindow")}</span>
          </a>
        </span>
      </p>
    </aside>
  );
}
