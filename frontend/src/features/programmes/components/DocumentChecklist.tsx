// The documents to prepare, as checkboxes. Ticks are remembered in this browser per guide and document
// id (checklist-memory.ts); the server renders them all unticked and the browser restores them after
// hydration, with any the visitor ticked before it (lib/typed-before-hydration.ts). "Print the checklist" prints only this list, with its boxes (the print rules in app.css).
import { useEffect, useId, useRef, useState } from "react";
import type { ProgrammeDocumentOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { changedByVisitor } from "../../../lib/typed-before-hydration";
import { readTicked, writeTicked } from "./checklist-memory";

export const PRINT_CLASS = "print-checklist";

export function printChecklist(): void {
  const root = document.documentElement;
  root.classList.add(PRINT_CLASS);
  window.addEventListener("afterprint", () => root.classList.remove(PRINT_CLASS), { once: true });
  window.print();
}

export function DocumentChecklist({
  guide,
  title,
  documents,
}: {
  /** The guide's own key: "<country>/<slug>". */
  guide: string;
  title: string;
  documents: ProgrammeDocumentOut[];
}) {
  const { t, lang } = useT();
  const id = useId();
  const [ticked, setTicked] = useState<string[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const remembered = readTicked(guide);
    // Boxes ticked on the server-rendered page before its scripts ran are ticked (and remembered) too
    // (on the first run only: later, React's own ticks are in the boxes).
    const first = !mounted.current;
    mounted.current = true;
    const all = first ? (list.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? []) : [];
    const boxes = [...all];
    const early = boxes.filter((box) => box.checked && changedByVisitor(box)).map((box) => box.value);
    const next = [...remembered, ...early.filter((id) => !remembered.includes(id))];
    setTicked(next);
    if (next.length > remembered.length) writeTicked(guide, next);
  }, [guide]);
  const known = ticked.filter((d) => documents.some((doc) => doc.id === d));
  const toggle = (docId: string, on: boolean) => {
    const next = on ? [...known.filter((d) => d !== docId), docId] : known.filter((d) => d !== docId);
    setTicked(next);
    writeTicked(guide, next);
  };
  return (
    <section
      id="document-checklist"
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
            {t("programmePage.checklist")}
          </h2>
          <p className="hidden text-sm text-slate-600 print:block">{title}</p>
        </div>
        <button type="button" className="js-only btn-secondary print:hidden" onClick={printChecklist}>
          {t("programmePage.print")}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600 print:hidden">
        {t("programmePage.checklistHelp")}{" "}
        {/* Without JavaScript the boxes tick but nothing is remembered or counted. */}
        <span className="js-only">{t("programmePage.checklistMemory")} </span>
        <span className="js-only" aria-live="polite">
          {t("programmePage.progress", { done: known.length, total: documents.length })}
        </span>
      </p>
      <ul ref={list} className="mt-4 space-y-2">
        {documents.map((doc) => (
          <li key={doc.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-brand-50">
              <input
                type="checkbox"
                name="documents"
                value={doc.id}
                checked={known.includes(doc.id)}
                onChange={(e) => toggle(doc.id, e.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="font-medium text-ink">{pickText(doc.label, lang)}</span>
                {pickText(doc.note, lang) ? (
                  <span className="block text-sm text-slate-600">{pickText(doc.note, lang)}</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
