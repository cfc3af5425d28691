// "Work this lead": its status, who has it and the staff's notes, saved together (only what changed).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice, Saved } from "../../components/ui";
import type { LeadChoices, LeadDetail, StaffMember } from "../../types";
import { useRefreshLeadLists } from "./refresh";

/** `url`: the lead's API path, whose cached copy a save replaces. */
export function WorkPanel({
  lead,
  url,
  choices,
  staff,
}: {
  lead: LeadDetail;
  url: string;
  choices?: LeadChoices;
  staff?: StaffMember[];
}) {
  const client = useQueryClient();
  const refreshLists = useRefreshLeadLists();
  const [status, setStatus] = useState("");
  const [assignee, setAssignee] = useState("");
  const [saved, setSaved] = useState(false);

  // The form starts from the lead as loaded, and again after each save.
  useEffect(() => {
    setStatus(lead.status);
    setAssignee(lead.assignee ? String(lead.assignee.id) : "");
  }, [lead]);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => adminRequest<LeadDetail>("PATCH", url, body),
    onSuccess: (detail) => {
      client.setQueryData([url], detail);
      setSaved(true);
      refreshLists();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const body: Record<string, unknown> = {};
    if (status !== lead.status) body.status = status;
    const currentAssignee = lead.assignee ? String(lead.assignee.id) : "";
    if (assignee !== currentAssignee) body.assignee_id = assignee ? Number(assignee) : null;
    if (Object.keys(body).length === 0) {
      setSaved(true);
      return;
    }
    save.mutate(body);
  };
  /** A change un-says "Saved." until the next save. */
  const edit = (set: (value: string) => void) => (value: string) => {
    setSaved(false);
    set(value);
  };
  const errors = fieldErrors(save.error);

  return (
    <section className="card min-w-0 lg:col-start-3 lg:row-start-1" aria-labelledby="work-heading">
      <h2 id="work-heading" className="mb-3 font-semibold text-ink">
        Work this lead
      </h2>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <SelectField
          label="Status"
          name="status"
          error={errors.status}
          value={status}
          onChange={edit(setStatus)}
        >
          {(choices?.status ?? [{ key: lead.status, label: lead.status }]).map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Assignee"
          name="assignee"
          error={errors.assignee_id}
          value={assignee}
          onChange={edit(setAssignee)}
        >
          <option value="">Unassigned</option>
          {lead.assignee && !staff?.some((s) => s.id === lead.assignee?.id) ? (
            <option value={String(lead.assignee.id)}>{lead.assignee.name}</option>
          ) : null}
          {(staff ?? []).map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name} ({s.role})
            </option>
          ))}
        </SelectField>
        {save.isError && !Object.keys(errors).length ? <ErrorNotice error={save.error} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save changes"}
          </button>
          <Saved show={saved && !save.isPending} />
        </div>
      </form>
    </section>
  );
}
