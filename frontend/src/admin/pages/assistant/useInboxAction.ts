// An editor's action on a group: on success the inbox is read again (the group leaves it) and the
// page says what happened.
import { useMutation, useQueryClient } from "@tanstack/react-query";

export function useInboxAction<T>(send: (body: T) => Promise<unknown>, done: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await client.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin/assistant/gaps"),
      });
      done();
    },
  });
}
