// One place for UI strings: src/locales/<lang>/*.json, one file per area of the site, deep-merged
// into one tree per language (the server reads the same files for the titles it writes).
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang } from "./lang";

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>("../locales/*/*.json", { eager: true, import: "default" });

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

function strings(lang: Lang): Tree {
  const tree: Tree = {};
  for (const [file, content] of Object.entries(files)) {
    if (file.split("/").at(-2) === lang) merge(tree, content);
  }
  return tree;
}

export const resources = {
  en: { translation: strings("en") },
  ar: { translation: strings("ar") },
} as const;

/** A synchronous i18next instance (one per server render, one in the browser). */
export function createI18n(lang: Lang): I18n {
  const instance = createInstance();
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
