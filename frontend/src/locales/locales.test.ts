import { describe, expect, it } from "vitest";
import { mergeTrees, type Tree } from "../lib/i18n-core";

// Every file of each language: the public site's, the server's and the admin's.
const files = import.meta.glob<Tree>("./*/*.json", { eager: true, import: "default" });
const all = (lang: string) =>
  mergeTrees(
    Object.entries(files)
      .filter(([file]) => file.startsWith(`./${lang}/`))
      .map(([, tree]) => tree),
  );
const en = all("en");
const ar = all("ar");

function keys(node: unknown, prefix = ""): string[] {
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

// A counted string has one key per plural category of its language (`readingTime_one`, `_two`, `_few`…,
// as lib/i18n-core.ts picks them with Intl.PluralRules): Arabic has six, English two. Compared without them.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, "");
const baseKeys = (node: unknown) => [...new Set(keys(node).map(base))].sort();

describe("UI strings", () => {
  it("exist in English and Arabic with the same keys, file by file", () => {
    const names = (lang: string) =>
      Object.keys(files)
        .filter((f) => f.startsWith(`./${lang}/`))
        .map((f) => f.slice(lang.length + 3))
        .sort();
    expect(names("ar")).toEqual(names("en"));
    for (const name of names("en")) {
      expect(baseKeys(files[`./ar/${name}`]), name).toEqual(baseKeys(files[`./en/${name}`]));
    }
  });

  it("give a counted string every plural form its language has, and nothing else", () => {
    for (const [lang, tree] of [
      ["en", en],
      ["ar", ar],
    ] as const) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const counted = keys(tree).filter((key) => PLURAL.test(key));
      for (const key of new Set(counted.map(base))) {
        const forms = counted.filter((k) => base(k) === key).map((k) => k.slice(key.length + 1));
        expect(forms.sort(), `${lang}: ${key}`).toEqual([...categories].sort());
        expect(keys(tree), `${lang}: ${key} also without a plural form`).not.toContain(key);
      }
    }
  });

  it("define every key in one file only", () => {
    const seen = new Map<string, string>();
    for (const [file, content] of Object.entries(files)) {
      if (!file.startsWith("./en/")) continue;
      for (const key of keys(content)) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });

  it("are never empty, and the Arabic is written in Arabic", () => {
    const arabic = /[\u0600-\u06FF]/;
    for (const key of keys(en)) {
      const get = (tree: unknown) =>
        key
          .split(".")
          .reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], tree) as string;
      expect(get(en), key).not.toBe("");
      // Words must be Arabic; a template of punctuation around a value («{{quote}}») has none.
      const words = get(ar).replace(/\{\{\w+\}\}/g, "");
      if (
        !["nav.language", "nav.languageShort", "admin.language.switchTo"].includes(key) &&
        /\p{L}/u.test(words)
      ) {
        expect(get(ar), key).toMatch(arabic);
      }
      expect(get(ar), key).not.toBe("");
    }
  });
});
