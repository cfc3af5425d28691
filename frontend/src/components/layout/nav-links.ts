// The site's sections beyond home, about and services, in the order the header's More menu, the
// phone menu and the footer's Company column list them (one list, so no menu can forget one).
export const MORE_LINKS = [
  { path: "/countries", label: "nav.countries" },
  { path: "/success-stories", label: "nav.stories" },
  { path: "/blog", label: "nav.blog" },
  { path: "/faq", label: "nav.faq" },
  { path: "/tools/crs", label: "nav.crsTool" },
  { path: "/tools/australia-points", label: "nav.australiaTool" },
] as const;

/** True when `path` (without its language prefix) is one of MORE_LINKS's sections or under one. */
export function inMore(path: string): boolean {
  return MORE_LINKS.some((link) => path === link.path || path.startsWith(`${link.path}/`));
}
