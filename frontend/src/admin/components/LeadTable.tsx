import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime, labelOf } from "../format";
import type { LeadChoices, LeadRow } from "../types";
import { Badge } from "./ui";

export type SortKey = "created_at" | "status" | "last_name";

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
  empty = "No leads match.",
}: {
  leads: LeadRow[];
  choices?: LeadChoices;
  sort?: string;
  order?: string;
  onSort?: (field: SortKey) => void;
  empty?: ReactNode;
}) {
  if (leads.length === 0) return <p className="py-4 text-slate-500">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="hidden border-b border-slate-200 text-slate-600 md:table-header-group">
          <tr className="[&>th]:px-3 [&>th]:py-2">
            <SortHeader label="Name" field="last_name" sort={sort} order={order} onSort={onSort} />
            <th scope="col">Contact</th>
            <th scope="col">Service · country</th>
            <th scope="col">Source</th>
            <SortHeader label="Status" field="status" sort={sort} order={order} onSort={onSort} />
            <th scope="col">Assignee</th>
            <SortHeader label="Received" field="created_at" sort={sort} order={order} onSort={onSort} />
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
                  {lead.full_name || lead.phone || lead.email || `Lead #${lead.id}`}
                </Link>
              </td>
              <td className="break-all md:break-normal">
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
                  <span className="sr-only">Not given</span>
                </td>
              )}
              <td>{labelOf(choices?.source, lead.source)}</td>
              <td>
                <Badge tone={lead.status}>{labelOf(choices?.status, lead.status)}</Badge>
              </td>
              <td>{lead.assignee?.name ?? <span className="text-slate-500">Unassigned</span>}</td>
              <td className="text-slate-600">{formatDateTime(lead.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
