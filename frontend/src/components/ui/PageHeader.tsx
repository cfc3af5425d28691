// The band at the top of every inner page: breadcrumbs, the page's one <h1> and a lead paragraph.
import type { ReactNode } from "react";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { Link } from "../../lib/router";

export type Crumb = { label: string; to?: string };

export function PageHeader({
  title,
  lead,
  crumbs = [],
  icon,
  children,
}: {
  title: string;
  lead?: string;
  /** The trail between Home and this page (Home is added; the page itself is the last, unlinked). */
  crumbs?: Crumb[];
  /** Shown on the heading's line, at its start (a country's flag): decorative, outside the <h1>. */
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useT();
  const to = useLocalize();
  const trail: Crumb[] = [{ label: t("nav.home"), to: "/" }, ...crumbs];
  return (
    <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <nav aria-label={t("a11y.breadcrumbs")}>
          <ol className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            {trail.map((crumb) => (
              <li key={crumb.label} className="flex items-center gap-2">
                {crumb.to ? (
                  <Link to={to(crumb.to)} className="hover:text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              </li>
            ))}
            <li aria-current="page" className="font-medium text-slate-800">
              {title}
            </li>
          </ol>
        </nav>
        <div className="mt-4 flex items-center gap-3 sm:gap-4">
          {icon}
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
        </div>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-slate-600">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
