import type { ReactNode } from "react";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "../../../components/ui/icons";
import type { SiteOut } from "../../../lib/api-types";
import { telHref, whatsappHref } from "../../../lib/contact-links";
import { useT } from "../../../lib/i18n-hooks";
import { ClockIcon } from "./contact-icons";
import { HoursText } from "./HoursText";

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

const LINK = "inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline wrap-anywhere";

/** Phone, e-mail, WhatsApp and business hours, from the site settings. */
export function ContactChannels({ site }: { site: SiteOut }) {
  const { t } = useT();
  return (
    <section aria-labelledby="contact-channels-title">
      <h2 id="contact-channels-title" className="text-2xl font-bold text-ink">
        {t("contact.channels.title")}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Channel icon={<PhoneIcon />} title={t("contact.channels.phone")}>
          <a href={telHref(site.phone)} className={LINK} dir="ltr">
            {site.phone}
          </a>
        </Channel>
        <Channel icon={<MailIcon />} title={t("contact.channels.email")}>
          <a href={`mailto:${site.email}`} className={LINK}>
            {site.email}
          </a>
        </Channel>
        <Channel icon={<WhatsAppIcon />} title={t("contact.channels.whatsapp")}>
          <a
            href={whatsappHref(site.whatsapp, t("contact.channels.whatsappGreeting"))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {t("contact.channels.whatsappAction")} <span className="sr-only">{t("a11y.newWindow")}</span>
          </a>
        </Channel>
        <Channel icon={<ClockIcon />} title={t("contact.channels.hours")}>
          <p>
            <HoursText hours={site.hours} />
          </p>
          <p className="text-sm text-slate-500">{t("contact.channels.timeZone")}</p>
        </Channel>
      </ul>
    </section>
  );
}
