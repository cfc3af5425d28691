// The client cases (converted leads): a list with search, filters, sort and page kept in the address, and
// the open cases as a board of milestones (?layout=board), each card a link to its case.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { toQuery } from "../api";
import { PagedList } from "../components/PagedList";
import { SearchForm } from "../components/SearchForm";
import { Badge, Field, PageHeader } from "../components/ui";
import { formatDay } from "../format";
import { useAdminT } from "../i18n";
import { useListParams } from "../list-params";
import type { CaseRow, PagedCases } from "../types";
import { CaseBoard } from "./cases/CaseBoard";
import { MILESTONES, Money, milestoneName } from "./cases/shared";

export const CASE_FILTERS = ["q", "state", "stage", "owner"] as const;
const PER_PAGE = 25;

/** The list's API query from the page's address (filters, sort and page). */
export function casesQuery(params: URLSearchParams): string {
  const query: Record<string, string> = {};
  for (const key of CASE_FILTERS) query[key] = params.get(key) ?? "";
  query.sort = params.get("sort") ?? "";
  query.order = params.get("order") ?? "";
  query.page = params.get("page") ?? "";
  query.per_page = String(PER_PAGE);
  return toQuery(query);
}

function withLayout(params: URLSearchParams, layout: string): string {
  const next = new URLSearchParams(params);
  if (layout) next.set("layout", layout);
  else next.delete("layout");
  next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "";
}

const tab = (active: boolean) =>
  `inline-block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
    active ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

function LayoutTabs({ params }: { params: URLSearchParams }) {
  const { t } = useAdminT();
  const layout = params.get("layout") ?? "";
  return (
    <nav aria-label={t("adminCases.list.layout")} className="mb-4">
      <ul className="inline-flex gap-1 rounded-lg border border-slate-200 bg-white p-1">
        {["", "board"].map((l) => (
          <li key={l || "table"}>
            <Link
              to={{ search: withLayout(params, l) }}
              className={tab(layout === l)}
              aria-current={layout === l ? "page" : undefined}
            >
              {t(`adminCases.list.${l || "table"}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One case: a card on a phone, a table row from md up (the same markup). */
function CaseItem({ row }: { row: CaseRow }) {
  const { t, lang } = useAdminT();
  return (
    <tr className="mb-3 block rounded-lg border border-slate-200 bg-white p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 [&>td]:block md:[&>td]:table-cell md:[&>td]:px-3 md:[&>td]:py-2">
      <td>
        <Link className="link font-semibold break-words" to={`/admin/cases/${row.id}`}>
          {row.client_name || t("adminLead.page.number", { id: row.lead_id })}
        </Link>
        {row.state === "closed" ? (
          <>
            {" "}
            <Badge>{t("adminCases.state.closed")}</Badge>
          </>
        ) : null}
      </td>
      <td className="text-slate-700">
        {row.programme
          ? row.programme.title[lang] || row.programme.title.en
          : t("adminCases.table.noProgramme")}
      </td>
      <td>
        {milestoneName(t, row.stage)}
        {row.stage_date ? <span className="text-slate-500"> · {formatDay(row.stage_date)}</span> : null}
      </td>
      <td className="text-slate-700">{row.owner?.name ?? t("adminCases.table.unowned")}</td>
      <td>
        <Money currency={row.fee.currency} amount={row.fee.quoted} />
        {Number(row.fee.outstanding) > 0 ? (
          <span className="block text-xs text-slate-600">
            {t("adminCases.table.outstanding", { amount: `${row.fee.currency} ${row.fee.outstanding}` })}
          </span>
        ) : null}
      </td>
      <td className="text-slate-700">
        {t("adminCases.table.docsCount", {
          received: row.documents.received,
          missing: row.documents.missing,
        })}
      </td>
      <td className="text-slate-700">
        <span className="md:hidden">{t("adminCases.table.opened")}: </span>
        {formatDay(row.opened_on)}
      </td>
    </tr>
  );
}

export function CasesPage() {
  const { t } = useAdminT();
  const { params, page, update } = useListParams();
  const board = params.get("layout") === "board";
  const list = useQuery<PagedCases>({
    queryKey: [`/api/admin/cases${casesQuery(params)}`],
    placeholderData: keepPreviousData,
    enabled: !board,
  });
  const anyFilter = CASE_FILTERS.some((key) => params.get(key));
  const clear = () => update(Object.fromEntries([...CASE_FILTERS, "sort", "order"].map((k) => [k, ""])));
  const sort = params.get("order") === "asc" ? "oldest" : "newest";
  const select = (name: string, label: string, options: [string, string][]) => (
    <Field label={label}>
      {({ id }) => (
        <select
          id={id}
          name={name}
          value={params.get(name) ?? ""}
          onChange={(e) => update({ [name]: e.target.value })}
        >
          <option value="">{t("adminCases.list.any")}</option>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <>
      <PageHeader title={t("adminCases.list.title")} />
      <LayoutTabs params={params} />
      {board ? (
        <CaseBoard />
      ) : (
        <>
          <section className="card mb-6" aria-label={t("adminCases.list.searchAndFilters")}>
            <SearchForm
              label={t("adminCases.list.searchLabel")}
              value={params.get("q") ?? ""}
              onSearch={(q) => update({ q })}
              className="mb-3 sm:mb-4"
            />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {select("state", t("adminCases.list.state"), [
                ["open", t("adminCases.state.open")],
                ["closed", t("adminCases.state.closed")],
              ])}
              {select(
                "stage",
                t("adminCases.list.stage"),
                MILESTONES.map((k) => [k, milestoneName(t, k)]),
              )}
              {select("owner", t("adminCases.list.owner"), [
                ["me", t("adminCases.list.me")],
                ["none", t("adminCases.list.none")],
              ])}
              <Field label={t("adminCases.list.sort")}>
                {({ id }) => (
                  <select
                    id={id}
                    name="sort"
                    value={sort}
                    onChange={(e) =>
                      update(
                        e.target.value === "oldest"
                          ? { sort: "opened_on", order: "asc" }
                          : { sort: "", order: "" },
                      )
                    }
                  >
                    <option value="newest">{t("adminCases.list.newest")}</option>
                    <option value="oldest">{t("adminCases.list.oldest")}</option>
                  </select>
                )}
              </Field>
              <div className="flex items-end">
                <button type="button" className="btn-secondary w-full" disabled={!anyFilter} onClick={clear}>
                  {t("adminCases.list.clear")}
                </button>
              </div>
            </div>
          </section>
          <section className="card" aria-label={t("adminCases.list.results")} aria-busy={list.isFetching}>
            <PagedList
              query={list}
              page={page}
              perPage={PER_PAGE}
              onPage={(p) => update({ page: p })}
              empty={t("adminCases.list.empty")}
            >
              {(rows, { total }) => (
                <>
                  <p className="mb-2 text-sm text-slate-600" role="status">
                    {t("adminCases.list.total", { count: total })}
                  </p>
                  <table className="w-full text-sm">
                    <thead className="hidden border-b border-slate-200 text-start text-slate-600 md:table-header-group">
                      <tr className="[&>th]:px-3 [&>th]:py-2 [&>th]:text-start">
                        <th scope="col">{t("adminCases.table.client")}</th>
                        <th scope="col">{t("adminCases.table.programme")}</th>
                        <th scope="col">{t("adminCases.table.stage")}</th>
                        <th scope="col">{t("adminCases.table.owner")}</th>
                        <th scope="col">{t("adminCases.table.fee")}</th>
                        <th scope="col">{t("adminCases.table.documents")}</th>
                        <th scope="col">{t("adminCases.table.opened")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <CaseItem key={row.id} row={row} />
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </PagedList>
          </section>
        </>
      )}
    </>
  );
}
