// The closing call to action of inner pages: a free consultation, and WhatsApp for the hesitant.
import "../../locales/pages-strings";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { Link } from "../../lib/router";
import { useSite } from "../../lib/site";
import { ArrowIcon } from "../ui/icons";

export function CtaBand({ title, text }: { title?: string; text?: string }) {
  const { t } = useT();
  const to = useLocalize();
  const site = useSite();
  return (
    <section className="bg-brand-700 text-white" aria-labelledby="cta-band-title">
      <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-band-title" className="text-2xl font-bold">
            {title ?? t("ctaBand.title")}
          </h2>
          <p className="mt-2 text-brand-100">{text ?? t("ctaBand.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={to("/book")} className="btn-light">
            {t("ctaBand.book")}
            <ArrowIcon className="size-4" />
          </Link>
          {site?.whatsapp ? (
            <a
              href={`https://wa.me/${site.whatsapp}`}
              className="btn border border-white/60 text-white hover:bg-white/10"
              rel="noopener noreferrer"
              target="_blank"
            >
              {t("ctaBand.whatsapp")}
              <span className="sr-only"> {t("a11y.newWindow")}</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
