// The UI strings of this language that every page needs: the JSON files of this folder, deep-merged,
// except pages.json (the inner pages' own strings, which come with those pages: ../pages-strings.ts)
// and tools.json (the calculators' own, ../tools-strings.ts)
// and server.json (what only the server writes: the page for a failure on our side)
// and admin*.json (the staff admin's, which its own bundle reads: ../../admin/i18n.ts).
// A module of its own so the browser loads only the page's language (src/lib/i18n-client.ts).
import { mergeTrees, type Tree } from "../../lib/i18n-core";

const files = import.meta.glob<Tree>(
  ["./*.json", "!./pages.json", "!./server.json", "!./tools.json", "!./admin*.json"],
  {
    eager: true,
    import: "default",
  },
);

export default mergeTrees(Object.values(files));
