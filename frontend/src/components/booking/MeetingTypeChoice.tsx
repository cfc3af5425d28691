// The first step of the slot picker: how to meet (in the office, by phone, by video), as radio cards.
import type { MeetingTypeOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";

export const CARD =
  "flex cursor-pointer rounded-xl border border-slate-300 bg-white text-ink transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";

export function MeetingTypeChoice({
  types,
  value,
  onChange,
  name,
}: {
  types: MeetingTypeOut[];
  value: string | null;
  onChange: (slug: string) => void;
  name: string;
}) {
  const { t, lang } = useT();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t("booking.picker.typeLegend")}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {types.map((type) => (
          <label key={type.slug} className={`${CARD} flex-col gap-1 p-3`}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={type.slug}
              checked={value === type.slug}
              onChange={() => onChange(type.slug)}
            />
            <span className="font-semibold">{pickText(type.name, lang)}</span>
            <span className="text-sm text-slate-600">
              {t("booking.picker.minutes", { count: type.duration_minutes })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
