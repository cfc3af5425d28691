// The leads screen's working views (all, due today, overdue, mine) and its two layouts (table, board):
// links that change the address, so a view can be bookmarked and shared like any filter.
import { Link, useSearchParams } from "react-router";
import { useAdminT } from "../../i18n";

export const VIEWS = ["", "due_today", "overdue", "mine"] as const;
export const LAYOUTS = ["", "board"] as const;

/** The current address with `key` set to `value` ("" leaves it out) and the page back to the first. */
function withParam(params: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "";
}

const tab = (active: boolean) =>
  `inline-block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
    active ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

export function ViewTabs() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const view = params.get("view") ?? "";
  const layout = params.get("layout") ?? "";
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={t("adminLeads.views.label")}>
        <ul className="flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1">
          {VIEWS.map((v) => (
            <li key={v || "all"}>
              <Link
                to={{ search: withParam(params, "view", v) }}
                className={tab(view === v)}
                aria-current={view === v ? "page" : undefined}
              >
                {t(`adminLeads.views.${v || "all"}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("adminLeads.layout.label")}>
        <ul className="flex gap-1 rounded-lg border border-slate-200 bg-white p-1">
          {LAYOUTS.map((l) => (
            <li key={l || "table"}>
              <Link
                to={{ search: withParam(params, "layout", l) }}
                className={tab(layout === l)}
                aria-current={layout === l ? "page" : undefined}
              >
                {t(`adminLeads.layout.${l || "table"}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
