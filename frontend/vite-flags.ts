import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

// Country flags (flag-icons, 4:3) copied into the client build as hashed files, with a map from ISO code
// to file name that only the server reads (`.vite/flags.json`, left out of the static files). The API
// gives each country its flag URL, so a page downloads the flags it shows and no script carries a list.
export function countryFlags(): Plugin {
  return {
    name: "country-flags",
    apply: (config) => !config.build?.ssr,
    generateBundle() {
      const require = createRequire(import.meta.url);
      const folder = join(dirname(require.resolve("flag-icons/package.json")), "flags", "4x3");
      const refs = readdirSync(folder)
        .filter((file) => file.endsWith(".svg"))
        .map((file) => {
          const code = file.slice(0, -4);
          const source = readFileSync(join(folder, file));
          return [code, this.emitFile({ type: "asset", name: `flag-${code}.svg`, source })] as const;
        });
      const map = Object.fromEntries(refs.map(([code, ref]) => [code, this.getFileName(ref)]));
      this.emitFile({
        type: "asset",
        fileName: ".vite/flags.json",
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}
