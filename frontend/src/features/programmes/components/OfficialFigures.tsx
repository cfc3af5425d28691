// The official fees and processing time, with their source; the date and the name of the staff member who
// last signed them off, once someone has; and while some are still to check, a notice saying so. Each
// figure is a fact of the firm's (the API gives its words in each language); beside each group of
// figures, when and against which page they were checked (FigureChecks).
import type { ProgrammeDetailOut } from "../../../lib/api-types";
import { formatDate } from "../../../lib/dates";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { FigureChecks, Unconfirmed } from "./FigureChecks";

export function OfficialFigures({ guide }: { guide: ProgrammeDetailOut }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="official-figures" className="rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h2 id="official-figures" className="text-xl font-semibold text-ink">
        {t("programmePage.fees")}
      </h2>
      {guide.figures_to_check ? (
        <p role="note" className="mt-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          {t("programmePage.figuresToCheck")}
        </p>
      ) : null}
      {guide.fees.length ? (
        <table className="mt-4 w-full text-start text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("programmePage.fee")}</th>
              <th scope="col">{t("programmePage.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {guide.fees.map((fee) => (
              <tr key={fee.label.en} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="py-3 pe-4 text-start font-normal text-slate-700">
                  {pickText(fee.label, lang)}
                  {pickText(fee.note, lang) ? (
                    <span className="block text-xs text-slate-500">{pickText(fee.note, lang)}</span>
                  ) : null}
                </th>
                <td className="py-3 text-end font-semibold text-ink">{pickText(fee.amount, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <FigureChecks keys={guide.fees.flatMap((fee) => fee.facts)} facts={guide.facts} />
      <dl className="mt-4 text-sm">
        <dt className="font-medium text-slate-600">{t("programmePage.processingTime")}</dt>
        <dd className="mt-1 text-base text-ink">
          {pickText(guide.processing_time, lang)}
          <FigureChecks keys={guide.processing_time_facts} facts={guide.facts} />
          <Unconfirmed
            keys={[...guide.fees.flatMap((fee) => fee.facts), ...guide.processing_time_facts]}
            facts={guide.facts}
          />
        </dd>
        <dt className="mt-4 font-medium text-slate-600">{t("programmePage.source")}</dt>
        <dd className="mt-1">
          <a
            href={guide.source.url}
            rel="noopener noreferrer"
            target="_blank"
            className="break-words text-brand-700 underline"
          >
            {pickText(guide.source.name, lang)}
          </a>
        </dd>
      </dl>
      {/* Only once a named staff member has signed the guide off. */}
      {guide.last_reviewed ? (
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={guide.last_reviewed}>
            {guide.reviewed_by
              ? t("programmePage.lastReviewedBy", {
                  date: formatDate(guide.last_reviewed, lang),
                  name: pickText(guide.reviewed_by, lang),
                })
              : t("programmePage.lastReviewed", { date: formatDate(guide.last_reviewed, lang) })}
          </time>
        </p>
      ) : null}
    </section>
  );
}
