// Every UI string in this language: the JSON files of this folder, deep-merged into one tree.
// A module of its own so the browser loads only the page's language (src/lib/i18n-client.ts).
import { mergeTrees, type Tree } from "../../lib/i18n-core";

const files = import.meta.glob<Tree>("./*.json", { eager: true, import: "default" });

export default mergeTrees(Object.values(files));
