// One e-mail that matched no lead: read it, attach it to a lead found by search, or dismiss it (both audited
// on the server). Once on a lead, it links there.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { adminRequest } from "../../api";
import { QueryState } from "../../components/QueryState";
import { BackLink, ConfirmAction, PageHeader } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { InboundItem } from "../../types";
import { InboundEntry } from "../lead/InboundEntry";
import { AttachToLead } from "./AttachToLead";

export function InboundMessagePage() {
  const { t } = useAdminT();
  const { id = "" } = useParams();
  const client = useQueryClient();
  const key = `/api/admin/inbound-emails/${id}`;
  const message = useQuery<InboundItem>({ queryKey: [key] });
  const done = (updated: InboundItem) => {
    client.setQueryData([key], updated);
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/inbound-emails?"),
    });
  };
  const dismiss = useMutation({
    mutationFn: () => adminRequest<InboundItem>("POST", `${key}/dismiss`),
    onSuccess: done,
  });
  return (
    <>
      <BackLink to="/admin/inbound">{t("admin.inbound.back")}</BackLink>
      <PageHeader title={t("admin.inbound.messageTitle")} />
      <QueryState query={message}>
        {(m) => (
          <div className="flex flex-col gap-4">
            <div className="card flex flex-col gap-1 text-sm">
              <p className="text-slate-500">
                {t("admin.inbound.received", { when: formatDateTime(m.received_at) })} ·{" "}
                {t(`admin.inbound.states.${m.state}`)}
              </p>
              <InboundEntry email={m} />
            </div>
            {m.lead_id ? (
              <p role="status">
                <Link className="link" to={`/admin/leads/${m.lead_id}`}>
                  {t("admin.inbound.onLead", { id: m.lead_id })}
                </Link>
              </p>
            ) : (
              <>
                <AttachToLead url={`${key}/attach`} onAttached={done} />
                {m.state === "unmatched" ? (
                  <ConfirmAction
                    label={t("admin.inbound.dismiss")}
                    question={t("admin.inbound.dismissQuestion")}
                    confirmLabel={t("admin.inbound.dismiss")}
                    onConfirm={() => dismiss.mutate()}
                    busy={dismiss.isPending}
                    error={dismiss.error}
                  />
                ) : null}
              </>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
