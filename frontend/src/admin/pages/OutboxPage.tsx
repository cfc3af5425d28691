import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { adminRequest, toQuery } from "../api";
import { can, useMe } from "../auth";
import { Badge, ErrorNotice, Field, Loading, PageHeader, Pagination } from "../components/ui";
import { formatDateTime } from "../format";
import type { OutboxItem, Page } from "../types";

const STATES = [
  { key: "", label: "All" },
  { key: "unsent", label: "Waiting" },
  { key: "failed", label: "Failed" },
  { key: "sent", label: "Sent" },
];

export function OutboxPage() {
  const me = useMe().data;
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const state = params.get("state") ?? "";
  const page = Number(params.get("page") ?? "1") || 1;
  const q = params.get("q") ?? "";
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  // The state, the search and the page live in the address, so a filtered outbox can be shared and reloaded.
  const show = (next: { state?: string; q?: string; page?: number }) => {
    const merged = { state, q, ...next };
    const entries = Object.entries(merged).filter(([, v]) => v !== "" && v !== undefined && v !== 1);
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, String(v)])));
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    show({ q: typed.trim(), page: 1 });
  };
  const allowed = can(me, "leads") || can(me, "users");
  const list = useQuery<Page<OutboxItem>>({
    queryKey: [`/api/admin/outbox${toQuery({ state, q, page, per_page: 25 })}`],
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const retry = useMutation({
    mutationFn: (m: OutboxItem) => adminRequest("POST", `/api/admin/outbox/${m.id}/retry`),
    onSuccess: () => {
      client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/outbox") });
      client.invalidateQueries({ queryKey: ["/api/admin/dashboard"] });
    },
  });
  if (!allowed) {
    return (
      <div className="card">
        <PageHeader title="E-mail outbox" />
        <p>Your role does not include the outbox.</p>
      </div>
    );
  }
  return (
    <>
      <PageHeader title="E-mail outbox" />
      <p className="mb-4 max-w-2xl">
        Every e-mail waits here until the mail worker delivers it; it retries on its own while the mail server
        is unreachable.
      </p>
      <nav aria-label="Filter by state" className="mb-4 flex flex-wrap gap-2">
        {STATES.map((s) => (
          <button
            key={s.key}
            type="button"
            aria-pressed={state === s.key}
            className={state === s.key ? "btn-primary btn-small" : "btn-secondary btn-small"}
            onClick={() => show({ state: s.key, page: 1 })}
          >
            {s.label}
          </button>
        ))}
      </nav>
      <form onSubmit={search} className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Search recipient or subject" className="flex-1">
          {({ id }) => (
            <input id={id} type="search" name="q" value={typed} onChange={(e) => setTyped(e.target.value)} />
          )}
        </Field>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {retry.isError ? <ErrorNotice error={retry.error} /> : null}
      <p role="status" className={retry.isSuccess ? "mb-4 font-medium text-emerald-700" : ""}>
        {retry.isSuccess && retry.variables
          ? `Queued to send now: “${retry.variables.subject}” to ${retry.variables.to}.`
          : ""}
      </p>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorNotice error={list.error} retry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="card text-slate-500">No e-mails here.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {list.data.items.map((m) => (
              <li key={m.id} className="card text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink" dir="auto">
                      {m.subject}
                    </p>
                    <p className="break-all">To {m.to}</p>
                    <p className="text-slate-500">
                      {m.kind_label} · created {formatDateTime(m.created_at)}
                      {m.sent_at ? ` · sent ${formatDateTime(m.sent_at)}` : ""}
                      {m.status === "pending" && m.next_attempt_at
                        ? ` · next try ${formatDateTime(m.next_attempt_at)}`
                        : ""}
                      {m.attempts ? ` · ${m.attempts} ${m.attempts === 1 ? "attempt" : "attempts"}` : ""}
                    </p>
                    {m.last_error ? <p className="mt-1 break-words text-red-700">{m.last_error}</p> : null}
                    {m.lead_id && can(me, "leads") ? (
                      <Link className="link" to={`/admin/leads/${m.lead_id}`}>
                        Lead #{m.lead_id}
                      </Link>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={m.status}>
                      {m.status === "pending" ? "Waiting" : m.status === "sent" ? "Sent" : "Failed"}
                    </Badge>
                    {m.status !== "sent" ? (
                      <button
                        type="button"
                        className="btn-secondary btn-small"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(m)}
                      >
                        Retry now
                        <span className="sr-only">
                          : {m.subject} to {m.to}
                        </span>
                      </button>
                    ) : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} perPage={25} total={list.data.total} onPage={(p) => show({ page: p })} />
        </>
      )}
    </>
  );
}
