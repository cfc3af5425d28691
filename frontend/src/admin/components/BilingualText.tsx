// A value kept in English and in Arabic, shown as the bilingual screens show it: the admin's language
// first, the other under or beside it, each marked with its language and direction (so an English
// value in the Arabic admin reads left to right and is known to be English, not an untranslated label).
import { useAdminT } from "../i18n";

export function BilingualText({
  en,
  ar,
  firstClassName = "font-medium text-ink",
  otherClassName = "text-slate-500",
}: {
  en: string;
  ar: string;
  firstClassName?: string;
  otherClassName?: string;
}) {
  const { lang } = useAdminT();
  const arFirst = lang === "ar" && Boolean(ar);
  const first = arFirst ? { lang: "ar", text: ar } : { lang: "en", text: en };
  const other = arFirst ? { lang: "en", text: en } : { lang: "ar", text: ar };
  return (
    <>
      <span className={firstClassName} lang={first.lang} dir={first.lang === "ar" ? "rtl" : "ltr"}>
        {first.text}
      </span>
      {other.text ? (
        <>
          {" "}
          <span className={otherClassName} lang={other.lang} dir={other.lang === "ar" ? "rtl" : "ltr"}>
            {other.text}
          </span>
        </>
      ) : null}
    </>
  );
}
