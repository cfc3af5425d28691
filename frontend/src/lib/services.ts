// The services as the content has them: the header, the phone menu and the footer link the six
// main ones by their current titles, so a service renamed in the CMS is renamed in the menus too.
// `/api/services` is one of the manifest's global queries: every page carries it from the server.
import { useQuery } from "@tanstack/react-query";
import { type Lang, pickText } from "./lang";
import type { I18nText } from "./site";

export type ServiceItem = {
  id: number;
  slug: string;
  title: I18nText;
  summary: I18nText;
  icon: string;
  illustration: string | null;
};

export const SERVICES_PATH = "/api/services";

/** The services linked from the menus and the footer (content slugs), in that order. */
export const NAV_SERVICES = ["migrate", "study", "investment", "work", "travel", "citizenship"] as const;

/** A service's page: /services/invest is the canonical address of the investment service. */
export function servicePath(slug: string): string {
  return slug === "investment" ? "/services/invest" : `/services/${slug}`;
}

export type NavService = { slug: string; path: string; title: string };

/** The menu's services that are published, in menu order, titled in `lang`. */
export function navServices(services: readonly ServiceItem[] | undefined, lang: Lang): NavService[] {
  const bySlug = new Map((Array.isArray(services) ? services : []).map((s) => [s.slug, s]));
  return NAV_SERVICES.flatMap((slug) => {
    const service = bySlug.get(slug);
    return service ? [{ slug, path: servicePath(slug), title: pickText(service.title, lang) }] : [];
  });
}

export function useNavServices(lang: Lang): NavService[] {
  return navServices(useQuery<ServiceItem[]>({ queryKey: [SERVICES_PATH] }).data, lang);
}
