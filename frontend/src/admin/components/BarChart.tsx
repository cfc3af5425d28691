import { Link } from "react-router";
import { formatDay } from "../format";

/** Leads per day as an SVG bar chart, with the same numbers in a table for screen readers. */
export function BarChart({ series, label }: { series: { date: string; count: number }[]; label: string }) {
  const width = 600;
  const height = 180;
  const top = 16;
  const bottom = 24;
  const left = 28;
  const max = Math.max(1, ...series.map((d) => d.count));
  const step = series.length ? (width - left) / series.length : 0;
  const barWidth = Math.max(2, step * 0.7);
  const plot = height - top - bottom;
  const total = series.reduce((sum, d) => sum + d.count, 0);
  const ticks = max > 1 ? [0, Math.round(max / 2), max] : [0, max];
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${label}: ${total} in ${series.length} days, at most ${max} a day`}
      >
        {ticks.map((t) => {
          const y = top + plot - (t / max) * plot;
          return (
            <g key={t}>
              <line x1={left} x2={width} y1={y} y2={y} stroke="#e2e8f0" />
              <text x={left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#64748b">
                {t}
              </text>
            </g>
          );
        })}
        {series.map((d, i) => {
          const h = (d.count / max) * plot;
          const x = left + i * step + (step - barWidth) / 2;
          return (
            <g key={d.date}>
              <rect x={x} y={top + plot - h} width={barWidth} height={Math.max(h, 0)} rx="2" fill="#0369a1">
                <title>{`${formatDay(d.date)}: ${d.count}`}</title>
              </rect>
              {i % 7 === 0 || i === series.length - 1 ? (
                <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" fontSize="11" fill="#64748b">
                  {formatDay(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
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
  rows: { key: string; label: string; count: number }[];
  link?: (key: string) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="card">
      <h2 className="mb-3 font-semibold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No leads yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((r) => (
            <li key={r.key} className="text-sm">
              <div className="flex justify-between gap-2">
                {link ? (
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
