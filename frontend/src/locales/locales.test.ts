import { describe, expect, it } from "vitest";
import { resources } from "../lib/i18n";

const en = resources.en.translation;
const ar = resources.ar.translation;
const files = import.meta.glob<object>("./*/*.json", { eager: true, import: "default" });

function keys(node: unknown, prefix = ""): string[] {
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1)];
}

describe("UI strings", () => {
  it("exist in English and Arabic with the same keys, file by file", () => {
    const names = (lang: string) =>
      Object.keys(files)
        .filter((f) => f.startsWith(`./${lang}/`))
        .map((f) => f.slice(lang.length + 3))
        .sort();
    expect(names("ar")).toEqual(names("en"));
    for (const name of names("en")) {
      expect(keys(files[`./ar/${name}`]).sort(), name).toEqual(keys(files[`./en/${name}`]).sort());
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
      const get = (tree: unknown) => key.split(".").reduce((n: any, p) => n?.[p], tree) as string;
      expect(get(en), key).not.toBe("");
      if (!["nav.language", "nav.languageShort"].includes(key)) expect(get(ar), key).toMatch(arabic);
    }
  });
});
