// After a lead changes or goes, the lists and counts that show it are fetched again.
import { useQueryClient } from "@tanstack/react-query";

export function useRefreshLeadLists(): () => void {
  const client = useQueryClient();
  return () => {
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/leads?") });
    client.invalidateQueries({ queryKey: ["/api/admin/dashboard"] });
  };
}

/** After a lead joins or leaves a person, every lead page's "Same person" may have changed (the other
 * leads of both people, not only the one on screen): each cached lead is read again when next shown, the
 * one on screen at once. */
export function useRefreshPeople(): () => void {
  const client = useQueryClient();
  const refreshLists = useRefreshLeadLists();
  return () => {
    client.invalidateQueries({ predicate: (q) => /^\/api\/admin\/leads\/\d+$/.test(String(q.queryKey[0])) });
    refreshLists();
  };
}
