import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { type Lang, langFromPath, localizePath } from "./lang";

export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** Translations in the URL's language (not a global setting, so server and client always agree). */
export function useT() {
  const lang = useLang();
  const { t } = useTranslation("translation", { lng: lang });
  return { t, lang };
}

/** A language-free path spelled for the current language ("/contact" -> "/ar/contact" in Arabic). */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path: string) => localizePath(path, lang);
}
