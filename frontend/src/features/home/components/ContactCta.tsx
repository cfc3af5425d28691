import { ArrowIcon } from "../../../components/ui/icons";
import { useLocalize, useT } from "../../../lib/i18n-hooks";
import { Link } from "../../../lib/router";

export function ContactCta() {
  const { t } = useT();
  const to = useLocalize();
  return (
    <section className="bg-brand-700 py-16 text-white" aria-labelledby="cta-title">
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {t("cta.title")}
          </h2>
          <p className="mt-3 text-brand-50">{t("cta.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={to("/contact")} className="btn-light">
            {t("cta.contact")}
            <ArrowIcon className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
