import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toQuery } from "../api";
import { LeadTable, type SortKey } from "../components/LeadTable";
import { ErrorNotice, Field, Loading, PageHeader, Pagination } from "../components/ui";
import { useLeadChoices, useStaff } from "../hooks";
import type { Choice, LeadRow, Page } from "../types";

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
  const [params, setParams] = useSearchParams();
  const choices = useLeadChoices();
  const staff = useStaff();
  const query = leadsQuery(params);
  const list = useQuery<Page<LeadRow>>({
    queryKey: [`/api/admin/leads${query}`],
    placeholderData: keepPreviousData,
  });
  const [q, setQ] = useState(params.get("q") ?? "");
  useEffect(() => setQ(params.get("q") ?? ""), [params]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const setFilter = (name: string, value: string) => update({ [name]: value });
  const onSort = (field: SortKey) => {
    const current = params.get("sort") ?? "created_at";
    const order = params.get("order") ?? "desc";
    update({ sort: field, order: current === field && order === "desc" ? "asc" : "desc" });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: q.trim() });
  };
  const filtered = LEAD_FILTERS.some((key) => params.get(key));
  const activeFilters = LEAD_FILTERS.filter((key) => key !== "q" && params.get(key)).length;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const assignees: Choice[] = [
    { key: "none", label: "Unassigned" },
    ...(staff.data ?? []).map((s) => ({ key: String(s.id), label: s.name })),
  ];
  const page = Number(params.get("page") ?? "1") || 1;
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

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
      {notice ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-800"
        >
          {notice}
        </p>
      ) : null}
      <section className="card mb-6" aria-label="Search and filters">
        <form onSubmit={search} className="mb-3 flex flex-col gap-2 sm:mb-4 sm:flex-row sm:items-end">
          <Field label="Search name, e-mail, phone or message" className="flex-1">
            {({ id }) => (
              <input id={id} type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} />
            )}
          </Field>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
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
          <SelectFilter
            label="Status"
            name="status"
            value={params.get("status") ?? ""}
            options={choices.data?.status ?? []}
            onChange={setFilter}
          />
          <SelectFilter
            label="Source"
            name="source"
            value={params.get("source") ?? ""}
            options={choices.data?.source ?? []}
            onChange={setFilter}
          />
          <SelectFilter
            label="Service"
            name="service"
            value={params.get("service") ?? ""}
            options={choices.data?.service ?? []}
            onChange={setFilter}
          />
          <SelectFilter
            label="Country"
            name="country"
            value={params.get("country") ?? ""}
            options={choices.data?.country ?? []}
            onChange={setFilter}
          />
          <SelectFilter
            label="Assignee"
            name="assignee"
            value={params.get("assignee") ?? ""}
            options={assignees}
            onChange={setFilter}
          />
          <Field label="Received from">
            {({ id }) => (
              <input
                id={id}
                type="date"
                name="created_from"
                value={params.get("created_from") ?? ""}
                onChange={(e) => setFilter("created_from", e.target.value)}
              />
            )}
          </Field>
          <Field label="Received to">
            {({ id }) => (
              <input
                id={id}
                type="date"
                name="created_to"
                value={params.get("created_to") ?? ""}
                onChange={(e) => setFilter("created_to", e.target.value)}
              />
            )}
          </Field>
          <div className="flex items-end">
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={!filtered}
              onClick={() => setParams(new URLSearchParams())}
            >
              Clear filters
            </button>
          </div>
        </div>
      </section>
      <section className="card" aria-label="Results" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorNotice error={list.error} retry={() => list.refetch()} />
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600" role="status">
              {list.data.total} {list.data.total === 1 ? "lead" : "leads"}
              {filtered ? " match" : ""}
            </p>
            <LeadTable
              leads={list.data.items}
              choices={choices.data}
              sort={params.get("sort") ?? "created_at"}
              order={params.get("order") ?? "desc"}
              onSort={onSort}
            />
            <Pagination
              page={list.data.page || page}
              perPage={list.data.per_page || PER_PAGE}
              total={list.data.total}
              onPage={(p) => update({ page: String(p) })}
            />
          </>
        )}
      </section>
    </>
  );
}
