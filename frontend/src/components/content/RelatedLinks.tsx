// The sidebar list of the other items of a kind on an item's page ("Other services", "Other
// destinations"): each with its icon or flag, linking to its page in the page's language.
import type { ReactNode } from "react";
import { Link } from "../../lib/router";

export type RelatedLink = { key: string | number; href: string; icon: ReactNode; label: string };

export function RelatedLinks({ id, title, links }: { id: string; title: string; links: RelatedLink[] }) {
  if (!links.length) return null;
  return (
    <nav aria-labelledby={id} className="rounded-2xl border border-slate-200 p-6">
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            >
              {link.icon}
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
