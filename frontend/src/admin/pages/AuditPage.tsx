// The audit log (admins only): who did what to which record and when, with the record before and after.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toQuery } from "../api";
import { PagedList } from "../components/PagedList";
import { Field, PageHeader } from "../components/ui";
import { formatDateTime } from "../format";
import { useListParams } from "../list-params";
import type { PagedAudit } from "../types";

const PER_PAGE = 50;
const ACTIONS = [
  "create",
  "update",
  "delete",
  "reorder",
  "erase",
  "retry",
  "login",
  "logout",
  "change_password",
];
const TARGETS = ["lead", "user", "email", "services", "countries", "blog", "faq", "pages", "site"];

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function AuditPage() {
  const { params, page, update } = useListParams();
  const filters = {
    actor: params.get("actor") ?? "",
    target_type: params.get("target_type") ?? "",
    action: params.get("action") ?? "",
  };
  const [form, setForm] = useState(filters);
  const list = useQuery<PagedAudit>({
    queryKey: [`/api/admin/audit${toQuery({ ...filters, page, per_page: PER_PAGE })}`],
    placeholderData: keepPreviousData,
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    update(Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])));
  };
  return (
    <>
      <PageHeader title="Audit log" />
      <form onSubmit={apply} className="card mb-4 grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end">
        <Field label="Who (e-mail)">
          {({ id }) => (
            <input id={id} value={form.actor} onChange={(e) => setForm({ ...form, actor: e.target.value })} />
          )}
        </Field>
        <Field label="What">
          {({ id }) => (
            <input
              id={id}
              list="audit-targets"
              value={form.target_type}
              onChange={(e) => setForm({ ...form, target_type: e.target.value })}
            />
          )}
        </Field>
        <datalist id="audit-targets">
          {TARGETS.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <Field label="Action">
          {({ id }) => (
            <select
              id={id}
              value={form.action}
              onChange={(e) => setForm({ ...form, action: e.target.value })}
            >
              <option value="">Any</option>
              {ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a.replace("_", " ")}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </form>
      <PagedList
        query={list}
        page={page}
        perPage={PER_PAGE}
        onPage={(p) => update({ page: p })}
        empty="Nothing recorded with these filters."
      >
        {(entries) => (
          <ol className="flex flex-col gap-2">
            {entries.map((a) => (
              <li key={a.id} className="card text-sm">
                <p>
                  <span className="font-semibold text-ink">{a.actor_email || "System"}</span> · {a.action} ·{" "}
                  {a.target_type}
                  {a.target_id ? ` #${a.target_id}` : ""} ·{" "}
                  <span className="text-slate-500">{formatDateTime(a.at)}</span>
                  {a.ip ? <span className="text-slate-500"> · {a.ip}</span> : null}
                </p>
                {a.summary ? <p>{a.summary}</p> : null}
                {a.before || a.after ? (
                  <details className="mt-1">
                    <summary className="link cursor-pointer">Before and after</summary>
                    <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
                      <div>
                        <p className="text-xs font-semibold">Before</p>
                        <Json value={a.before} />
                      </div>
                      <div>
                        <p className="text-xs font-semibold">After</p>
                        <Json value={a.after} />
                      </div>
                    </div>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </>
  );
}
