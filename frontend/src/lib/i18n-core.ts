// The site's translation function, without a library: two static languages, strings in
// src/locales/<lang>/*.json (the one place for them), looked up by dotted key. It does what the code
// asks of it and no more (it replaced i18next + react-i18next, 17 KB gzip of the first load):
// - `{{name}}` is replaced by the option of that name (an option given as undefined or null gives "",
//   a name not given at all stays as written);
// - `count` (a number) picks the plural form `key_<category>` by Intl.PluralRules of the language
//   (`key_zero` first when the count is 0), then `key` itself;
// - a key missing in Arabic falls back to English, then to `defaultValue`, then to the key.
// lib/i18n.ts (server, tests) makes an instance with both languages at once; lib/i18n-client.ts
// (browser) with the page's language, and loads the other when the visitor switches.
import type { Lang } from "./lang";

export type Tree = { [key: string]: string | Tree };

/** The options `t` understands: the lookup's (`count`, `lng`, `defaultValue`) and values to interpolate. */
export type TOptions = { count?: number; lng?: Lang; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

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

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (written, name: string) => {
    if (!Object.hasOwn(options, name)) return written;
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/** The strings of one or both languages and `t` over them; `subscribe` tells of a change that should
 * re-render what shows strings (the page's language set again, or its strings arriving late). */
export class Strings {
  language: Lang;
  private trees: Partial<Record<Lang, Tree>> = {};
  private version = 0;
  private listeners = new Set<() => void>();

  constructor(lang: Lang, strings: Partial<Record<Lang, Tree>>) {
    this.language = lang;
    for (const [code, tree] of Object.entries(strings) as [Lang, Tree][]) this.add(code, tree);
  }

  has(lang: Lang): boolean {
    return lang in this.trees;
  }

  /** Deep-merges `tree` into `lang`'s strings, quietly (nothing re-renders for it). */
  add(lang: Lang, tree: Tree): void {
    this.trees[lang] = merge(this.trees[lang] ?? {}, tree);
  }

  /** Sets the language and re-renders what shows strings. */
  changeLanguage(lang: Lang): void {
    this.language = lang;
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  t: TFunction = (key, options) => {
    const lang = options?.lng ?? this.language;
    const count = options?.count;
    const candidates = [key];
    if (typeof count === "number") {
      candidates.unshift(`${key}_${pluralOf(lang, count)}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const code of lang === "en" ? (["en"] as const) : ([lang, "en"] as const)) {
      for (const candidate of candidates) {
        const found = lookup(this.trees[code], candidate);
        if (found !== undefined) return interpolate(found, options);
      }
    }
    return interpolate(options?.defaultValue ?? key, options);
  };
}

// Strings that arrive with a page's code (locales/pages-strings.ts), per language: merged into every
// instance that has that language, now or when it gets it.
const extras: Record<Lang, Tree[]> = { en: [], ar: [] };
const instances = new Set<Strings>();

/** Adds strings that came with a page's code to every instance (and to those made later). */
export function registerStrings(byLang: Record<Lang, Tree>): void {
  for (const [lang, tree] of Object.entries(byLang) as [Lang, Tree][]) {
    if (extras[lang].includes(tree)) continue;
    extras[lang].push(tree);
    for (const instance of instances) {
      if (instance.has(lang)) instance.add(lang, tree);
    }
  }
}

/** Adds a language's base strings to an instance, with the page strings already registered. */
export function addLanguage(instance: Strings, lang: Lang, tree: Tree): void {
  instance.add(lang, mergeTrees([tree, ...extras[lang]]));
}

/** An instance over `strings` (one per server render), with the page strings already registered. */
export function createStringsWith(lang: Lang, strings: Partial<Record<Lang, Tree>>): Strings {
  const withExtras = Object.fromEntries(
    Object.entries(strings).map(([code, tree]) => [
      code,
      mergeTrees([tree as Tree, ...extras[code as Lang]]),
    ]),
  );
  return new Strings(lang, withExtras);
}

/** createStringsWith, and the instance is kept to receive strings registered later (the browser's one). */
export function createLiveStrings(lang: Lang, strings: Partial<Record<Lang, Tree>>): Strings {
  const instance = createStringsWith(lang, strings);
  instances.add(instance);
  return instance;
}
