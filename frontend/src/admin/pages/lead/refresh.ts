// After a lead changes or goes, the lists and counts that show it are fetched again.
import { useQueryClient } from "@tanstack/react-query";

export function useRefreshLeadLists(): () => void {
  const client = useQueryClient();
  return () => {
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/leads?") });
    client.invalidateQueries({ queryKey: ["/api/admin/dashboard"] });
  };
}
