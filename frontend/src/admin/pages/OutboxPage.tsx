// The e-mail outbox: every message waiting, sent or failed, filtered by state, searched, retried by hand.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { adminRequest, toQuery } from "../api";
import { can, useMe } from "../auth";
import { PagedList } from "../components/PagedList";
import { SearchForm } from "../components/SearchForm";
import { Badge, CardScreen, ErrorNotice, PageHeader } from "../components/ui";
import { formatDateTime, plural } from "../format";
import { useListParams } from "../list-params";
import type { OutboxItem, PagedMail } from "../types";

const PER_PAGE = 25;
const STATES = [
  { key: "", label: "All" },
  { key: "unsent", label: "Waiting" },
  { key: "failed", label: "Failed" },
  { key: "sent", label: "Sent" },
  { key: "skipped", label: "Not needed" },
];
// A reminder for a meeting that moved, was cancelled or has begun is "not needed": never sent, never retried.
const STATUS_LABELS: Record<OutboxItem["status"], string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not needed",
};

export function OutboxPage() {
  const me = useMe().data;
  const { params, page, update } = useListParams();
  const client = useQueryClient();
  const state = params.get("state") ?? "";
  const q = params.get("q") ?? "";
  const allowed = can(me, "leads") || can(me, "users");
  const list = useQuery<PagedMail>({
    queryKey: [`/api/admin/outbox${toQuery({ state, q, page, per_page: PER_PAGE })}`],
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
    return <CardScreen title="E-mail outbox" text="Your role does not include the outbox." />;
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
            onClick={() => update({ state: s.key })}
          >
            {s.label}
          </button>
        ))}
      </nav>
      <SearchForm
        label="Search recipient or subject"
        value={q}
        onSearch={(text) => update({ q: text })}
        className="mb-4"
      />
      {retry.isError ? <ErrorNotice error={retry.error} /> : null}
      <p role="status" className={retry.isSuccess ? "mb-4 font-medium text-emerald-700" : ""}>
        {retry.isSuccess && retry.variables
          ? `Queued to send now: “${retry.variables.subject}” to ${retry.variables.to}.`
          : ""}
      </p>
      <PagedList
        query={list}
        page={page}
        perPage={PER_PAGE}
        onPage={(p) => update({ page: p })}
        empty="No e-mails here."
      >
        {(mails) => (
          <ul className="flex flex-col gap-3">
            {mails.map((m) => (
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
                      {m.attempts ? ` · ${plural(m.attempts, "attempt")}` : ""}
                    </p>
                    {m.last_error ? <p className="mt-1 break-words text-red-700">{m.last_error}</p> : null}
                    {m.lead_id && can(me, "leads") ? (
                      <Link className="link" to={`/admin/leads/${m.lead_id}`}>
                        Lead #{m.lead_id}
                      </Link>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={m.status}>{STATUS_LABELS[m.status]}</Badge>
                    {m.status === "pending" || m.status === "failed" ? (
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
        )}
      </PagedList>
    </>
  );
}
