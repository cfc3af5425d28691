// The audit log (admins only): who did what to which record and when, with the record before and after.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toQuery } from "../api";
import { PagedList } from "../components/PagedList";
import { Field, PageHeader } from "../components/ui";
import { formatDateTime } from "../format";
import { useAdminT } from "../i18n";
import { useListParams } from "../list-params";
import type { PagedAudit } from "../types";

const PER_PAGE = 50;
// The server records actions and targets by key; each is named in admin.audit.actions / .targets (a key
// not named there yet shows as it is).
const ACTIONS = [
  "create",
  "update",
  "delete",
  "reorder",
  "restore",
  "publish",
  "erase",
  "retry",
  "login",
  "logout",
  "change_password",
  "reschedule",
  "cancel",
  "note",
  "note_edit",
  "email",
  "merge",
  "unlink",
  "keep_apart",
];
const TARGETS = [
  "lead",
  "user",
  "email",
  "services",
  "countries",
  "blog",
  "faq",
  "pages",
  "site",
  "reply_template",
  "lost_reason",
  "assignment_rule",
];

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function AuditPage() {
  const { t, lang } = useAdminT();
  const action = (key: string) => t(`admin.audit.actions.${key}`, { defaultValue: key });
  const target = (key: string) => t(`admin.audit.targets.${key}`, { defaultValue: key });
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
      <PageHeader title={t("admin.audit.title")} />
      <form onSubmit={apply} className="card mb-4 grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end">
        <Field label={t("admin.audit.who")}>
          {({ id }) => (
            <input
              id={id}
              dir="ltr"
              value={form.actor}
              onChange={(e) => setForm({ ...form, actor: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("admin.audit.what")}>
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
          {TARGETS.map((key) => (
            // In Arabic the suggestion says what the key is; the key is what the filter takes.
            <option key={key} value={key} label={lang === "en" ? undefined : target(key)} />
          ))}
        </datalist>
        <Field label={t("admin.audit.action")}>
          {({ id }) => (
            <select
              id={id}
              value={form.action}
              onChange={(e) => setForm({ ...form, action: e.target.value })}
            >
              <option value="">{t("admin.audit.any")}</option>
              {ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {action(a)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn-primary">
          {t("admin.audit.filter")}
        </button>
      </form>
      <PagedList
        query={list}
        page={page}
        perPage={PER_PAGE}
        onPage={(p) => update({ page: p })}
        empty={t("admin.audit.empty")}
      >
        {(entries) => (
          <ol className="flex flex-col gap-2">
            {entries.map((a) => (
              <li key={a.id} className="card text-sm">
                <p>
                  <span className="font-semibold text-ink">{a.actor_email || t("admin.audit.system")}</span> ·{" "}
                  {action(a.action)} · {target(a.target_type)}
                  {a.target_id ? ` #${a.target_id}` : ""} ·{" "}
                  <span className="text-slate-500">{formatDateTime(a.at)}</span>
                  {a.ip ? <span className="text-slate-500"> · {a.ip}</span> : null}
                </p>
                {/* The summary is the log's English line; the Arabic admin says what happened from the codes above. */}
                {a.summary && lang === "en" ? <p>{a.summary}</p> : null}
                {a.before || a.after ? (
                  <details className="mt-1">
                    <summary className="link cursor-pointer">{t("admin.audit.beforeAndAfter")}</summary>
                    <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
                      <div>
                        <p className="text-xs font-semibold">{t("admin.audit.before")}</p>
                        <Json value={a.before} />
                      </div>
                      <div>
                        <p className="text-xs font-semibold">{t("admin.audit.after")}</p>
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
