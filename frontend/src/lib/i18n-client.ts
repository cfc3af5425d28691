// The browser's strings: only the page's language is loaded before hydration (its chunk is
// preloaded by the server, backend/web/assets.py); the other one when the visitor switches.
import type { i18n as I18n } from "i18next";
import { addLanguage, createLiveI18n, type Tree } from "./i18n-core";
import type { Lang } from "./lang";

const loaders: Record<Lang, () => Promise<{ default: Tree }>> = {
  en: () => import("../locales/en"),
  ar: () => import("../locales/ar"),
};
const loading = new Map<Lang, Promise<Tree>>();

/** Starts (once) loading a language's strings. */
export function loadStrings(lang: Lang): Promise<Tree> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = loaders[lang]().then((mod) => mod.default);
    loading.set(lang, promise);
    promise.catch(() => loading.delete(lang)); // a failed load may be tried again
  }
  return promise;
}

/** An i18next instance with the page's language (and English, the fallback, on Arabic pages later). */
export async function createClientI18n(lang: Lang): Promise<I18n> {
  return createLiveI18n(lang, { [lang]: await loadStrings(lang) });
}

/** Makes sure `lang`'s strings are in `i18n`. Adding them re-renders nothing (the other language is
 * loaded ahead, quietly); when the page already shows `lang`, it re-renders in it. */
export async function ensureLanguage(i18n: I18n, lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, "translation")) return;
  const tree = await loadStrings(lang);
  if (i18n.hasResourceBundle(lang, "translation")) return;
  addLanguage(i18n, lang, tree);
  if (i18n.language === lang) await i18n.changeLanguage(lang); // "languageChanged": what shows it re-renders
}
