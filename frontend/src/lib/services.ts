// The services as the content has them: the header, the phone menu and the footer link the six
// main ones by their current titles and addresses, so a service renamed in the CMS is renamed in
// the menus too. `/api/services` is one of the manifest's global queries: every page carries it.
import { useQuery } from "@tanstack/react-query";
import type { ServiceOut } from "./api-types";
import { type Lang, pickText } from "./lang";

export const SERVICES_PATH = "/api/services";

/** The services linked from the menus and the footer (content slugs), in that order. */
export const NAV_SERVICES = ["migrate", "study", "investment", "work", "travel", "citizenship"] as const;

export type NavService = { slug: string; path: string; title: string };

/** The menu's services that are published, in menu order, titled and addressed in `lang`. */
export function navServices(services: readonly ServiceOut[] | undefined, lang: Lang): NavService[] {
  const bySlug = new Map((Array.isArray(services) ? services : []).map((s) => [s.slug, s]));
  return NAV_SERVICES.flatMap((slug) => {
    const service = bySlug.get(slug);
    return service ? [{ slug, path: service.path[lang], title: pickText(service.title, lang) }] : [];
  });
}

export function useNavServices(lang: Lang): NavService[] {
  return navServices(useServices().data, lang);
}

/** GET /api/services. A failed call reads as an empty list (docs/product.md#services-carousel). */
export function useServices() {
  return useQuery<ServiceOut[]>({ queryKey: [SERVICES_PATH] });
}
