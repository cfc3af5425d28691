import { useQuery } from "@tanstack/react-query";
import type { LeadChoices, StaffMember } from "./types";

/** Choice labels for leads (status, source, service, country): they change rarely. */
export function useLeadChoices(enabled = true) {
  return useQuery<LeadChoices>({ queryKey: ["/api/admin/leads/choices"], staleTime: 5 * 60_000, enabled });
}

export function useStaff(enabled = true) {
  return useQuery<StaffMember[]>({ queryKey: ["/api/admin/staff"], staleTime: 60_000, enabled });
}
