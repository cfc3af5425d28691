// "Same person": the other leads with this lead's phone number or e-mail (one person, several enquiries).
// Staff can say one of them is someone else, or join another lead to this person by its number.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { Badge, ErrorNotice } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadDetail, LeadRow } from "../../types";
import { useRefreshLeadLists } from "./refresh";
import { useLeadAction } from "./useLeadAction";

function OtherLead({ row, url }: { row: LeadRow; url: string }) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const refreshLists = useRefreshLeadLists();
  // The other lead leaves the person; this page then reads the lead again (its list changed).
  const unlink = useMutation({
    mutationFn: () => adminRequest<LeadDetail>("POST", `/api/admin/leads/${row.id}/unlink`, {}),
    onSuccess: (other) => {
      client.setQueryData([`/api/admin/leads/${row.id}`], other);
      client.invalidateQueries({ queryKey: [url] });
      refreshLists();
    },
  });
  const name = row.full_name || row.phone || row.email || t("adminLead.page.number", { id: row.id });
  return (
    <li className="flex flex-col gap-1 border-b border-slate-100 pb-2">
      <Link className="link font-medium" to={`/admin/leads/${row.id}`}>
        {name}
      </Link>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone={row.status}>{t(`adminLeads.status.${row.status}`, { defaultValue: row.status })}</Badge>
        <span>{t(`adminLeads.source.${row.source}`, { defaultValue: row.source })}</span>
        <span>{formatDateTime(row.created_at)}</span>
      </p>
      <button
        type="button"
        className="link cursor-pointer self-start text-sm"
        disabled={unlink.isPending}
        aria-label={t("adminLead.same.notSameWho", { name })}
        onClick={() => unlink.mutate()}
      >
        {t("adminLead.same.notSame")}
      </button>
      {unlink.isError ? <ErrorNotice error={unlink.error} /> : null}
    </li>
  );
}

function MergeForm({ url }: { url: string }) {
  const { t } = useAdminT();
  const [other, setOther] = useState("");
  const merge = useLeadAction(url, () => setOther(""));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (Number(other) > 0) merge.mutate({ path: "merge", body: { lead_id: Number(other) } });
  };
  const errors = fieldErrors(merge.error);
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
      <InputField
        className="w-44"
        label={t("adminLead.same.mergeWith")}
        name="lead_id"
        type="number"
        min={1}
        inputMode="numeric"
        error={errors.lead_id}
        value={other}
        onChange={setOther}
      />
      <button type="submit" className="btn-secondary" disabled={merge.isPending || !(Number(other) > 0)}>
        {merge.isPending ? t("adminLead.common.saving") : t("adminLead.same.merge")}
      </button>
      {merge.isError && !errors.lead_id ? (
        <div className="basis-full">
          <ErrorNotice error={merge.error} />
        </div>
      ) : null}
    </form>
  );
}

export function SamePerson({ lead, url }: { lead: LeadDetail; url: string }) {
  const { t } = useAdminT();
  return (
    <section className="card min-w-0" aria-labelledby="same-heading">
      <h2 id="same-heading" className="mb-2 font-semibold text-ink">
        {t("adminLead.same.title")}
      </h2>
      {lead.person_id && lead.same_person.length ? (
        <Link className="link mb-2 inline-block text-sm" to={`/admin/leads?person=${lead.person_id}`}>
          {t("adminLead.same.allLeads")}
        </Link>
      ) : null}
      {lead.same_person.length ? (
        <>
          <p className="mb-2 text-sm text-slate-600">{t("adminLead.same.intro")}</p>
          <ul className="flex flex-col gap-2">
            {lead.same_person.map((row) => (
              <OtherLead key={row.id} row={row} url={url} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("adminLead.same.none")}</p>
      )}
      <MergeForm url={url} />
    </section>
  );
}
