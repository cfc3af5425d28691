// Whether the office is open now, as the server's office calendar says it (GET /api/office/status:
// its hours, public holidays such as Eid, days staff close, Ramadan's hours), worded in both
// languages. Asked on the client when it is shown and never kept in a rendered page, which is cached.
import { useQuery } from "@tanstack/react-query";
import type { OfficeStatusOut } from "./api-types";

export const OFFICE_STATUS_PATH = "/api/office/status";

/** The office's status now; undefined until the server answers (or when it does not). */
export function useOfficeStatus(): OfficeStatusOut | undefined {
  return useQuery<OfficeStatusOut>({ queryKey: [OFFICE_STATUS_PATH], staleTime: 60_000 }).data;
}
