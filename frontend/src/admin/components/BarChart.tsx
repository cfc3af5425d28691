import { Link } from "react-router";
import { formatDay } from "../format";
import { useAdminT } from "../i18n";
import type { Counted, Dashboard } from "../types";

/** Leads per day as an SVG bar chart (the bars stretch to any width; the labels are HTML so they keep
 * their size on a phone), with the same numbers in a table for screen readers. */
export function BarChart({ series, label }: { series: Dashboard["series"]; label: string }) {
  const { t } = useAdminT();
  const n = Math.max(1, series.length);
  const max = Math.max(1, ...series.map((d) => d.count));
  const total = series.reduce((sum, d) => sum + d.count, 0);
  const last = series.length - 1;
  const at = (i: number) => `${((i + 0.5) / n) * 100}%`;
  return (
    <figure>
      <div className="flex gap-2">
        <div
          className="flex h-44 flex-col justify-between text-end text-xs text-slate-500 tabular-nums"
          aria-hidden="true"
        >
          <span>{max}</span>
          <span>{max > 1 ? Math.round(max / 2) : ""}</span>
          <span>0</span>
        </div>
        <div className="relative h-44 flex-1 border-s border-b border-slate-300">
          <svg
            viewBox={`0 0 ${n} ${max}`}
            preserveAspectRatio="none"
            // In Arabic the days run from right to left, as the labels under them do.
            className="absolute inset-0 h-full w-full rtl:-scale-x-100"
            role="img"
            aria-label={t("admin.common.chart.summary", { label, total, count: series.length, max })}
          >
            <line
              x1="0"
              x2={n}
              y1={max / 2}
              y2={max / 2}
              stroke="#e2e8f0"
              vectorEffect="non-scaling-stroke"
            />
            {series.map((d, i) =>
              d.count > 0 ? (
                <rect key={d.date} x={i + 0.15} width={0.7} y={max - d.count} height={d.count} fill="#0369a1">
                  <title>{`${formatDay(d.date)}: ${d.count}`}</title>
                </rect>
              ) : null,
            )}
          </svg>
        </div>
      </div>
      <div className="relative ms-8 h-5 text-xs text-slate-500" aria-hidden="true">
        {series.map((d, i) =>
          (i % 7 === 0 && last - i >= 4) || i === last ? (
            <span
              key={d.date}
              // The first and last labels line up with the chart's edges; the others centre on their bar.
              className={`absolute top-1 whitespace-nowrap ${
                i === 0 || i === last ? "" : "-translate-x-1/2 rtl:translate-x-1/2"
              } ${i % 14 === 7 ? "hidden sm:inline" : ""}`}
              style={
                i === 0
                  ? { insetInlineStart: 0 }
                  : i === last
                    ? { insetInlineEnd: 0 }
                    : { insetInlineStart: at(i) }
              }
            >
              {formatDay(d.date)}
            </span>
          ) : null,
        )}
      </div>
      {/* The numbers for screen readers. The wrapper hides them: a table itself ignores sr-only's 1px
          height and would stretch the page by its 30 rows. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.common.chart.day")}</th>
              <th scope="col">{t("admin.common.chart.leads")}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.date}>
                <td>{formatDay(d.date)}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Counts by category as labelled horizontal bars (plain HTML: readable as a list). */
export function Breakdown({
  title,
  rows,
  link,
}: {
  title: string;
  rows: Counted[];
  link?: (key: string) => string;
}) {
  const { t } = useAdminT();
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="card">
      <h2 className="mb-3 font-semibold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t("admin.common.chart.noLeads")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((r) => (
            <li key={r.key} className="text-sm">
              <div className="flex justify-between gap-2">
                {link && r.key ? (
                  <Link className="link truncate" to={link(r.key)}>
                    {r.label}
                  </Link>
                ) : (
                  <span className="truncate">{r.label}</span>
                )}
                <span className="font-semibold text-ink tabular-nums">{r.count}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-brand-600"
                  style={{ width: `${(r.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
