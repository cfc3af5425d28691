import type { SiteOut } from "../../lib/api-types";
import { telHref } from "../../lib/contact-links";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { Link } from "../../lib/router";
import { useNavServices } from "../../lib/services";
import { useSite } from "../../lib/site";
import { MailIcon, PhoneIcon } from "../ui/icons";
import { Logo } from "./Logo";
import { MORE_LINKS } from "./nav-links";

const SOCIAL: (keyof SiteOut["social"])[] = [
  "facebook",
  "twitter",
  "linkedin",
  "youtube",
  "instagram",
  "tiktok",
  "whatsapp",
];

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link to={to} className="inline-block py-1 text-slate-300 hover:text-white hover:underline">
        {children}
      </Link>
    </li>
  );
}

export function Footer() {
  const { t, lang } = useT();
  const to = useLocalize();
  const site = useSite();
  const company = pickText(site?.company_name, lang);
  const year = new Date().getFullYear();
  const services = useNavServices(lang);

  return (
    <footer className="site-footer bg-slate-900 text-slate-300">
      <div id="site-links" className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <div className="rounded-xl bg-white/95 p-3 inline-block">
            <Logo variant="footer" />
          </div>
          <p className="mt-3 text-sm font-semibold text-white">{pickText(site?.tagline, lang)}</p>
          <p className="mt-2 text-sm leading-relaxed">{pickText(site?.description, lang)}</p>
          {site ? (
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <a href={telHref(site.phone)} className="flex items-center gap-2 hover:text-white">
                  <PhoneIcon className="size-4" />
                  <span dir="ltr">{site.phone}</span>
                </a>
              </li>
              <li>
                <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-white">
                  <MailIcon className="size-4" />
                  <span>{site.email}</span>
                </a>
              </li>
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.services")}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            <FooterLink to={to("/services")}>{t("nav.servicesOverview")}</FooterLink>
            {services.map((service) => (
              <FooterLink key={service.slug} to={service.path}>
                {service.title}
              </FooterLink>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.company")}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            <FooterLink to={to("/about")}>{t("nav.about")}</FooterLink>
            {MORE_LINKS.map((link) => (
              <FooterLink key={link.path} to={to(link.path)}>
                {t(link.label)}
              </FooterLink>
            ))}
            <FooterLink to={to("/contact")}>{t("nav.contact")}</FooterLink>
            <FooterLink to={to("/book")}>{t("nav.book")}</FooterLink>
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.follow")}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label={t("a11y.social")}>
            {SOCIAL.filter((key) => site?.social[key]).map((key) => (
              <li key={key}>
                <a
                  href={site?.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block py-1 hover:text-white hover:underline"
                >
                  {key === "whatsapp" ? t("footer.whatsapp") : t(`social.${key}`)}
                  <span className="sr-only"> {t("a11y.newWindow")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs md:flex-row md:items-center md:justify-between">
          <p>{t("footer.copyright", { year, company })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <FooterLink to={to("/privacy-policy")}>{t("footer.privacy")}</FooterLink>
              <FooterLink to={to("/terms-of-service")}>{t("footer.terms")}</FooterLink>
              <FooterLink to={to("/cookie-policy")}>{t("footer.cookies")}</FooterLink>
            </ul>
          </nav>
        </div>
        {/* From sm up the chat button floats at the bottom corner with no phone bar under it: the page ends
            below its height, so at the end it covers none of the footer. */}
        <p className="container-page pb-6 text-xs text-slate-400 sm:pb-24">{t("footer.disclaimer")}</p>
      </div>
    </footer>
  );
}
