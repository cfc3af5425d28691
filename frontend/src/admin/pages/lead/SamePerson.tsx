// "Same person": the other leads of this lead's person, each saying which detail it shares (e-mail, phone),
// and leads that only may be the same person (a phone number under another name), which staff confirm or
// decline instead of the site joining them. Staff can also say a joined lead is someone else, or join
// another lead to this person by its number.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { Badge, ErrorNotice } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadDetail } from "../../types";
import { useRefreshPeople } from "./refresh";
import { useLeadAction } from "./useLeadAction";

type Related = LeadDetail["same_person"][number];

/** Which details the two leads share, in words. */
function Matched({ row }: { row: Related }) {
  const { t } = useAdminT();
  const email = row.matched.includes("email");
  const phone = row.matched.includes("phone");
  const key = email && phone ? "both" : email ? "email" : phone ? "phone" : "none";
  return <span>{t(`adminLead.same.matched.${key}`)}</span>;
}

function Summary({ row, name }: { row: Related; name: string }) {
  const { t } = useAdminT();
  return (
    <>
      <Link className="link font-medium" to={`/admin/leads/${row.id}`}>
        {name}
      </Link>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone={row.status}>{t(`adminLeads.status.${row.status}`, { defaultValue: row.status })}</Badge>
        <span>{t(`adminLeads.source.${row.source}`, { defaultValue: row.source })}</span>
        <span>{formatDateTime(row.created_at)}</span>
      </p>
      <p className="text-sm text-slate-700">
        <Matched row={row} />
      </p>
    </>
  );
}

function nameOf(row: Related, t: (key: string, o?: Record<string, unknown>) => string): string {
  return row.full_name || row.phone || row.email || t("adminLead.page.number", { id: row.id });
}

function OtherLead({ row }: { row: Related }) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const refreshPeople = useRefreshPeople();
  // The other lead leaves the person: every page that listed it is read again, this one at once.
  const unlink = useMutation({
    mutationFn: () => adminRequest<LeadDetail>("POST", `/api/admin/leads/${row.id}/unlink`, {}),
    onSuccess: (other) => {
      refreshPeople();
      client.setQueryData([`/api/admin/leads/${row.id}`], other);
    },
  });
  const name = nameOf(row, t);
  return (
    <li className="flex flex-col gap-1 border-b border-slate-100 pb-2">
      <Summary row={row} name={name} />
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

/** A lead that may be the same person: joined only when staff confirm, or kept apart. */
function Suggested({ row, url }: { row: Related; url: string }) {
  const { t } = useAdminT();
  const refreshPeople = useRefreshPeople();
  const act = useLeadAction(url, refreshPeople);
  const name = nameOf(row, t);
  return (
    <li className="flex flex-col gap-1 border-b border-amber-100 pb-2">
      <Summary row={row} name={name} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary btn-small"
          disabled={act.isPending}
          aria-label={t("adminLead.same.confirmWho", { name })}
          onClick={() => act.mutate({ path: "merge", body: { lead_id: row.id } })}
        >
          {t("adminLead.same.confirm")}
        </button>
        <button
          type="button"
          className="btn-secondary btn-small"
          disabled={act.isPending}
          aria-label={t("adminLead.same.declineWho", { name })}
          onClick={() => act.mutate({ path: "keep-apart", body: { lead_id: row.id } })}
        >
          {t("adminLead.same.decline")}
        </button>
      </div>
      {act.isError ? <ErrorNotice error={act.error} /> : null}
    </li>
  );
}

function MergeForm({ url }: { url: string }) {
  const { t } = useAdminT();
  const [other, setOther] = useState("");
  const refreshPeople = useRefreshPeople();
  const merge = useLeadAction(url, () => {
    setOther("");
    refreshPeople();
  });
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
              <OtherLead key={row.id} row={row} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("adminLead.same.none")}</p>
      )}
      {lead.suggested_same_person.length ? (
        <section
          className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3"
          aria-labelledby="suggested-heading"
        >
          <h3 id="suggested-heading" className="font-semibold text-ink">
            {t("adminLead.same.suggestedTitle")}
          </h3>
          <p className="mb-2 text-sm text-slate-700">{t("adminLead.same.suggestedIntro")}</p>
          <ul className="flex flex-col gap-2">
            {lead.suggested_same_person.map((row) => (
              <Suggested key={row.id} row={row} url={url} />
            ))}
          </ul>
        </section>
      ) : null}
      <MergeForm url={url} />
    </section>
  );
}
