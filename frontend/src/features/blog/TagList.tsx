// A post's tags as links to their lists, each named in the page's language: a plain chip (no "#"),
// as Arabic sites show their وسوم, and multi-word names ("الدخول السريع") read as they are written.

import type { BlogTagOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { Link } from "../../lib/router";

export function TagList({ tags, className = "" }: { tags: BlogTagOut[]; className?: string }) {
  const { t, lang } = useT();
  if (!tags.length) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={t("blogPage.tags")}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={tag.path[lang]}
            className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
          >
            {pickText(tag.name, lang)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
