import { useQuery } from "@tanstack/react-query";
import type { ContentType } from "../types";

export function useContentTypes() {
  return useQuery<ContentType[]>({ queryKey: ["/api/admin/content"], staleTime: 5 * 60_000 });
}

export function useContentType(key: string) {
  const types = useContentTypes();
  return { ...types, type: types.data?.find((t) => t.type === key) };
}
