// A score: the total (against the pass mark where there is one), the points factor by factor (a table,
// each group with its items), what would raise it most, and the grid it was computed with.
import { forwardRef } from "react";
import type { ScoreOut } from "../../../lib/api-types";
import { formatDate } from "../../../lib/dates";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";

export const ToolResult = forwardRef<HTMLHeadingElement, { result: ScoreOut; stale: boolean }>(
  function ToolResult({ result, stale }, headingRef) {
    const { t, lang } = useT();
    return (
      <section
        aria-labelledby="tool-result-heading"
        className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5 sm:p-6"
      >
        <h2 id="tool-result-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
          {t("tools.result.heading")}
        </h2>
        <p className="mt-2 text-4xl font-extrabold text-brand-800" data-testid="tool-total">
          {t("tools.result.total", { count: result.total })}
        </p>
        {result.passMark !== null ? (
          <p className="mt-2 text-slate-700">
            {t("tools.result.passMark", { mark: result.passMark })}{" "}
            <strong className={result.passes ? "text-emerald-700" : "text-amber-800"}>
              {result.passes
                ? t("tools.result.passes")
                : t("tools.result.short", { count: result.passMark - result.total })}
            </strong>
          </p>
        ) : null}
        {stale ? (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t("tools.stale")}
          </p>
        ) : null}

        <h3 className="mt-6 text-lg font-semibold text-ink">{t("tools.result.breakdown")}</h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("tools.result.breakdown")}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-start">
                <th scope="col" className="py-2 text-start font-semibold">
                  {t("tools.result.factor")}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t("tools.result.points")}
                </th>
              </tr>
            </thead>
            {result.breakdown.map((group) => (
              <tbody key={group.key} className="border-b border-slate-200">
                <tr className="bg-white/70">
                  <th scope="rowgroup" className="py-2 text-start font-bold text-ink">
                    {pickText(group.label, lang)}
                  </th>
                  <td className="py-2 text-end font-bold whitespace-nowrap">
                    {t("tools.result.outOf", { points: group.points, max: group.max })}
                  </td>
                </tr>
                {group.items.map((item) => (
                  <tr key={item.key}>
                    <th scope="row" className="py-1.5 ps-4 text-start font-normal text-slate-700">
                      {pickText(item.label, lang)}
                    </th>
                    <td className="py-1.5 text-end whitespace-nowrap text-slate-700">
                      {t("tools.result.outOf", { points: item.points, max: item.max })}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>

        <h3 className="mt-6 text-lg font-semibold text-ink">{t("tools.result.improvements")}</h3>
        {result.improvements.length ? (
          <ul className="mt-2 space-y-2">
            {result.improvements.map((item) => (
              <li
                key={pickText(item.label, "en")}
                className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-white p-3"
              >
                <span>{pickText(item.label, lang)}</span>
                <strong className="text-emerald-700">{t("tools.result.gain", { count: item.gain })}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">{t("tools.result.noImprovements")}</p>
        )}
        <VersionNote version={result.version} />
      </section>
    );
  },
);

/** That a score is an estimate, from which grid, with the official source. */
export function VersionNote({ version }: { version: ScoreOut["version"] }) {
  const { t, lang } = useT();
  return (
    <div className="mt-6 space-y-1 text-sm text-slate-600">
      <p>{t("tools.estimate", { date: formatDate(version.effective, lang) })}</p>
      <p>
        <a href={version.source.url} className="font-semibold text-brand-700 underline" rel="noopener">
          {t("tools.source", { name: pickText(version.source.name, lang) })}
        </a>
      </p>
    </div>
  );
}
