import { CheckIcon } from "../../../components/ui/icons";
import type { SiteOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { replyWithin } from "../../../lib/site";

const CHANNELS = ["email", "phone", "whatsapp"] as const;

/** How quickly we reply, from the site settings: the first reply on business days, then what each
 * channel promises (one left empty by the editors is not listed). docs/product.md#response-times. */
export function ResponseTimes({ site }: { site: SiteOut }) {
  const { t, lang } = useT();
  const promise = site.reply_promise;
  const lines = [
    t("contact.response.businessDays", { within: replyWithin(t, site) }),
    ...CHANNELS.filter((channel) => promise[channel][lang]).map((channel) =>
      t(`contact.response.${channel}`, { promise: promise[channel][lang] }),
    ),
  ];
  return (
    <section aria-labelledby="contact-response-title" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="contact-response-title" className="text-xl font-bold text-ink">
        {t("contact.response.title")}
      </h2>
      <ul className="mt-4 space-y-3">
        {lines.map((line) => (
          <li key={line} className="flex gap-3 text-slate-700">
            <CheckIcon className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
