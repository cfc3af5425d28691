// The latest Express Entry draws staff entered from IRCC's rounds page (GET /api/tools/crs/draws), each with
// a link to its round, and the visitor's estimate against each cut-off once there is one. The server sends
// none once the newest round is more than 60 days old (tools/draws.py): then nothing is shown, not
// even the heading.
import type { CrsDrawOut } from "../../../lib/api-types";
import { formatDate } from "../../../lib/dates";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";

export function CrsDraws({ draws, total }: { draws: CrsDrawOut[]; total: number | null }) {
  const { t, lang } = useT();
  const compare = (cutoff: number) => {
    if (total === null) return "";
    const gap = total - cutoff;
    if (gap === 0) return t("tools.draws.equal");
    return gap > 0 ? t("tools.draws.above", { points: gap }) : t("tools.draws.below", { points: -gap });
  };
  if (draws.length === 0) return null;
  const source = (draw: CrsDrawOut) => (
    <a href={draw.source_url} rel="noopener noreferrer" target="_blank" className="text-brand-700 underline">
      {t("tools.draws.sourceLink", { date: formatDate(draw.date, lang) })}
    </a>
  );
  return (
    <section aria-labelledby="crs-draws-heading" className="mt-10">
      <h2 id="crs-draws-heading" className="text-xl font-bold text-ink">
        {t("tools.draws.heading")}
      </h2>
      <p className="mt-2 text-slate-600">{t("tools.draws.intro")}</p>
      {/* On a phone each draw is a card; from the sm breakpoint, a table. One of them is shown. */}
      <ul className="mt-4 space-y-3 sm:hidden">
        {draws.map((draw) => (
          <li key={draw.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-ink">{pickText(draw.kind, lang)}</p>
            <p className="text-slate-600">{formatDate(draw.date, lang)}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
              <dt className="text-slate-600">{t("tools.draws.cutoff")}</dt>
              <dd className="text-end font-semibold">{draw.cutoff}</dd>
              <dt className="text-slate-600">{t("tools.draws.invitations")}</dt>
              <dd className="text-end">{draw.invitations.toLocaleString("en-US")}</dd>
              {total !== null ? (
                <>
                  <dt className="text-slate-600">{t("tools.draws.compare")}</dt>
                  <dd className={`text-end ${total >= draw.cutoff ? "text-emerald-700" : "text-amber-800"}`}>
                    {compare(draw.cutoff)}
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="mt-2">{source(draw)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t("tools.draws.heading")}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-3 text-start font-semibold">
                {t("tools.draws.date")}
              </th>
              <th scope="col" className="p-3 text-start font-semibold">
                {t("tools.draws.kind")}
              </th>
              <th scope="col" className="p-3 text-end font-semibold">
                {t("tools.draws.cutoff")}
              </th>
              <th scope="col" className="p-3 text-end font-semibold">
                {t("tools.draws.invitations")}
              </th>
              {total !== null ? (
                <th scope="col" className="p-3 text-end font-semibold">
                  {t("tools.draws.compare")}
                </th>
              ) : null}
              <th scope="col" className="p-3 text-start font-semibold">
                {t("tools.draws.source")}
              </th>
            </tr>
          </thead>
          <tbody>
            {draws.map((draw) => (
              <tr key={draw.id} className="border-t border-slate-200">
                <td className="p-3 whitespace-nowrap">{formatDate(draw.date, lang)}</td>
                <th scope="row" className="p-3 text-start font-normal">
                  {pickText(draw.kind, lang)}
                </th>
                <td className="p-3 text-end font-semibold">{draw.cutoff}</td>
                <td className="p-3 text-end">{draw.invitations.toLocaleString("en-US")}</td>
                {total !== null ? (
                  <td
                    className={`p-3 text-end whitespace-nowrap ${total >= draw.cutoff ? "text-emerald-700" : "text-amber-800"}`}
                  >
                    {compare(draw.cutoff)}
                  </td>
                ) : null}
                <td className="p-3 whitespace-nowrap">{source(draw)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
