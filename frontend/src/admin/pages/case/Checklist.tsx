// The programme's document checklist: each document received, missing or not needed (a radio group, so
// arrow keys move between the three), a document no longer in the guide flagged; each change is saved at once.
import { useState } from "react";
import { ErrorNotice } from "../../components/ui";
import { formatDateTime, isolate } from "../../format";
import { useAdminT } from "../../i18n";
import type { CaseDetail, DocumentState } from "../../types";
import { useCaseAction } from "./useCaseAction";

const STATES: DocumentState[] = ["received", "missing", "not_needed"];
const TONES: Record<DocumentState, string> = {
  received: "border-emerald-300 bg-emerald-50",
  missing: "border-slate-200 bg-white",
  not_needed: "border-slate-200 bg-slate-50",
};

export function Checklist({ c, url }: { c: CaseDetail; url: string }) {
  const { t, lang } = useAdminT();
  const change = useCaseAction(url);
  // The state being saved shows at once (a radio that flicked back until the answer would read as a
  // refusal), and the radios stay enabled so arrow keys keep the focus; a refused change falls back to
  // the saved state.
  const [pending, setPending] = useState<{ id: number; state: DocumentState } | null>(null);
  const shown = (id: number, saved: DocumentState) =>
    change.isPending && pending?.id === id ? pending.state : saved;
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="case-documents">
      <h2 id="case-documents" className="text-lg font-semibold text-ink">
        {t("adminCases.documents.title")}
      </h2>
      {c.documents_list.length ? (
        <p className="text-sm text-slate-600" role="status">
          {t("adminCases.documents.summary", { ...c.documents })}
        </p>
      ) : (
        <p className="text-sm text-slate-500">{t("adminCases.documents.none")}</p>
      )}
      {change.isError ? <ErrorNotice error={change.error} /> : null}
      <ul className="flex flex-col gap-2">
        {c.documents_list.map((d) => {
          const label = d.label[lang] || d.label.en;
          return (
            <li key={d.id} className={`rounded-lg border p-3 ${TONES[d.state]}`}>
              <fieldset aria-busy={change.isPending && pending?.id === d.id}>
                <legend className="font-medium break-words" dir="auto">
                  {label}
                  {!d.in_guide ? (
                    <span className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t("adminCases.documents.notInGuide")}
                    </span>
                  ) : null}
                </legend>
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
                  {STATES.map((state) => (
                    <label key={state} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={`document-${d.id}`}
                        value={state}
                        checked={shown(d.id, d.state) === state}
                        onChange={() => {
                          setPending({ id: d.id, state });
                          change.mutate({ path: `documents/${d.id}`, method: "PATCH", body: { state } });
                        }}
                      />
                      {t(`adminCases.documents.${state}`)}
                    </label>
                  ))}
                </div>
                {d.updated_by ? (
                  <p className="mt-1 text-xs text-slate-500">
                    {t("adminCases.documents.by", {
                      name: isolate(d.updated_by),
                      time: isolate(formatDateTime(d.updated_at)),
                    })}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
