// The admin's language: English or Arabic, as each staff member chose (stored on the user, PATCH
// auth/me). Its strings live beside the public site's in src/locales/<lang>/admin*.json (one file per
// area of the admin), read by the same translation function (lib/i18n-core), and are never part of
// the public pages (locales/<lang>/index.ts leaves them out). Both languages are loaded with the app:
// switching is instant. The shell page starts in the user's language (web/views.admin_shell).
import { useMemo, useSyncExternalStore } from "react";
import { mergeTrees, Strings, type TFunction, type Tree } from "../lib/i18n-core";
import type { Lang } from "../lib/lang";

// admin-errors.json is the server's (the API's error messages in the staff member's language): not loaded here.
const files = import.meta.glob<Tree>(["../locales/*/admin*.json", "!../locales/*/admin-errors.json"], {
  eager: true,
  import: "default",
});

function tree(lang: Lang): Tree {
  return mergeTrees(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${lang}/`))
      .map(([, content]) => content),
  );
}

function pageLang(): Lang {
  return typeof document !== "undefined" && document.documentElement.lang === "ar" ? "ar" : "en";
}

/** The admin's one instance of the strings. */
export const adminStrings = new Strings(pageLang(), { en: tree("en"), ar: tree("ar") });

/** The company's name in `lang`, as the server's page gives it (`<meta name="company-en|ar">`, from the
 * site settings): the brand line and the window titles say it. "" when the page has none (unit tests). */
export function companyName(lang: Lang): string {
  if (typeof document === "undefined") return "";
  const name = (which: Lang) =>
    document.querySelector<HTMLMetaElement>(`meta[name="company-${which}"]`)?.content || "";
  return name(lang) || name("en");
}

/** Switches the admin to `lang`: the page's `lang` and `dir`, and every screen showing strings. */
export function setAdminLanguage(lang: Lang): void {
  if (typeof document !== "undefined") {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
  }
  if (adminStrings.language !== lang) adminStrings.changeLanguage(lang);
}

/** The admin's `t` and language; the component re-renders when the language changes. */
export function useAdminT(): { t: TFunction; lang: Lang } {
  const version = useSyncExternalStore(
    adminStrings.subscribe,
    adminStrings.getVersion,
    adminStrings.getVersion,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` when the language changes
  const t = useMemo<TFunction>(() => (key, options) => adminStrings.t(key, options), [version]);
  return { t, lang: adminStrings.language };
}

/** `t` outside components (formatting helpers, lists built once): the current language's. */
export const tAdmin: TFunction = (key, options) => adminStrings.t(key, options);
