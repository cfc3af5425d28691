// After a lead changes or goes, the lists and counts that show it (and "my day") are fetched again.
import { useQueryClient } from "@tanstack/react-query";

/** The signed-in staff member's tasks due today or late (a task or a call back changes it). */
export const MY_DAY = "/api/admin/tasks/my-day";

export function useRefreshLeadLists(): () => void {
  const client = useQueryClient();
  return () => {
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/leads?") });
    client.invalidateQueries({ queryKey: ["/api/admin/dashboard"] });
    client.invalidateQueries({ queryKey: [MY_DAY] });
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
