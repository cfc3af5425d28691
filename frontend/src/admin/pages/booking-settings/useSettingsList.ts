// One settings list and its writes: create, change and delete an item, then fetch the list again (and
// the agenda's, whose consultants and meeting types come from the same settings).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";

export function useSettingsList<T extends { id: number }>(path: string, query = "") {
  const client = useQueryClient();
  const url = `/api/admin/${path}${query}`;
  const list = useQuery<T[]>({ queryKey: [url] });
  const refresh = () =>
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/booking/") });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      adminRequest<T>(id ? "PATCH" : "POST", id ? `${path}/${id}` : path, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminRequest("DELETE", `${path}/${id}`),
    onSuccess: refresh,
  });
  return { list, save, remove, refresh };
}

/** A form's copy of an item (or of a blank one), a setter for one field, the save and its field errors. */
export function useSettingsDraft<D extends object>(path: string, start: D) {
  const { save } = useSettingsList(path);
  const [draft, setDraft] = useState<D>(start);
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  return { save, draft, set, errors: fieldErrors(save.error) };
}
