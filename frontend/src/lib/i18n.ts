// One place for UI strings: src/locales/<lang>/*.json, one file per area of the site, deep-merged
// into one tree per language (the server reads the same files for the titles it writes).
// Both languages at once, synchronously: for the server render and the tests. The browser uses
// lib/i18n-client.ts, which loads only the page's language up front.
import ar from "../locales/ar";
import arPages from "../locales/ar/pages.json";
import arTools from "../locales/ar/tools.json";
import en from "../locales/en";
import enPages from "../locales/en/pages.json";
import enTools from "../locales/en/tools.json";
import { createStringsWith, mergeTrees, type Strings } from "./i18n-core";
import type { Lang } from "./lang";

const all = { en: mergeTrees([en, enPages, enTools]), ar: mergeTrees([ar, arPages, arTools]) };

export const resources = {
  en: { translation: all.en },
  ar: { translation: all.ar },
} as const;

export function createI18n(lang: Lang): Strings {
  return createStringsWith(lang, all);
}
