// The results of every admin list: loading, error, the items (or that there are none), the pages.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AnyPaged } from "../types";
import { Pagination } from "./Pagination";
import { QueryState } from "./QueryState";

/** `children` renders the page's items; `empty`, when given, is said instead when there are none. */
export function PagedList<P extends AnyPaged>({
  query,
  page,
  perPage,
  onPage,
  empty,
  children,
}: {
  query: UseQueryResult<P>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  empty?: ReactNode;
  children: (items: P["items"], data: P) => ReactNode;
}) {
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          {empty && data.items.length === 0 ? (
            <p className="card text-slate-500">{empty}</p>
          ) : (
            children(data.items, data)
          )}
          <Pagination
            page={data.page || page}
            perPage={data.per_page || perPage}
            total={data.total}
            onPage={onPage}
          />
        </>
      )}
    </QueryState>
  );
}
