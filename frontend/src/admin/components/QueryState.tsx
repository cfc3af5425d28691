// The loading, error (with a retry) and not-found states every admin screen shows before its data, once.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isNotFound } from "../../lib/api-client";
import { ErrorNotice, Loading } from "./ui";

/** `children` gets the data once it is there; `notFound`, if given, stands in for a 404's error notice. */
export function QueryState<T>({
  query,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (notFound && isNotFound(query.error)) return notFound;
    return <ErrorNotice error={query.error} retry={() => query.refetch()} />;
  }
  return children(query.data);
}
