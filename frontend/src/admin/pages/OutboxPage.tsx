// The e-mail outbox: every message waiting, sent or failed, filtered by state, searched, retried by hand.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { adminRequest, toQuery } from "../api";
import { can, useMe } from "../auth";
import { PagedList } from "../components/PagedList";
import { SearchForm } from "../components/SearchForm";
import { ToggleGroup } from "../components/ToggleGroup";
import { Badge, CardScreen, ErrorNotice, PageHeader } from "../components/ui";
import { formatDateTime } from "../format";
import { useAdminT } from "../i18n";
import { useListParams } from "../list-params";
import type { OutboxItem, PagedMail } from "../types";

// Where a sentence quotes the e-mail's subject: the subject goes in its own element, marked as quoted.
const QUOTED = "\u0000";

function withQuoted(sentence: string, quoted: string) {
  const [before, after] = sentence.split(QUOTED);
  return (
    <>
      {before}
      <span dir="auto" translate="no">
        {quoted}
      </span>
      {after}
    </>
  );
}

const PER_PAGE = 25;
// The filters by state (`` for all), each named in admin.outbox.states.
const STATES = ["", "unsent", "failed", "sent", "skipped"];
// A message's status is named in admin.outbox.statuses. A reminder for a meeting that moved, was
// cancelled or has begun is "not needed": never sent, never retried.

export function OutboxPage() {
  const { t } = useAdminT();
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
    return <CardScreen title={t("admin.outbox.title")} text={t("admin.outbox.notAllowed")} />;
  }
  return (
    <>
      <PageHeader title={t("admin.outbox.title")} />
      <p className="mb-4 max-w-2xl">{t("admin.outbox.intro")}</p>
      <ToggleGroup
        label={t("admin.outbox.filterLabel")}
        landmark
        small
        className="mb-4 flex flex-wrap gap-2"
        options={STATES.map((key) => ({ key, label: t(`admin.outbox.states.${key || "all"}`) }))}
        current={state}
        onPick={(key) => update({ state: key })}
      />
      <SearchForm
        label={t("admin.outbox.searchLabel")}
        value={q}
        onSearch={(text) => update({ q: text })}
        className="mb-4"
      />
      {retry.isError ? <ErrorNotice error={retry.error} /> : null}
      <p role="status" className={retry.isSuccess ? "mb-4 font-medium text-emerald-700" : ""}>
        {retry.isSuccess && retry.variables
          ? t("admin.outbox.queued", { subject: retry.variables.subject, to: retry.variables.to })
          : ""}
      </p>
      <PagedList
        query={list}
        page={page}
        perPage={PER_PAGE}
        onPage={(p) => update({ page: p })}
        empty={t("admin.outbox.empty")}
      >
        {(mails) => (
          <ul className="flex flex-col gap-3">
            {mails.map((m) => (
              <li key={m.id} className="card text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    {/* The subject as it was sent, in the e-mail's own language: quoted, not translated. */}
                    <p className="font-semibold text-ink" dir="auto" translate="no">
                      {m.subject}
                    </p>
                    <p className="break-all">{t("admin.outbox.to", { to: m.to })}</p>
                    <p className="text-slate-500">
                      {[
                        t(`admin.outbox.kinds.${m.kind}`, { defaultValue: m.kind_label }),
                        t("admin.outbox.created", { when: formatDateTime(m.created_at) }),
                        m.sent_at ? t("admin.outbox.sent", { when: formatDateTime(m.sent_at) }) : "",
                        m.status === "pending" && m.next_attempt_at
                          ? t("admin.outbox.nextTry", { when: formatDateTime(m.next_attempt_at) })
                          : "",
                        m.attempts ? t("admin.outbox.attempts", { count: m.attempts }) : "",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    {m.error_code ? (
                      <p className="mt-1 break-words text-red-700">
                        {t(`admin.outbox.errors.${m.error_code}`)}
                        {m.error_detail ? (
                          <>
                            {" "}
                            <code className="text-xs" dir="ltr" lang="en">
                              {m.error_detail}
                            </code>
                          </>
                        ) : null}
                      </p>
                    ) : null}
                    {m.lead_id && can(me, "leads") ? (
                      <Link className="link" to={`/admin/leads/${m.lead_id}`}>
                        {t("admin.outbox.lead", { id: m.lead_id })}
                      </Link>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={m.status}>{t(`admin.outbox.statuses.${m.status}`)}</Badge>
                    {m.status === "pending" || m.status === "failed" ? (
                      <button
                        type="button"
                        className="btn-secondary btn-small"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(m)}
                      >
                        {t("admin.outbox.retry")}
                        <span className="sr-only">
                          {withQuoted(t("admin.outbox.retryWhich", { subject: QUOTED, to: m.to }), m.subject)}
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
