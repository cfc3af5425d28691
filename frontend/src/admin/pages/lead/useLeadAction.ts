// A staff action on one lead (a note, an e-mail, a call, a change…): the API answers with the lead as it is
// now, which replaces the page's cached copy, and the lists and counts that show the lead are fetched again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRequest } from "../../api";
import type { LeadDetail } from "../../types";
import { useRefreshLeadLists } from "./refresh";

export interface LeadAction {
  /** After the lead's own path: "notes", "notes/4", "emails", "tasks/7"; "" for the lead itself. */
  path: string;
  method?: "POST" | "PATCH" | "DELETE";
  body?: unknown;
}

/** `url`: the lead's API path, also its query key. */
export function useLeadAction(url: string, onDone?: (detail: LeadDetail) => void) {
  const client = useQueryClient();
  const refreshLists = useRefreshLeadLists();
  return useMutation({
    mutationFn: ({ path, method = "POST", body = {} }: LeadAction) =>
      adminRequest<LeadDetail>(method, path ? `${url}/${path}` : url, body),
    onSuccess: (detail) => {
      client.setQueryData([url], detail);
      refreshLists();
      onDone?.(detail);
    },
  });
}
