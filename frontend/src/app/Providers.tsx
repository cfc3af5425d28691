import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Strings } from "../lib/i18n-core";
import { StringsContext } from "../lib/i18n-hooks";

export function Providers({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: Strings;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StringsContext.Provider value={i18n}>{children}</StringsContext.Provider>
    </QueryClientProvider>
  );
}
