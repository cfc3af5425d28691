// The calculators' strings (tools.json) in both languages: imported by the calculator pages only, so no
// other page's first load carries them.
import { registerStrings } from "../lib/i18n-core";
import ar from "./ar/tools.json";
import en from "./en/tools.json";

registerStrings({ en, ar });
