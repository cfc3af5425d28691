// The language comes from the URL: a path under /ar is Arabic (right-to-left), any other is English.
export const LANGS = ["en", "ar"] as const;
export type Lang = (typeof LANGS)[number];

export function langFromPath(pathname: string): Lang {
  return pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : "en";
}

export function dirOf(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** The path without its language prefix: "/ar/about" -> "/about", "/ar" -> "/". */
export function stripLang(pathname: string): string {
  if (pathname === "/ar") return "/";
  return pathname.startsWith("/ar/") ? pathname.slice(3) : pathname;
}

/** A language-free path ("/about") as it is spelled in `lang` ("/ar/about"). */
export function localizePath(path: string, lang: Lang): string {
  if (lang === "en") return path;
  return path === "/" ? "/ar" : `/ar${path}`;
}

/** The language switcher's target: the same page in the other language, query and hash kept. */
export function switchLangHref(pathname: string, search: string, hash: string, to: Lang): string {
  return localizePath(stripLang(pathname), to) + search + hash;
}

/** A bilingual value in `lang`, falling back to English; plain strings pass through. */
export function pickText(value: unknown, lang: Lang, fallback = ""): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    const texts = value as Record<string, unknown>;
    const chosen = texts[lang] || texts.en;
    if (typeof chosen === "string" && chosen) return chosen;
  }
  return fallback;
}
