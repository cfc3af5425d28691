import { CheckIcon } from "../../../components/ui/icons";
import { useT } from "../../../lib/i18n-hooks";

const PROMISES = ["businessDays", "email", "phone", "whatsapp"] as const;

/** How quickly each channel is answered (docs/product.md#response-times). */
export function ResponseTimes() {
  const { t } = useT();
  return (
    <section aria-labelledby="contact-response-title" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="contact-response-title" className="text-xl font-bold text-ink">
        {t("contact.response.title")}
      </h2>
      <ul className="mt-4 space-y-3">
        {PROMISES.map((key) => (
          <li key={key} className="flex gap-3 text-slate-700">
            <CheckIcon className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>{t(`contact.response.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
