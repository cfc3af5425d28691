// The services as the content has them: the header, the phone menu and the footer link those the
// content puts in the menus (each service's `menu_order`), by their current titles and addresses, so a
// service renamed, moved or added to the menus in the CMS is so in the menus too. `/api/services` is
// one of the manifest's global queries: every page carries it.
import { useQuery } from "@tanstack/react-query";
import type { ServiceOut } from "./api-types";
import { type Lang, pickText } from "./lang";

export const SERVICES_PATH = "/api/services";

export type NavService = { slug: string; path: string; title: string };

/** The published services the content puts in the menus, in menu order, titled and addressed in `lang`. */
export function navServices(services: readonly ServiceOut[] | undefined, lang: Lang): NavService[] {
  const inMenu = (Array.isArray(services) ? services : []).filter((s) => s.menu_order != null);
  return inMenu
    .sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0))
    .map((s) => ({ slug: s.slug, path: s.path[lang], title: pickText(s.title, lang) }));
}

export function useNavServices(lang: Lang): NavService[] {
  return navServices(useServices().data, lang);
}

/** GET /api/services. A failed call reads as an empty list (docs/product.md#services-carousel). */
export function useServices() {
  return useQuery<ServiceOut[]>({ queryKey: [SERVICES_PATH] });
}
