import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../lib/api-client";
import { fieldErrors } from "../../lib/api-errors";
import { adminRequest } from "../api";
import { Badge, ConfirmAction, ErrorNotice, Field, Loading, PageHeader, Saved } from "../components/ui";
import { formatDateTime, labelOf } from "../format";
import { useLeadChoices, useStaff } from "../hooks";
import type { LeadDetail } from "../types";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-ink sm:col-span-2">
        {children || <span className="text-slate-400">—</span>}
      </dd>
    </div>
  );
}

const FIELD_NAMES: Record<string, string> = { status: "Status", assignee: "Assignee", notes: "Notes" };

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object")
    return "name" in value ? String((value as { name: unknown }).name) : JSON.stringify(value);
  return String(value);
}

export function LeadDetailPage() {
  const { id = "" } = useParams();
  const key = `/api/admin/leads/${id}`;
  const client = useQueryClient();
  const navigate = useNavigate();
  const lead = useQuery<LeadDetail>({ queryKey: [key] });
  const choices = useLeadChoices();
  const staff = useStaff();
  const [status, setStatus] = useState("");
  const [assignee, setAssignee] = useState("");
  const [notes, setNotes] = useState("");
  const [saved, setSaved] = useState(false);

  // The form starts from the lead as loaded, and again after each save.
  const loaded = lead.data;
  useEffect(() => {
    if (!loaded) return;
    setStatus(loaded.status);
    setAssignee(loaded.assignee ? String(loaded.assignee.id) : "");
    setNotes(loaded.notes);
  }, [loaded]);

  const refreshLists = () => {
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/leads?") });
    client.invalidateQueries({ queryKey: ["/api/admin/dashboard"] });
  };
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => adminRequest<LeadDetail>("PATCH", key, body),
    onSuccess: (detail) => {
      client.setQueryData([key], detail);
      setSaved(true);
      refreshLists();
    },
  });
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", key),
    onSuccess: () => {
      client.removeQueries({ queryKey: [key] });
      refreshLists();
      navigate("/admin/leads", { state: { notice: `Lead #${id} was deleted.` } });
    },
  });

  if (lead.isPending) return <Loading />;
  if (lead.isError) {
    if (lead.error instanceof ApiError && lead.error.status === 404) {
      return (
        <div className="card">
          <PageHeader title="Lead not found" />
          <p>
            This lead does not exist or was deleted.{" "}
            <Link className="link" to="/admin/leads">
              Back to the leads
            </Link>
          </p>
        </div>
      );
    }
    return <ErrorNotice error={lead.error} retry={() => lead.refetch()} />;
  }
  const l = lead.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const body: Record<string, unknown> = {};
    if (status !== l.status) body.status = status;
    const currentAssignee = l.assignee ? String(l.assignee.id) : "";
    if (assignee !== currentAssignee) body.assignee_id = assignee ? Number(assignee) : null;
    if (notes !== l.notes) body.notes = notes;
    if (Object.keys(body).length === 0) {
      setSaved(true);
      return;
    }
    save.mutate(body);
  };
  const errors = fieldErrors(save.error);
  const name = l.full_name || l.phone || l.email || `Lead #${l.id}`;
  const c = choices.data;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link className="link" to="/admin/leads">
          ← Leads
        </Link>
      </p>
      <PageHeader title={name}>
        <Badge tone={l.status}>{labelOf(c?.status, l.status)}</Badge>
        <Badge>{labelOf(c?.source, l.source)}</Badge>
      </PageHeader>
      {/* On a phone the work panel comes first (staff open a lead to work it), then the details and
          history, then erasing; on a wide screen the same order puts the panel in the right column.
          DOM order is the phone's visual order, so keyboard and screen readers meet it first too. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <section className="card min-w-0 lg:col-start-3 lg:row-start-1" aria-labelledby="work-heading">
          <h2 id="work-heading" className="mb-3 font-semibold text-ink">
            Work this lead
          </h2>
          <form className="flex flex-col gap-4" onSubmit={submit}>
            <Field label="Status" error={errors.status}>
              {({ id: fid, describedBy, invalid }) => (
                <select
                  id={fid}
                  name="status"
                  value={status}
                  onChange={(e) => {
                    setSaved(false);
                    setStatus(e.target.value);
                  }}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                >
                  {(c?.status ?? [{ key: l.status, label: l.status }]).map((o) => (
                    <option key={o.key} value={o.key}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Assignee" error={errors.assignee_id}>
              {({ id: fid, describedBy, invalid }) => (
                <select
                  id={fid}
                  name="assignee"
                  value={assignee}
                  onChange={(e) => {
                    setSaved(false);
                    setAssignee(e.target.value);
                  }}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                >
                  <option value="">Unassigned</option>
                  {l.assignee && !staff.data?.some((s) => s.id === l.assignee?.id) ? (
                    <option value={String(l.assignee.id)}>{l.assignee.name}</option>
                  ) : null}
                  {(staff.data ?? []).map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name} ({s.role})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Notes" error={errors.notes} hint="Seen by staff only.">
              {({ id: fid, describedBy, invalid }) => (
                <textarea
                  id={fid}
                  name="notes"
                  rows={6}
                  value={notes}
                  dir="auto"
                  onChange={(e) => {
                    setSaved(false);
                    setNotes(e.target.value);
                  }}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            {save.isError && !Object.keys(errors).length ? <ErrorNotice error={save.error} /> : null}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary" disabled={save.isPending}>
                {save.isPending ? "Saving…" : "Save changes"}
              </button>
              <Saved show={saved && !save.isPending} />
            </div>
          </form>
        </section>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section className="card">
            <h2 className="mb-2 font-semibold text-ink">Details</h2>
            <dl>
              <Item term="First name">{l.first_name}</Item>
              <Item term="Last name">{l.last_name}</Item>
              <Item term="E-mail">
                {l.email ? (
                  <a className="link" href={`mailto:${l.email}`}>
                    {l.email}
                  </a>
                ) : null}
              </Item>
              <Item term="Phone">
                {l.phone ? (
                  <a className="link" href={`tel:${l.phone}`} dir="ltr">
                    {l.phone}
                  </a>
                ) : null}
              </Item>
              <Item term="Service">{l.service ? labelOf(c?.service, l.service) : ""}</Item>
              <Item term="Country">{l.country ? labelOf(c?.country, l.country) : ""}</Item>
              <Item term="Language">{l.language === "ar" ? "Arabic" : "English"}</Item>
              <Item term="Source">{labelOf(c?.source, l.source)}</Item>
              <Item term="Message">
                {l.message ? (
                  <span className="whitespace-pre-wrap" dir="auto">
                    {l.message}
                  </span>
                ) : null}
              </Item>
              <Item term="Page">{l.page_url}</Item>
              <Item term="Referrer">{l.referrer}</Item>
              <Item term="Campaign (UTM)">
                {Object.keys(l.utm ?? {}).length
                  ? Object.entries(l.utm).map(([k, v]) => (
                      <span key={k} className="block">
                        {k}: {v}
                      </span>
                    ))
                  : ""}
              </Item>
              <Item term="Consent">
                {l.consent_at
                  ? `${formatDateTime(l.consent_at)}${l.consent_version ? ` (version ${l.consent_version})` : ""}`
                  : ""}
              </Item>
              <Item term="Received">{formatDateTime(l.created_at)}</Item>
              <Item term="Last changed">{formatDateTime(l.updated_at)}</Item>
              <Item term="Lead number">{`#${l.id}`}</Item>
            </dl>
          </section>
          {l.transcript.length > 0 ? (
            <section className="card" aria-labelledby="transcript-heading">
              <h2 id="transcript-heading" className="mb-3 font-semibold text-ink">
                Chat transcript
              </h2>
              <ol className="flex flex-col gap-3">
                {l.transcript.map((m, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a transcript never reorders
                    key={i}
                    className={`max-w-[85%] rounded-lg px-3 py-2 ${
                      m.role === "user"
                        ? "self-end bg-brand-700 text-white"
                        : "self-start bg-slate-100 text-ink"
                    }`}
                  >
                    <p className="text-xs font-semibold opacity-80">
                      {m.role === "user" ? "Visitor" : "Assistant"} · {formatDateTime(m.at)}
                    </p>
                    <p className="whitespace-pre-wrap" dir="auto">
                      {m.content}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <section className="card">
            <h2 className="mb-3 font-semibold text-ink">History</h2>
            {l.history.length === 0 ? (
              <p className="text-sm text-slate-500">No changes yet.</p>
            ) : (
              <ol className="flex flex-col gap-3 text-sm">
                {l.history.map((h, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id of their own
                  <li key={i} className="border-s-2 border-brand-500 ps-3">
                    <p>
                      <span className="font-semibold text-ink">{h.actor || "System"}</span> · {h.action} ·{" "}
                      <span className="text-slate-500">{formatDateTime(h.at)}</span>
                    </p>
                    {Object.entries(h.changes ?? {}).map(([field, [before, after]]) => {
                      const value = (v: unknown) =>
                        field === "status" && v ? labelOf(c?.status, String(v)) : show(v);
                      return (
                        <p key={field} className="break-words text-slate-600">
                          {FIELD_NAMES[field] ?? field}: {value(before)} → {value(after)}
                        </p>
                      );
                    })}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <section className="card min-w-0 self-start lg:col-start-3 lg:row-start-2">
          <h2 className="mb-2 font-semibold text-ink">Erase on request</h2>
          <p className="mb-3 text-sm text-slate-600">
            When this person asks us to delete their data, erase the lead here. This cannot be undone.
          </p>
          <ConfirmAction
            label="Delete lead"
            question={`Delete ${name} permanently?`}
            confirmLabel="Yes, delete this lead"
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
          >
            <p className="mt-1 text-sm text-red-900">
              The lead, its notes and its chat transcript are erased. The audit log keeps only who deleted
              lead #{l.id} and when.
            </p>
            {remove.isError ? <ErrorNotice error={remove.error} /> : null}
          </ConfirmAction>
        </section>
      </div>
    </>
  );
}
