// "Calculator result": a calculator lead's answers and the breakdown the server computed when the visitor
// asked for their assessment (Lead.assessment), as the visitor's e-mail gave them.
import type { LeadDetail } from "../../types";

const TOOL_NAMES: Record<string, string> = {
  crs: "Express Entry (CRS) points calculator",
  "australia-points": "Australian points calculator",
};

/** Nothing for a lead that did not come from a calculator. */
export function LeadAssessment({ assessment: a }: { assessment: LeadDetail["assessment"] }) {
  if (!a) return null;
  return (
    <section className="card" aria-labelledby="assessment-heading">
      <h2 id="assessment-heading" className="mb-1 font-semibold text-ink">
        Calculator result
      </h2>
      <p className="text-sm text-slate-600">
        {TOOL_NAMES[a.tool] ?? a.tool} · grid of {a.version.effective} ·{" "}
        <a className="link" href={a.version.source.url} rel="noopener noreferrer" target="_blank">
          official source
        </a>
      </p>
      <p className="mt-3 text-2xl font-bold text-ink">
        {a.total} points
        {a.passMark !== null ? (
          <span className="ms-2 text-base font-medium text-slate-600">
            (pass mark {a.passMark}: {a.passes ? "reached" : "not reached"})
          </span>
        ) : null}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Points by factor</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-1.5">
              Factor
            </th>
            <th scope="col" className="py-1.5 text-right">
              Points
            </th>
          </tr>
        </thead>
        {a.breakdown.map((group) => (
          <tbody key={group.key} className="border-b border-slate-100">
            <tr>
              <th scope="rowgroup" className="py-1.5 text-left font-semibold">
                {group.label.en}
              </th>
              <td className="py-1.5 text-right font-semibold">
                {group.points} / {group.max}
              </td>
            </tr>
            {group.items.map((item) => (
              <tr key={item.key}>
                <th scope="row" className="py-1 pl-4 text-left font-normal text-slate-700">
                  {item.label.en}
                </th>
                <td className="py-1 text-right text-slate-700">
                  {item.points} / {item.max}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {a.improvements.length ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">What would raise it most</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {a.improvements.map((item) => (
              <li key={item.label.en}>
                {item.label.en}: +{item.gain}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-4 font-semibold text-ink">Answers</h3>
      <dl className="mt-1 text-sm">
        {a.answers.map((row) => (
          <div key={row.key} className="border-b border-slate-100 py-1.5 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="text-slate-600">{row.question.en}</dt>
            <dd className="text-ink sm:col-span-2">{row.answer.en}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
