// A change to one client case, sent after any change still on its way: the API answers with the case as it
// is now, which replaces the page's cached copy; the cases list and board are fetched again, and the
// lead's page (its timeline) when next shown.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRequest } from "../../api";
import type { CaseDetail } from "../../types";

export interface CaseAction {
  /** After the case's own path: "instalments", "instalments/4", "documents/7", "milestones"; "" for the case. */
  path: string;
  method?: "POST" | "PATCH" | "DELETE";
  body?: unknown;
}

/** `url`: the case's API path, also its query key. */
export function useCaseAction(url: string, onDone?: (detail: CaseDetail) => void) {
  const client = useQueryClient();
  return useMutation({
    // One change to a case at a time, in the order made (arrow keys through a document's states send one
    // each): each answer is the whole case, so one arriving out of order would show a stale state.
    scope: { id: url },
    mutationFn: ({ path, method = "POST", body = {} }: CaseAction) =>
      adminRequest<CaseDetail>(method, path ? `${url}/${path}` : url, body),
    onSuccess: (detail) => {
      client.setQueryData([url], detail);
      client.invalidateQueries({
        predicate: (q) => /^\/api\/admin\/cases(\?|\/board)/.test(String(q.queryKey[0])),
      });
      client.invalidateQueries({ queryKey: [`/api/admin/leads/${detail.lead.id}`] });
      onDone?.(detail);
    },
  });
}
