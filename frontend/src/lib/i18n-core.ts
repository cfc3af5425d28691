// i18next set up for this site, without the strings: lib/i18n.ts (server, tests) passes both
// languages at once; lib/i18n-client.ts (browser) passes the page's language and loads the other
// when the visitor switches.
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang } from "./lang";

export type Tree = { [key: string]: string | Tree };

/** Merges `source` into `target` (a key defined by two files is a mistake the locale test reports). */
function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === "object" && (existing === undefined || typeof existing === "object")
        ? merge((existing as Tree) ?? {}, value)
        : value;
  }
  return target;
}

/** One tree from several locale files of one language. */
export function mergeTrees(trees: Tree[]): Tree {
  const tree: Tree = {};
  for (const content of trees) merge(tree, content);
  return tree;
}

// Strings that arrive with a page's code (locales/pages-strings.ts), per language: merged into every
// instance that has that language, now or when it gets it.
const extras: Record<Lang, Tree[]> = { en: [], ar: [] };
const instances = new Set<I18n>();

/** Adds strings that came with a page's code to every instance (and to those made later). */
export function registerStrings(byLang: Record<Lang, Tree>): void {
  for (const [lang, tree] of Object.entries(byLang) as [Lang, Tree][]) {
    if (extras[lang].includes(tree)) continue;
    extras[lang].push(tree);
    for (const instance of instances) {
      if (instance.hasResourceBundle(lang, "translation")) {
        instance.addResourceBundle(lang, "translation", tree, true, true);
      }
    }
  }
}

/** Adds a language's base strings to an instance, with the page strings already registered. */
export function addLanguage(instance: I18n, lang: Lang, tree: Tree): void {
  instance.addResourceBundle(lang, "translation", mergeTrees([tree, ...extras[lang]]), true, true);
}

/** A synchronous i18next instance (one per server render, one in the browser) over `strings`. */
export function createI18nWith(lang: Lang, strings: Partial<Record<Lang, Tree>>): I18n {
  const instance = createInstance();
  const resources = Object.fromEntries(
    Object.entries(strings).map(([code, tree]) => [
      code,
      { translation: mergeTrees([tree as Tree, ...extras[code as Lang]]) },
    ]),
  );
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: "en",
    supportedLngs: ["en", "ar"],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** createI18nWith, and the instance is kept to receive strings registered later (the browser's one). */
export function createLiveI18n(lang: Lang, strings: Partial<Record<Lang, Tree>>): I18n {
  const instance = createI18nWith(lang, strings);
  instances.add(instance);
  return instance;
}
