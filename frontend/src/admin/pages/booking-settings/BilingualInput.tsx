// A bilingual text edited as two inputs side by side, as the CMS does: English left-to-right, Arabic
// right-to-left with lang="ar".
import { InputField } from "../../components/InputField";
import { useAdminT } from "../../i18n";

export function BilingualInput({
  label,
  en,
  ar,
  onChange,
  errors,
  name,
  required = false,
}: {
  label: string;
  en: string;
  ar: string;
  onChange: (lang: "en" | "ar", value: string) => void;
  errors: Record<string, string>;
  name: string;
  required?: boolean;
}) {
  const { t } = useAdminT();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <InputField
        label={t("adminBooking.settings.inEnglish", { label })}
        dir="ltr"
        required={required}
        value={en}
        onChange={(v) => onChange("en", v)}
        error={errors[`${name}_en`]}
      />
      <InputField
        label={t("adminBooking.settings.inArabic", { label })}
        dir="rtl"
        lang="ar"
        required={required}
        value={ar}
        onChange={(v) => onChange("ar", v)}
        error={errors[`${name}_ar`]}
      />
    </div>
  );
}

/** The required name in both languages that meeting types, closures and special hours all have. */
export function NameInput({
  draft,
  errors,
  set,
}: {
  draft: { name_en: string; name_ar: string };
  errors: Record<string, string>;
  set: (key: "name_en" | "name_ar", value: string) => void;
}) {
  const { t } = useAdminT();
  return (
    <BilingualInput
      label={t("adminBooking.settings.name")}
      name="name"
      required
      en={draft.name_en}
      ar={draft.name_ar}
      errors={errors}
      onChange={(lang, v) => set(`name_${lang}`, v)}
    />
  );
}
