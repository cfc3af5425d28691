import { useLocalize, useT } from "../../lib/i18n-hooks";
import { Link } from "../../lib/router";

/** The not-found page's content: its own route and any page whose item does not exist show it. */
export function NotFound() {
  const { t } = useT();
  const to = useLocalize();
  return (
    <section className="container-page py-20 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-bold text-brand-500">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-ink">
        {t("notFound.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{t("notFound.text")}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to={to("/")} className="btn-primary">
            {t("notFound.home")}
          </Link>
        </li>
        <li>
          <Link to={to("/services")} className="btn-secondary">
            {t("notFound.services")}
          </Link>
        </li>
        <li>
          <Link to={to("/contact")} className="btn-secondary">
            {t("notFound.contact")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
