// "Calculator result": a calculator lead's answers and the breakdown the server computed when the visitor
// asked for their assessment (Lead.assessment), in the admin's language (the result carries both).
import { useAdminT } from "../../i18n";
import type { LeadDetail } from "../../types";

const TOOLS = ["crs", "australia-points"];

/** Nothing for a lead that did not come from a calculator. */
export function LeadAssessment({ assessment: a }: { assessment: LeadDetail["assessment"] }) {
  const { t, lang } = useAdminT();
  if (!a) return null;
  const say = (text: { en: string; ar: string }) => text[lang] || text.en;
  return (
    <section className="card min-w-0" aria-labelledby="assessment-heading">
      <h2 id="assessment-heading" className="mb-1 font-semibold text-ink">
        {t("adminLead.assessment.title")}
      </h2>
      <p className="text-sm text-slate-600">
        {TOOLS.includes(a.tool) ? t(`adminLead.assessment.tools.${a.tool}`) : a.tool} ·{" "}
        {t("adminLead.assessment.grid", { date: a.version.effective })} ·{" "}
        <a className="link" href={a.version.source.url} rel="noopener noreferrer" target="_blank">
          {t("adminLead.assessment.source")}
        </a>
      </p>
      <p className="mt-3 text-2xl font-bold text-ink">
        {t("adminLead.assessment.points", { count: a.total })}
        {a.passMark !== null ? (
          <span className="ms-2 text-base font-medium text-slate-600">
            {t(a.passes ? "adminLead.assessment.reached" : "adminLead.assessment.notReached", {
              mark: a.passMark,
            })}
          </span>
        ) : null}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t("adminLead.assessment.caption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-start">
            <th scope="col" className="py-1.5">
              {t("adminLead.assessment.factor")}
            </th>
            <th scope="col" className="py-1.5 text-end">
              {t("adminLead.assessment.pointsColumn")}
            </th>
          </tr>
        </thead>
        {a.breakdown.map((group) => (
          <tbody key={group.key} className="border-b border-slate-100">
            <tr>
              <th scope="rowgroup" className="py-1.5 text-start font-semibold">
                {say(group.label)}
              </th>
              <td className="py-1.5 text-end font-semibold">
                {group.points} / {group.max}
              </td>
            </tr>
            {group.items.map((item) => (
              <tr key={item.key}>
                <th scope="row" className="py-1 ps-4 text-start font-normal text-slate-700">
                  {say(item.label)}
                </th>
                <td className="py-1 text-end text-slate-700">
                  {item.points} / {item.max}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {a.improvements.length ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">{t("adminLead.assessment.raise")}</h3>
          <ul className="mt-1 list-disc ps-5 text-sm">
            {a.improvements.map((item) => (
              <li key={item.label.en}>
                {say(item.label)}: +{item.gain}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-4 font-semibold text-ink">{t("adminLead.assessment.answers")}</h3>
      <dl className="mt-1 text-sm">
        {a.answers.map((row) => (
          <div key={row.key} className="border-b border-slate-100 py-1.5 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="text-slate-600">{say(row.question)}</dt>
            <dd className="text-ink sm:col-span-2">{say(row.answer)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
