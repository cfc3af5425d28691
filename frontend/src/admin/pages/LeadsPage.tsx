// The leads list: search, filters, sort and page kept in the address, a CSV export of the same filter.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toQuery } from "../api";
import { LeadTable, type SortKey } from "../components/LeadTable";
import { PagedList } from "../components/PagedList";
import { SearchForm } from "../components/SearchForm";
import { Field, FlashNotice, PageHeader } from "../components/ui";
import { plural } from "../format";
import { useLeadChoices, useStaff } from "../hooks";
import { useListParams } from "../list-params";
import type { Choice, PagedLeads } from "../types";

export const LEAD_FILTERS = [
  "q",
  "status",
  "source",
  "service",
  "country",
  "assignee",
  "created_from",
  "created_to",
] as const;
const PER_PAGE = 25;
const DATES = [
  ["Received from", "created_from"],
  ["Received to", "created_to"],
] as const;

/** The list's API query from the page's URL: filters, sort and page travel in the address bar. */
export function leadsQuery(params: URLSearchParams, { paged = true } = {}): string {
  const query: Record<string, string> = {};
  for (const key of LEAD_FILTERS) query[key] = params.get(key) ?? "";
  query.sort = params.get("sort") ?? "";
  query.order = params.get("order") ?? "";
  if (paged) {
    query.page = params.get("page") ?? "";
    query.per_page = String(PER_PAGE);
  }
  return toQuery(query);
}

function SelectFilter({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: Choice[];
  onChange: (name: string, value: string) => void;
}) {
  return (
    <Field label={label}>
      {({ id }) => (
        <select id={id} name={name} value={value} onChange={(e) => onChange(name, e.target.value)}>
          <option value="">All</option>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function LeadsPage() {
  const { params, page, update, clear } = useListParams();
  const choices = useLeadChoices();
  const staff = useStaff();
  const query = leadsQuery(params);
  const list = useQuery<PagedLeads>({
    queryKey: [`/api/admin/leads${query}`],
    placeholderData: keepPreviousData,
  });
  const setFilter = (name: string, value: string) => update({ [name]: value });
  const onSort = (field: SortKey) => {
    const current = params.get("sort") ?? "created_at";
    const order = params.get("order") ?? "desc";
    update({ sort: field, order: current === field && order === "desc" ? "asc" : "desc" });
  };
  const filtered = LEAD_FILTERS.some((key) => params.get(key));
  const activeFilters = LEAD_FILTERS.filter((key) => key !== "q" && params.get(key)).length;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const assignees: Choice[] = [
    { key: "none", label: "Unassigned" },
    ...(staff.data ?? []).map((s) => ({ key: String(s.id), label: s.name })),
  ];
  const c = choices.data;
  const selects: [label: string, name: string, options: Choice[] | undefined][] = [
    ["Status", "status", c?.status],
    ["Source", "source", c?.source],
    ["Service", "service", c?.service],
    ["Country", "country", c?.country],
    ["Assignee", "assignee", assignees],
  ];

  return (
    <>
      <PageHeader title="Leads">
        <a
          className="btn-secondary"
          href={`/api/admin/leads/export.csv${leadsQuery(params, { paged: false })}`}
          download
        >
          Export CSV{filtered ? " (filtered)" : ""}
        </a>
      </PageHeader>
      <FlashNotice />
      <section className="card mb-6" aria-label="Search and filters">
        <SearchForm
          label="Search name, e-mail, phone or message"
          value={params.get("q") ?? ""}
          onSearch={(q) => update({ q })}
          className="mb-3 sm:mb-4"
        />
        {/* On a phone the filters fold away under a button, so the leads come first on the screen. */}
        <button
          type="button"
          className="btn-secondary w-full sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls="lead-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? "Hide filters" : "Filters"}
          {activeFilters ? ` (${activeFilters} on)` : ""}
        </button>
        <div
          id="lead-filters"
          className={`${filtersOpen ? "grid" : "hidden"} mt-3 grid-cols-1 gap-3 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
        >
          {selects.map(([label, name, options]) => (
            <SelectFilter
              key={name}
              label={label}
              name={name}
              value={params.get(name) ?? ""}
              options={options ?? []}
              onChange={setFilter}
            />
          ))}
          {DATES.map(([label, name]) => (
            <Field key={name} label={label}>
              {({ id }) => (
                <input
                  id={id}
                  type="date"
                  name={name}
                  value={params.get(name) ?? ""}
                  onChange={(e) => setFilter(name, e.target.value)}
                />
              )}
            </Field>
          ))}
          <div className="flex items-end">
            <button type="button" className="btn-secondary w-full" disabled={!filtered} onClick={clear}>
              Clear filters
            </button>
          </div>
        </div>
      </section>
      <section className="card" aria-label="Results" aria-busy={list.isFetching}>
        <PagedList query={list} page={page} perPage={PER_PAGE} onPage={(p) => update({ page: p })}>
          {(leads, { total }) => (
            <>
              <p className="mb-2 text-sm text-slate-600" role="status">
                {plural(total, "lead")}
                {filtered ? " match" : ""}
              </p>
              <LeadTable
                leads={leads}
                choices={choices.data}
                sort={params.get("sort") ?? "created_at"}
                order={params.get("order") ?? "desc"}
                onSort={onSort}
              />
            </>
          )}
        </PagedList>
      </section>
    </>
  );
}
