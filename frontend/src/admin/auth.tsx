import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { ApiError } from "../lib/api-client";
import { adminRequest, loginUrl } from "./api";
import { ErrorNotice, Loading } from "./components/ui";
import { useAdminT } from "./i18n";
import type { Capability, Me } from "./types";

export const ME = "/api/admin/auth/me";

/** The signed-in staff member, or null when signed out. */
export function useMe() {
  return useQuery<Me | null>({
    queryKey: [ME],
    queryFn: async () => {
      try {
        return await adminRequest<Me>("GET", ME, undefined, { redirectOn401: false });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function can(me: Me | null | undefined, capability: Capability): boolean {
  return Boolean(me?.capabilities.includes(capability));
}

/** Renders `children` for a signed-in user whose role has `capability`; otherwise sign-in or a refusal. */
export function RequireAuth({ capability, children }: { capability?: Capability; children: ReactNode }) {
  const { t } = useAdminT();
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorNotice error={me.error} retry={() => me.refetch()} />;
  if (!me.data) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  if (capability && !can(me.data, capability)) {
    return (
      <div className="card">
        <h1 className="text-xl font-semibold text-ink">{t("admin.common.notAllowed.title")}</h1>
        <p className="mt-2">
          {t("admin.common.notAllowed.text", { role: t(`admin.common.roles.${me.data.role}`) })}
        </p>
      </div>
    );
  }
  return children;
}
