// What the contact form leaves in its place once a message is sent: that it arrived, what happens
// next and when (the reply promise, the e-mailed copy, whether the office is open now), a faster way
// (WhatsApp) and a way to send another message. Focus moves to its heading, so a screen reader
// hears it and keyboard users continue from there.
import { useEffect, useRef } from "react";
import { CheckIcon, WhatsAppIcon } from "../../../components/ui/icons";
import type { SiteOut } from "../../../lib/api-types";
import { whatsappHref } from "../../../lib/contact-links";
import { Trans, useT } from "../../../lib/i18n-hooks";
import { useOfficeStatus } from "../../../lib/office";
import { replyWithin } from "../../../lib/site";
import { HoursText } from "./HoursText";

export type SentMessage = { firstName: string; email: string };

/** "Our team is in the office now, until 18:00." or when it opens again (after a public holiday too),
 * as the server's office calendar words it; "" until it answers. */
function useOfficeLine(): string {
  const { lang } = useT();
  return useOfficeStatus()?.text[lang] ?? "";
}

export function ContactSent({
  sent,
  site,
  onAgain,
}: {
  sent: SentMessage;
  site: SiteOut;
  onAgain: () => void;
}) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const officeLine = useOfficeLine();
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mt-6 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200" data-testid="contact-sent">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="size-5" />
        </span>
        <h3 ref={heading} tabIndex={-1} className="pt-1.5 text-xl font-bold text-ink outline-none">
          {t("contact.sent.title", { name: sent.firstName })}
        </h3>
      </div>
      <h4 className="mt-5 font-semibold text-ink">{t("contact.sent.nextTitle")}</h4>
      <ol className="mt-2 list-decimal space-y-2 ps-5 text-slate-700">
        <li>{t("contact.sent.copy", { email: sent.email })}</li>
        <li>
          <Trans
            t={t}
            i18nKey="contact.sent.reply"
            values={{ within: replyWithin(t, site) }}
            components={{ hours: <HoursText hours={site.hours} /> }}
          />
        </li>
        {officeLine ? <li>{officeLine}</li> : null}
      </ol>
      <p className="mt-6 font-semibold text-ink">{t("contact.sent.sooner")}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <a
          href={whatsappHref(site.whatsapp, t("contact.channels.whatsappGreeting"))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn inline-flex bg-emerald-700 text-white hover:bg-emerald-800"
        >
          <WhatsAppIcon className="size-4" />
          {t("contact.sent.whatsapp")}
          <span className="sr-only"> {t("a11y.newWindow")}</span>
        </a>
        <button type="button" onClick={onAgain} className="btn-secondary">
          {t("contact.sent.again")}
        </button>
      </div>
    </div>
  );
}
