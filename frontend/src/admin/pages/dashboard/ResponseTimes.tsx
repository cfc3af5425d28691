// The dashboard's "Replies" card: how fast leads get their first reply (median), how many by their
// reply-by time, and what is overdue or due today now (each a link to that working view of the list).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatNumber } from "../../format";
import { useAdminT } from "../../i18n";
import type { Dashboard } from "../../types";

type Responses = NonNullable<Dashboard["responses"]>;

function Figure({
  label,
  value,
  small = false,
  children,
}: {
  label: string;
  value: string;
  /** A sentence rather than a figure. */
  small?: boolean;
  children?: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 font-semibold text-ink tabular-nums ${small ? "text-base" : "text-2xl"}`}>
        {value}
      </dd>
      {children ? <dd className="mt-1 text-sm">{children}</dd> : null}
    </div>
  );
}

/** Nothing for a role without leads (the API sends `responses: null`). */
export function ResponseTimes({ responses }: { responses: Dashboard["responses"] }) {
  const { t } = useAdminT();
  if (!responses) return null;
  const r: Responses = responses;
  const median = (() => {
    if (r.median_minutes === null) return t("adminLeads.responses.none");
    const total = Math.round(r.median_minutes);
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    return hours
      ? t("adminLeads.responses.hoursMinutes", { hours: formatNumber(hours), minutes: formatNumber(minutes) })
      : t("adminLeads.responses.minutes", { minutes: formatNumber(minutes) });
  })();
  const share = r.on_time_share === null ? "—" : formatNumber(r.on_time_share, { style: "percent" });
  return (
    <section className="card mt-6" aria-labelledby="responses-heading">
      <h2 id="responses-heading" className="mb-3 font-semibold text-ink">
        {t("adminLeads.responses.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure label={t("adminLeads.responses.median")} value={median} small={r.median_minutes === null} />
        {/* What the share counts, in words: first replies by the reply-by time, of the leads that were due. */}
        <Figure label={t("adminLeads.responses.onTimeShare")} value={share}>
          <span className="block text-slate-600">
            {t("adminLeads.responses.onTimeCounts", {
              onTime: formatNumber(r.on_time),
              due: formatNumber(r.due),
            })}
          </span>
          <span className="mt-1 block text-xs text-slate-600">
            {t("adminLeads.responses.onTimeExplained")}
          </span>
        </Figure>
        <Figure label={t("adminLeads.responses.overdue")} value={formatNumber(r.overdue)}>
          <Link className="link" to="/admin/leads?view=overdue">
            {t("adminLeads.responses.openOverdue")}
          </Link>
        </Figure>
        <Figure label={t("adminLeads.responses.dueToday")} value={formatNumber(r.due_today)}>
          <Link className="link" to="/admin/leads?view=due_today">
            {t("adminLeads.responses.openDueToday")}
          </Link>
        </Figure>
      </dl>
    </section>
  );
}
