// The browser's strings: only the page's language is loaded before hydration (its chunk is
// preloaded by the server, backend/web/assets.py); the other one when the visitor switches.
import { addLanguage, createLiveStrings, type Strings, type Tree } from "./i18n-core";
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

/** The strings of the page's language (English, the fallback, comes on Arabic pages later). */
export async function createClientI18n(lang: Lang): Promise<Strings> {
  return createLiveStrings(lang, { [lang]: await loadStrings(lang) });
}

/** Makes sure `lang`'s strings are in `i18n`. Adding them re-renders nothing (the other language is
 * loaded ahead, quietly); when the page already shows `lang`, it re-renders in it. */
export async function ensureLanguage(i18n: Strings, lang: Lang): Promise<void> {
  if (i18n.has(lang)) return;
  const tree = await loadStrings(lang);
  if (i18n.has(lang)) return;
  addLanguage(i18n, lang, tree);
  if (i18n.language === lang) i18n.changeLanguage(lang); // what shows strings re-renders
}
