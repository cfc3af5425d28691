import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from "react";
import type { Strings, TFunction, TOptions } from "./i18n-core";
import { type Lang, langFromPath, localizePath } from "./lang";
import { useLocation } from "./router";

/** The strings of the app (app/Providers.tsx provides them). */
export const StringsContext = createContext<Strings | null>(null);

export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The app's strings, re-rendering when they change (the page's language set again, or its strings
 * arriving late), and `t` in the instance's language (a new function after each such change). */
export function useI18n(): { i18n: Strings; t: TFunction } {
  const i18n = useContext(StringsContext);
  if (!i18n) throw new Error("useI18n outside <Providers>");
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` when the strings change
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [i18n, version]);
  return { i18n, t };
}

/** Translations in the URL's language (not a global setting, so server and client always agree). */
export function useT(): { t: TFunction; lang: Lang } {
  const lang = useLang();
  const { i18n, t: any } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `any` is new when the strings change
  const t = useMemo<TFunction>(
    () => (key, options) => i18n.t(key, { lng: lang, ...options }),
    [i18n, lang, any],
  );
  return { t, lang };
}

/** A language-free path spelled for the current language ("/contact" -> "/ar/contact" in Arabic). */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path: string) => localizePath(path, lang);
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** A string with elements in it: `<policy>privacy policy</policy>` in the string becomes
 * `components.policy` with the words inside as its children (an element with no words keeps its own). */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}): ReactNode {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [written, name = match[3], inner = ""] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name as string];
    const key = parts.length;
    if (!element) parts.push(written);
    else parts.push(inner ? cloneElement(element, { key }, inner) : cloneElement(element, { key }));
    last = match.index + written.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
