import type { I18nText } from "../../../lib/site";

export type ServiceItem = {
  id: number;
  slug: string;
  title: I18nText;
  summary: I18nText;
  icon: string;
  illustration: string | null;
};
export type ServiceDetail = ServiceItem & { body: I18nText };

/** The seven services with a dedicated page (SPEC.md section 2). */
export const DEDICATED = ["migrate", "study", "investment", "work", "citizenship", "travel", "family"];

/** A service's page: /services/invest is the canonical address of the investment service. */
export function servicePath(slug: string): string {
  return slug === "investment" ? "/services/invest" : `/services/${slug}`;
}
