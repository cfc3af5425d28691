// The lead's destination or service, marked when the assistant inferred it from the chat, with a way for
// staff to confirm or correct it (which takes the mark away).
import { type FormEvent, useId, useRef, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { Badge, ErrorNotice } from "../../components/ui";
import { labelOf } from "../../format";
import { useAdminT } from "../../i18n";
import type { Choice, LeadDetail } from "../../types";
import { useLeadAction } from "./useLeadAction";

export function CorrectField({
  lead,
  field,
  options,
  url,
}: {
  lead: LeadDetail;
  field: "country" | "service";
  options?: Choice[];
  url: string;
}) {
  const { t } = useAdminT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(lead[field]);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const save = useLeadAction(url, close);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ path: "", method: "PATCH", body: { [field]: value } });
  };
  const name = t(`adminLead.fields.${field}`);
  const inferred = lead.inferred.includes(field);
  if (editing) {
    const error = fieldErrors(save.error)[field];
    return (
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="sr-only">
          {name}
        </label>
        <select
          id={id}
          value={value}
          aria-invalid={Boolean(error)}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") close();
          }}
        >
          <option value="">{t("adminLeads.notGiven")}</option>
          {(options ?? []).map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </select>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        {save.isError && !error ? <ErrorNotice error={save.error} /> : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? t("adminLead.common.saving") : t("admin.common.save")}
          </button>
          <button type="button" className="btn-secondary" onClick={close}>
            {t("admin.common.cancel")}
          </button>
        </div>
      </form>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      {lead[field] ? labelOf(options, lead[field]) : <span className="text-slate-400">—</span>}
      {inferred ? <Badge tone="pending">{t("adminLead.details.inferred")}</Badge> : null}
      <button
        ref={opener}
        type="button"
        className="link cursor-pointer text-sm"
        aria-label={t("adminLead.details.editField", { field: name })}
        onClick={() => {
          setValue(lead[field]);
          setEditing(true);
        }}
      >
        {t("admin.common.edit")}
      </button>
    </span>
  );
}
