import { type MouseEvent, useEffect, useRef, useState } from "react";
import { ensureLanguage } from "../../lib/i18n-client";
import { useI18n, useLocalize, useT } from "../../lib/i18n-hooks";
import { stripLang, switchLangHref } from "../../lib/lang";
import { Link, NavLink, useLocation, useNavigate } from "../../lib/router";
import { useNavServices } from "../../lib/services";
import { CloseIcon, GlobeIcon, MenuIcon } from "../ui/icons";
import { Dropdown } from "./Dropdown";
import { Logo } from "./Logo";
import { inMore, MORE_LINKS } from "./nav-links";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-full px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700"
  }`;

const menuItemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2.5 text-sm hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "bg-brand-50 font-semibold text-brand-700" : "text-slate-700"
  }`;

export function Header() {
  const { t, lang } = useT();
  const to = useLocalize();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const services = useNavServices(lang);
  const path = stripLang(location.pathname);
  const other = lang === "en" ? "ar" : "en";
  const switchHref = switchLangHref(location.pathname, location.search, location.hash, other);
  const { i18n } = useI18n();
  const navigate = useNavigate();
  // The browser starts with the page's language only: the other one loads on the way (hover, focus,
  // touch) and the switch waits for it, so the next page never shows untranslated keys.
  const preloadOther = () => void ensureLanguage(i18n, other).catch(() => undefined);
  const onSwitch = (event: MouseEvent<HTMLAnchorElement>) => {
    if (i18n.has(other)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    ensureLanguage(i18n, other).then(
      () => navigate(switchHref),
      () => window.location.assign(switchHref),
    );
  };

  // Escape closes the phone menu from anywhere and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Link to={to("/")} className="rounded-lg">
          <Logo variant="header" />
        </Link>

        <nav aria-label={t("a11y.mainNav")} className="hidden items-center gap-1 lg:flex">
          <NavLink to={to("/")} end className={linkClass}>
            {t("nav.home")}
          </NavLink>
          <NavLink to={to("/about")} className={linkClass}>
            {t("nav.about")}
          </NavLink>
          <Dropdown label={t("nav.services")} active={path.startsWith("/services")}>
            <NavLink to={to("/services")} end className={menuItemClass}>
              {t("nav.servicesOverview")}
            </NavLink>
            {services.map((service) => (
              <NavLink key={service.slug} to={service.path} className={menuItemClass}>
                {service.title}
              </NavLink>
            ))}
          </Dropdown>
          <Dropdown label={t("nav.more")} active={inMore(path)}>
            {MORE_LINKS.map((link) => (
              <NavLink key={link.path} to={to(link.path)} className={menuItemClass}>
                {t(link.label)}
              </NavLink>
            ))}
          </Dropdown>
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to={switchHref}
            hrefLang={other}
            lang={other}
            className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            aria-label={`${t("a11y.switchLanguage")}: ${t("nav.language")}`}
            onClick={onSwitch}
            onMouseEnter={preloadOther}
            onFocus={preloadOther}
            onTouchStart={preloadOther}
          >
            <GlobeIcon className="size-4" />
            {/* On English pages the one Arabic word is set in the system's Arabic font: the web font
                (about 45 KB) is for Arabic pages. */}
            <span className={other === "ar" ? "font-system" : undefined}>{t("nav.language")}</span>
          </Link>
          <Link to={to("/contact")} className="btn-primary hidden sm:inline-flex">
            {t("nav.contact")}
          </Link>
          {/* Without JavaScript the menu button cannot open the menu: a link to the footer's
              site links takes its place (page.html hides .js-only then). */}
          <noscript>
            <a
              href="#site-links"
              className="flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-slate-700 lg:hidden"
            >
              {t("nav.menu")}
            </a>
          </noscript>
          <button
            ref={menuButton}
            type="button"
            className="js-only flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("a11y.closeMenu") : t("a11y.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={t("a11y.mobileNav")}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white lg:hidden"
      >
        <ul className="container-page grid gap-1 py-3">
          {[
            { href: to("/"), label: t("nav.home"), end: true },
            { href: to("/about"), label: t("nav.about") },
            { href: to("/services"), label: t("nav.services"), end: true },
            ...services.map((service) => ({ href: service.path, label: service.title, sub: true })),
            ...MORE_LINKS.map((link) => ({ href: to(link.path), label: t(link.label) })),
            { href: to("/contact"), label: t("nav.contact") },
          ].map((item) => (
            <li key={item.href} className={"sub" in item ? "ps-4" : undefined}>
              <NavLink
                to={item.href}
                end={"end" in item}
                className={menuItemClass}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
