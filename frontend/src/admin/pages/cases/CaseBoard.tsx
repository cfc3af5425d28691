// The open client cases as a board (GET cases/board): a column per milestone in their order, each case in
// the column of the latest milestone it has reached, its card a link to the case.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "../../components/QueryState";
import { formatDay } from "../../format";
import { useAdminT } from "../../i18n";
import type { CaseBoard as Board } from "../../types";
import { Money } from "./shared";

export function CaseBoard() {
  const { t, lang } = useAdminT();
  const board = useQuery<Board>({ queryKey: ["/api/admin/cases/board"] });
  return (
    <section aria-label={t("adminCases.board.label")} aria-busy={board.isFetching}>
      <QueryState query={board}>
        {(data) => (
          <div className="relative -mx-4 flex gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0">
            {data.columns.map((column) => {
              const name = column.label[lang] || column.label.en;
              return (
                <section
                  key={column.kind}
                  aria-label={name}
                  className="flex w-64 shrink-0 flex-col rounded-lg border border-slate-200 bg-slate-50 p-2 sm:w-72"
                >
                  <h2 className="flex items-baseline justify-between gap-2 px-1 pb-2 font-semibold text-ink">
                    <span>{name}</span>
                    <span className="text-sm font-normal text-slate-600">
                      {t("adminCases.board.count", { count: column.count })}
                    </span>
                  </h2>
                  {column.cases.length === 0 ? (
                    <p className="px-1 py-4 text-sm text-slate-500">{t("adminCases.board.empty")}</p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {column.cases.map((c) => (
                        <li
                          key={c.id}
                          className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm"
                        >
                          <Link className="link font-semibold break-words" to={`/admin/cases/${c.id}`}>
                            {c.client_name || t("adminLead.page.number", { id: c.lead_id })}
                          </Link>
                          <p className="mt-1 text-slate-600">
                            {c.programme
                              ? c.programme.title[lang] || c.programme.title.en
                              : t("adminCases.table.noProgramme")}
                          </p>
                          <p className="text-slate-600">{c.owner?.name ?? t("adminCases.table.unowned")}</p>
                          {c.stage_date ? (
                            <p className="text-slate-600">
                              {t("adminCases.board.since", { date: formatDay(c.stage_date) })}
                            </p>
                          ) : null}
                          {Number(c.fee.outstanding) > 0 ? (
                            <p className="text-slate-600">
                              {t("adminCases.fee.outstanding")}:{" "}
                              <Money currency={c.fee.currency} amount={c.fee.outstanding} />
                            </p>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                  {column.count > column.cases.length ? (
                    <p className="px-1 pt-2 text-xs text-slate-600">
                      {t("adminCases.board.more", { shown: column.cases.length, total: column.count })}
                    </p>
                  ) : null}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
    </section>
  );
}
