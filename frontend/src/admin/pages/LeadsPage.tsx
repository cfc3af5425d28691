// The leads list: working views, search, filters, sort and page kept in the address, a CSV export of the
// same filter, and the same leads as a board of stages (?layout=board).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toQuery } from "../api";
import { LeadTable, type SortKey } from "../components/LeadTable";
import { PagedList } from "../components/PagedList";
import { SearchForm } from "../components/SearchForm";
import { Field, FlashNotice, PageHeader } from "../components/ui";
import { useLeadChoices, useStaff } from "../hooks";
import { useAdminT } from "../i18n";
import { useListParams } from "../list-params";
import type { Choice, PagedLeads } from "../types";
import { Board } from "./leads/Board";
import { ViewTabs } from "./leads/ViewTabs";

export const LEAD_FILTERS = [
  "q",
  // One person's leads (a person id, from a lead's "Same person" panel).
  "person",
  "status",
  "source",
  "service",
  "country",
  "assignee",
  "created_from",
  "created_to",
  // What a report's figure links to (pages/ReportsPage.tsx): no control of their own, cleared with the rest.
  "utm_campaign",
  "stage",
  "assistant",
  "closed_from",
  "closed_to",
] as const;
const REPORT_FILTERS = ["utm_campaign", "stage", "assistant", "closed_from", "closed_to"] as const;
const PER_PAGE = 25;
const DATES = [
  ["receivedFrom", "created_from"],
  ["receivedTo", "created_to"],
] as const;

/** The list's API query from the page's URL: the view, filters, sort and page travel in the address bar.
 * `paged` false leaves out the page (the CSV export); `sorted` false the sort too (the board). */
export function leadsQuery(params: URLSearchParams, { paged = true, sorted = true } = {}): string {
  const query: Record<string, string> = { view: params.get("view") ?? "" };
  for (const key of LEAD_FILTERS) query[key] = params.get(key) ?? "";
  if (sorted) {
    query.sort = params.get("sort") ?? "";
    query.order = params.get("order") ?? "";
  }
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
  const { t } = useAdminT();
  return (
    <Field label={label}>
      {({ id }) => (
        <select id={id} name={name} value={value} onChange={(e) => onChange(name, e.target.value)}>
          <option value="">{t("adminLeads.list.all")}</option>
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
  const { t } = useAdminT();
  const { params, page, update } = useListParams();
  const choices = useLeadChoices();
  const staff = useStaff();
  const board = params.get("layout") === "board";
  const query = leadsQuery(params);
  const list = useQuery<PagedLeads>({
    queryKey: [`/api/admin/leads${query}`],
    placeholderData: keepPreviousData,
    enabled: !board,
  });
  const setFilter = (name: string, value: string) => update({ [name]: value });
  const onSort = (field: SortKey) => {
    const current = params.get("sort") ?? "created_at";
    const order = params.get("order") ?? "desc";
    update({ sort: field, order: current === field && order === "desc" ? "asc" : "desc" });
  };
  const filtered = LEAD_FILTERS.some((key) => params.get(key)) || Boolean(params.get("view"));
  const anyFilter = LEAD_FILTERS.some((key) => params.get(key));
  const activeFilters = LEAD_FILTERS.filter(
    (key) => key !== "q" && key !== "person" && params.get(key),
  ).length;
  const person = params.get("person");
  // Clearing the filters keeps the working view and the layout (they are the tabs above them).
  const clear = () => update(Object.fromEntries([...LEAD_FILTERS, "sort", "order"].map((key) => [key, ""])));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const assignees: Choice[] = [
    { key: "none", label: t("adminLeads.list.unassigned") },
    ...(staff.data ?? []).map((s) => ({ key: String(s.id), label: s.name })),
  ];
  const c = choices.data;
  const selects: [name: "status" | "source" | "service" | "country" | "assignee", Choice[] | undefined][] = [
    ["status", c?.status],
    ["source", c?.source],
    ["service", c?.service],
    ["country", c?.country],
    ["assignee", assignees],
  ];

  return (
    <>
      <PageHeader title={t("adminLeads.list.title")}>
        <a
          className="btn-secondary"
          href={`/api/admin/leads/export.csv${leadsQuery(params, { paged: false })}`}
          download
        >
          {filtered ? t("adminLeads.list.exportFiltered") : t("adminLeads.list.export")}
        </a>
      </PageHeader>
      <FlashNotice />
      <ViewTabs />
      {REPORT_FILTERS.some((key) => params.get(key)) ? (
        <p className="card mb-4 flex flex-wrap items-center gap-3" role="status">
          {t("adminReports.linkedFilters")}
          <button type="button" className="link" onClick={clear}>
            {t("adminLeads.list.clear")}
          </button>
        </p>
      ) : null}
      {person ? (
        <p className="card mb-4 flex flex-wrap items-center gap-3" role="status">
          <span>{t("adminLeads.list.personOnly", { id: person })}</span>
          <button type="button" className="link cursor-pointer" onClick={() => update({ person: "" })}>
            {t("adminLeads.list.allPeople")}
          </button>
        </p>
      ) : null}
      <section className="card mb-6" aria-label={t("adminLeads.list.searchAndFilters")}>
        <SearchForm
          label={t("adminLeads.list.searchLabel")}
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
          {filtersOpen ? t("adminLeads.list.hideFilters") : t("adminLeads.list.filters")}
          {activeFilters ? ` ${t("adminLeads.list.filtersOn", { n: activeFilters })}` : ""}
        </button>
        <div
          id="lead-filters"
          className={`${filtersOpen ? "grid" : "hidden"} mt-3 grid-cols-1 gap-3 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
        >
          {selects.map(([name, options]) => (
            <SelectFilter
              key={name}
              label={t(`adminLeads.list.${name}`)}
              name={name}
              value={params.get(name) ?? ""}
              options={options ?? []}
              onChange={setFilter}
            />
          ))}
          {DATES.map(([label, name]) => (
            <Field key={name} label={t(`adminLeads.list.${label}`)}>
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
            <button type="button" className="btn-secondary w-full" disabled={!anyFilter} onClick={clear}>
              {t("adminLeads.list.clear")}
            </button>
          </div>
        </div>
      </section>
      {board ? (
        <Board query={leadsQuery(params, { paged: false, sorted: false })} choices={choices.data} />
      ) : (
        <section className="card" aria-label={t("adminLeads.list.results")} aria-busy={list.isFetching}>
          <PagedList query={list} page={page} perPage={PER_PAGE} onPage={(p) => update({ page: p })}>
            {(leads, { total }) => (
              <>
                {/* No count over an empty list: the table says there are none. */}
                {total ? (
                  <p className="mb-2 text-sm text-slate-600" role="status">
                    {filtered
                      ? t("adminLeads.list.matching", { count: total })
                      : t("adminLeads.list.total", { count: total })}
                  </p>
                ) : null}
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
      )}
    </>
  );
}
