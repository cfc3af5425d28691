import { useQuery } from "@tanstack/react-query";
import type { SiteOut } from "./api-types";

/** Site settings (company name, contacts, hours, social links); every page has them from the server. */
export function useSite(): SiteOut | undefined {
  return useQuery<SiteOut>({ queryKey: ["/api/site"] }).data;
}
