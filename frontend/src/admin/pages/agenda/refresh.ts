// After a meeting changes, every screen that shows meetings fetches them again: the agenda, the free
// slots, the dashboard and the lead's page.
import { useQueryClient } from "@tanstack/react-query";

export function useRefreshMeetings(): () => void {
  const client = useQueryClient();
  return () => {
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/booking/") });
    client.invalidateQueries({ queryKey: ["/api/admin/dashboard"] });
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/leads") });
  };
}
