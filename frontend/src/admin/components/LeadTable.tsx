import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TFunction } from "../../lib/i18n-core";
import { formatDateTime, formatDay, formatTime, labelOf } from "../format";
import { useAdminT } from "../i18n";
import type { LeadChoices, LeadRow } from "../types";
import { OverdueFlags } from "./OverdueFlag";
import { Badge } from "./ui";

/** "26 Nov 18:00": a moment this week or next, short enough for a table cell. */
function shortMoment(iso: string | null): string {
  return iso ? `${formatDay(iso)} ${formatTime(iso)}` : "—";
}

export type SortKey = "created_at" | "status" | "last_name" | "reply_by" | "follow_up_on";

/** The name a lead goes by on the staff screens: its name, else its phone or e-mail, else its number. */
export function leadName(lead: LeadRow, t: TFunction): string {
  return lead.full_name || lead.phone || lead.email || t("adminLeads.table.leadNumber", { id: lead.id });
}

function SortHeader({
  label,
  field,
  sort,
  order,
  onSort,
}: {
  label: string;
  field: SortKey;
  sort?: string;
  order?: string;
  onSort?: (field: SortKey) => void;
}) {
  if (!onSort) return <th scope="col">{label}</th>;
  const active = sort === field;
  const direction = active ? (order === "asc" ? "ascending" : "descending") : "none";
  return (
    <th scope="col" aria-sort={direction}>
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-1 font-semibold"
        onClick={() => onSort(field)}
      >
        {label}
        <span aria-hidden="true" className="text-slate-400">
          {active ? (order === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}

/** Leads as a table on wide screens and as cards on phones (the same rows, one markup). */
export function LeadTable({
  leads,
  choices,
  sort,
  order,
  onSort,
  empty,
}: {
  leads: LeadRow[];
  choices?: LeadChoices;
  sort?: string;
  order?: string;
  onSort?: (field: SortKey) => void;
  empty?: ReactNode;
}) {
  const { t } = useAdminT();
  if (leads.length === 0) {
    return <p className="py-4 text-slate-500">{empty ?? t("adminLeads.list.empty")}</p>;
  }
  const sorting = { sort, order, onSort };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="hidden border-b border-slate-200 text-slate-600 md:table-header-group">
          <tr className="[&>th]:px-3 [&>th]:py-2">
            <SortHeader label={t("adminLeads.table.name")} field="last_name" {...sorting} />
            {/* Between tablet and very wide screens the phone goes under the name instead. */}
            <th scope="col" className="hidden 2xl:table-cell">
              {t("adminLeads.table.contact")}
            </th>
            <th scope="col">{t("adminLeads.table.serviceCountry")}</th>
            <th scope="col">{t("adminLeads.table.source")}</th>
            <SortHeader label={t("adminLeads.table.status")} field="status" {...sorting} />
            <th scope="col">{t("adminLeads.table.assignee")}</th>
            <SortHeader label={t("adminLeads.table.replyBy")} field="reply_by" {...sorting} />
            <SortHeader label={t("adminLeads.table.followUp")} field="follow_up_on" {...sorting} />
            <SortHeader label={t("adminLeads.table.received")} field="created_at" {...sorting} />
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr
              key={lead.id}
              className="mb-3 block rounded-lg border border-slate-200 bg-white p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 [&>td]:block md:[&>td]:table-cell md:[&>td]:px-3 md:[&>td]:py-2"
            >
              <td>
                <Link className="link font-semibold" to={`/admin/leads/${lead.id}`}>
                  {leadName(lead, t)}
                </Link>
                {lead.phone && lead.full_name ? (
                  <span className="hidden text-slate-500 md:block 2xl:hidden">
                    <span dir="ltr">{lead.phone}</span>
                  </span>
                ) : null}
              </td>
              <td className="break-all md:break-normal md:max-2xl:hidden!">
                <span className="block">{lead.email}</span>
                <span className="block text-slate-500" dir="ltr">
                  {lead.phone}
                </span>
              </td>
              {lead.service || lead.country ? (
                <td>
                  {[
                    lead.service ? labelOf(choices?.service, lead.service) : "",
                    lead.country ? labelOf(choices?.country, lead.country) : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </td>
              ) : (
                // Chat leads have neither: a dash in the table, nothing on a phone's card.
                <td className="text-slate-400 max-md:hidden!">
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{t("adminLeads.notGiven")}</span>
                </td>
              )}
              <td>{labelOf(choices?.source, lead.source)}</td>
              <td>
                <Badge tone={lead.status}>{labelOf(choices?.status, lead.status)}</Badge>
                <OverdueFlags overdue={lead.overdue} className="mt-1" />
              </td>
              <td>
                {lead.assignee?.name ?? (
                  <span className="text-slate-500">{t("adminLeads.table.unassigned")}</span>
                )}
              </td>
              <td className={lead.reply_by || lead.first_response_at ? "" : "max-md:hidden!"}>
                <span className="me-1 text-slate-500 md:hidden">{t("adminLeads.table.replyBy")}:</span>
                {lead.first_response_at ? (
                  <span className="text-slate-600">
                    {t("adminLeads.table.replied", { when: shortMoment(lead.first_response_at) })}
                  </span>
                ) : (
                  shortMoment(lead.reply_by)
                )}
              </td>
              <td className={lead.follow_up_on ? "" : "max-md:hidden!"}>
                <span className="me-1 text-slate-500 md:hidden">{t("adminLeads.table.followUp")}:</span>
                {lead.follow_up_on ? formatDay(lead.follow_up_on) : "—"}
              </td>
              <td className="text-slate-600">{formatDateTime(lead.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
