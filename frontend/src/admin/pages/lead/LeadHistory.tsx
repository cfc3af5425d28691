// "History": who changed the lead, when, and each field from what to what.
import { formatDateTime, labelOf } from "../../format";
import type { LeadChoices, LeadDetail } from "../../types";

const FIELD_NAMES: Record<string, string> = { status: "Status", assignee: "Assignee", notes: "Notes" };

/** A recorded value as words: a person's name, the text itself, or a dash for nothing. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object")
    return "name" in value ? String((value as { name: unknown }).name) : JSON.stringify(value);
  return String(value);
}

export function LeadHistory({
  history,
  choices,
}: {
  history: LeadDetail["timeline"];
  choices?: LeadChoices;
}) {
  return (
    <section className="card">
      <h2 className="mb-3 font-semibold text-ink">History</h2>
      {history.length === 0 ? (
        <p className="text-sm text-slate-500">No changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3 text-sm">
          {history.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id of their own
            <li key={i} className="border-s-2 border-brand-500 ps-3">
              <p>
                <span className="font-semibold text-ink">{h.actor || "System"}</span> · {h.action || h.kind} ·{" "}
                <span className="text-slate-500">{formatDateTime(h.at)}</span>
              </p>
              {Object.entries(h.changes ?? {}).map(([field, [before, after]]) => {
                const value = (v: unknown) =>
                  field === "status" && v ? labelOf(choices?.status, String(v)) : show(v);
                return (
                  <p key={field} className="break-words text-slate-600">
                    {FIELD_NAMES[field] ?? field}: {value(before)} → {value(after)}
                  </p>
                );
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
