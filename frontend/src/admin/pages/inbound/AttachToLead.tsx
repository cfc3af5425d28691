// Finding the lead an e-mail belongs to (the leads list's search: name, e-mail, phone, message) and
// attaching the e-mail to it.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { adminRequest, toQuery } from "../../api";
import { SearchForm } from "../../components/SearchForm";
import { ErrorNotice } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { InboundItem, PagedLeads } from "../../types";

export function AttachToLead({ url, onAttached }: { url: string; onAttached: (m: InboundItem) => void }) {
  const { t } = useAdminT();
  const headingId = useId();
  const [q, setQ] = useState("");
  const found = useQuery<PagedLeads>({
    queryKey: [`/api/admin/leads${toQuery({ q, per_page: 5 })}`],
    enabled: q !== "",
  });
  const attach = useMutation({
    mutationFn: (leadId: number) => adminRequest<InboundItem>("POST", url, { lead_id: leadId }),
    onSuccess: onAttached,
  });
  return (
    <section className="card flex flex-col gap-3 text-sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-ink">
        {t("admin.inbound.attachTitle")}
      </h2>
      <SearchForm label={t("admin.inbound.findLead")} value={q} onSearch={setQ} />
      {attach.isError ? <ErrorNotice error={attach.error} /> : null}
      {found.data ? (
        found.data.items.length ? (
          <ul className="flex flex-col gap-2">
            {found.data.items.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-all">
                  <bdi>{lead.full_name || lead.email || lead.phone}</bdi> · <bdi>{lead.email}</bdi> ·{" "}
                  {formatDateTime(lead.created_at)}
                </span>
                <button
                  type="button"
                  className="btn-primary btn-small"
                  disabled={attach.isPending}
                  onClick={() => attach.mutate(lead.id)}
                >
                  {t("admin.inbound.attach", { id: lead.id })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("admin.inbound.noLeads")}</p>
        )
      ) : null}
    </section>
  );
}
