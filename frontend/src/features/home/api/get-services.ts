import { useQuery } from "@tanstack/react-query";
import type { I18nText } from "../../../lib/site";

export type Service = {
  id: number;
  slug: string;
  title?: Partial<I18nText> | null;
  summary?: Partial<I18nText> | null;
  icon?: string;
  illustration?: string | null;
};

export const SERVICES_KEY = ["/api/services"];

/** GET /api/services. A failed call reads as an empty list (docs/product.md#services-carousel). */
export function useServices() {
  return useQuery<Service[]>({ queryKey: SERVICES_KEY });
}
