import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { adminRequest } from "../api";
import { can, ME, useMe } from "../auth";
import { companyName, useAdminT } from "../i18n";
import type { Capability, Me } from "../types";

interface NavItem {
  to: string;
  /** Its label's key under admin.nav, or a whole key (with a dot) of another area's file. */
  label: string;
  allowed: (me: Me) => boolean;
  end?: boolean;
  /** Addresses under `to` that have an item of their own (this one is not current there). */
  except?: string[];
  /** A working view of the leads list with an item of its own (`?view=`): current only on that view, and
   * the item of the plain list not current there. */
  view?: string;
}

const has = (c: Capability) => (me: Me) => can(me, c);

export const NAV: NavItem[] = [
  { to: "/admin", label: "dashboard", allowed: () => true, end: true },
  { to: "/admin/my-day", label: "myDay", allowed: has("leads") },
  {
    to: "/admin/leads",
    label: "leads",
    allowed: has("leads"),
    except: ["/admin/leads/templates", "/admin/leads/assignment"],
  },
  { to: "/admin/leads?view=mine", label: "assignedToMe", allowed: has("leads"), view: "mine" },
  { to: "/admin/leads/templates", label: "adminLeads.nav.templates", allowed: has("leads") },
  { to: "/admin/leads/assignment", label: "adminLeads.nav.rules", allowed: has("users") },
  { to: "/admin/cases", label: "adminCases.nav.cases", allowed: has("leads") },
  { to: "/admin/agenda", label: "agenda", allowed: has("leads") },
  { to: "/admin/inbound", label: "inbound", allowed: has("leads") },
  { to: "/admin/reports", label: "reports", allowed: has("reports") },
  { to: "/admin/cms", label: "content", allowed: has("content"), end: true },
  { to: "/admin/cms/site", label: "siteSettings", allowed: has("content") },
  { to: "/admin/assistant", label: "assistant", allowed: has("content") },
  { to: "/admin/outbox", label: "outbox", allowed: (me) => can(me, "leads") || can(me, "users") },
  { to: "/admin/users", label: "users", allowed: has("users") },
  { to: "/admin/booking/settings", label: "bookingSettings", allowed: has("users") },
  { to: "/admin/audit", label: "audit", allowed: has("users") },
];

/** The other language, for this person from now on (stored on the user; AdminApp follows it). */
function LanguageSwitch({ className }: { className: string }) {
  const { t, lang } = useAdminT();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: () => adminRequest<Me>("PATCH", ME, { language: lang === "ar" ? "en" : "ar" }),
    onSuccess: (me) => client.setQueryData([ME], me),
  });
  return (
    <button
      type="button"
      className={`${className} w-full cursor-pointer text-start`}
      lang={lang === "ar" ? "en" : "ar"}
      aria-label={t("admin.language.switchLabel")}
      onClick={() => change.mutate()}
      disabled={change.isPending}
    >
      {change.isPending ? t("admin.language.saving") : t("admin.language.switchTo")}
    </button>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-700 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"
  }`;

export function Layout({ children }: { children: ReactNode }) {
  const { t, lang } = useAdminT();
  const me = useMe().data;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const logout = useMutation({
    mutationFn: () => adminRequest("POST", "auth/logout"),
    // A fresh page load of the sign-in screen: nothing of the session stays in memory, and no screen
    // still on view can notice the sign-out first and send the next person to it afterwards (?next=).
    onSettled: () => window.location.replace("/admin/login"),
  });

  // A new screen: close the phone menu and move focus to the main content, so keyboard and screen
  // reader users start at the new screen rather than on the link they followed.
  const firstScreen = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMenuOpen(false);
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    document.getElementById("main")?.focus();
  }, [location.pathname]);

  const items = me ? NAV.filter((item) => item.allowed(me)) : [];
  const view = new URLSearchParams(location.search).get("view") ?? "";
  const viewed = (item: NavItem) =>
    items.some((other) => other.view && other.view === view && other !== item);
  const elsewhere = (item: NavItem) =>
    Boolean(item.except?.some((path) => location.pathname.startsWith(path))) ||
    (item.view !== undefined ? item.view !== view : viewed(item));
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t("admin.nav.skip")}
      </a>
      <div className="bg-slate-900 text-white md:w-60 md:shrink-0">
        <header className="md:sticky md:top-0 md:max-h-screen md:overflow-y-auto">
          <div className="flex items-center justify-between gap-2 px-4 py-3 md:block md:py-5">
            <p className="font-semibold">
              <span>{companyName(lang)}</span>{" "}
              <span className="text-slate-400">{t("admin.nav.brandSuffix")}</span>
            </p>
            <button
              type="button"
              className="btn border border-slate-600 text-white md:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {t("admin.nav.menu")}
            </button>
          </div>
          <div id="admin-nav" className={`${menuOpen ? "block" : "hidden"} px-3 pb-4 md:block`}>
            <nav aria-label={t("admin.nav.label")}>
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end || item.view !== undefined}
                      className={(state) => linkClass({ isActive: state.isActive && !elsewhere(item) })}
                      aria-current={elsewhere(item) ? false : "page"}
                    >
                      {t(item.label.includes(".") ? item.label : `admin.nav.${item.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {me ? (
              <div className="mt-6 border-t border-slate-700 pt-4 text-sm">
                <p className="px-3 text-slate-300">
                  {me.name && me.name !== me.email ? (
                    <span className="block truncate font-medium text-white">{me.name}</span>
                  ) : null}
                  <span className="block truncate">{me.email}</span>
                  <span className="block capitalize">{t(`admin.common.roles.${me.role}`)}</span>
                </p>
                <ul className="mt-3 flex flex-col gap-1">
                  <li>
                    <NavLink to="/admin/account/availability" className={linkClass}>
                      {t("admin.nav.myAvailability")}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/account/password" className={linkClass}>
                      {t("admin.nav.changePassword")}
                    </NavLink>
                  </li>
                  <li>
                    <LanguageSwitch className={linkClass({ isActive: false })} />
                  </li>
                  <li>
                    <a href="/" className={linkClass({ isActive: false })}>
                      {t("admin.nav.viewWebsite")}
                    </a>
                  </li>
                  <li>
                    <button
                      type="button"
                      className={`${linkClass({ isActive: false })} w-full cursor-pointer text-start`}
                      onClick={() => logout.mutate()}
                      disabled={logout.isPending}
                    >
                      {t("admin.nav.signOut")}
                    </button>
                  </li>
                </ul>
              </div>
            ) : null}
          </div>
        </header>
      </div>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
        {children}
      </main>
    </div>
  );
}
