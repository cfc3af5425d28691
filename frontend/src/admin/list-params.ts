// An admin list keeps search, filters, sort and page in the address, so it can be shared and reloaded.
import { useSearchParams } from "react-router";

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? "1") || 1;
  /** Sets each of `changes` (an empty value, or page 1, leaves it out of the address); any change
   * other than the page's own goes back to the first page. */
  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const blank = value === "" || (key === "page" && Number(value) <= 1);
      if (blank) next.delete(key);
      else next.set(key, String(value));
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  return { params, page, update, clear };
}
