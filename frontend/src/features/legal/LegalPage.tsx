import "../../locales/pages-strings";
import { NotFound } from "../../components/content/NotFound";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { Prose } from "../../components/ui/Prose";
import { isNotFound } from "../../lib/api-client";
import type { PageOut } from "../../lib/api-types";
import { formatDate } from "../../lib/dates";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { pickText, stripLang } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link, useLocation } from "../../lib/router";

const LEGAL = ["/privacy-policy", "/terms-of-service", "/cookie-policy"] as const;

export default function LegalPage() {
  const { t, lang } = useT();
  const to = useLocalize();
  const path = stripLang(useLocation().pathname);
  const { data: page, isPending, error } = useRouteData<PageOut>("page");
  if (isNotFound(error)) return <NotFound />;
  if (isPending || !page) return <PageSkeleton />;
  return (
    <>
      <PageHeader title={pickText(page.title, lang)} lead={pickText(page.summary, lang)}>
        <p className="mt-4 text-sm text-slate-500">
          {t("legalPage.updated")} <time dateTime={page.updated_on}>{formatDate(page.updated_on, lang)}</time>
        </p>
      </PageHeader>
      <div className="container-page py-12">
        <Prose html={pickText(page.body, lang)} />
        <nav aria-label={t("legalPage.others")} className="mt-12 border-t border-slate-200 pt-6">
          <ul className="flex flex-wrap gap-4 text-sm">
            {LEGAL.filter((p) => p !== path).map((p) => (
              <li key={p}>
                <Link to={to(p)} className="font-semibold text-brand-700 hover:underline">
                  {t(`legalPage.links.${p.slice(1)}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
