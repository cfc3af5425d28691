// The inner pages' strings (pages.json) in both languages: imported by those pages and the pieces
// they share, so the home page's first load does not carry them (about 2.5 KB gzip per language).
import { registerStrings } from "../lib/i18n-core";
import ar from "./ar/pages.json";
import en from "./en/pages.json";

registerStrings({ en, ar });
