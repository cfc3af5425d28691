// Why a lead did not go ahead: asked before it moves to "lost" (the API needs the reason).
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useAdminT } from "../../i18n";
import type { Choice } from "../../types";

export function LostReasonDialog({
  name,
  stage,
  reasons,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  /** The lead's name. */
  name: string;
  /** The lost column's label. */
  stage: string;
  reasons: Choice[];
  busy: boolean;
  /** The server's refusal (its field message), if any. */
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useAdminT();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const titleId = useId();
  const selectId = useId();
  const errorId = useId();
  useEffect(() => select.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setMissing(true);
      select.current?.focus();
      return;
    }
    onConfirm(reason);
  };
  // A modal dialog: Tab and Shift+Tab go round its own controls, never to the board behind it.
  const keepFocusInside = (e: KeyboardEvent) => {
    const controls = Array.from(
      e.currentTarget.querySelectorAll<HTMLElement>("select, button:not(:disabled)"),
    );
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
  const shown = missing && !reason ? t("adminLeads.board.lostNeeded") : error;
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-sm rounded-lg bg-white p-4 shadow-xl"
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
          if (e.key === "Tab") keepFocusInside(e);
        }}
      >
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className="mb-3 font-semibold text-ink">
            {t("adminLeads.board.lostTitle", { name })}
          </h2>
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-ink">
              {t("adminLeads.board.lostReason")}
            </label>
            <select
              ref={select}
              id={selectId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={Boolean(shown)}
              aria-describedby={shown ? errorId : undefined}
              required
            >
              <option value="">{t("adminLeads.board.lostPick")}</option>
              {reasons.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </select>
            {shown ? (
              <p id={errorId} className="text-sm text-red-700">
                {shown}
              </p>
            ) : null}
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? t("admin.common.working") : t("adminLeads.board.lostConfirm", { stage })}
            </button>
            <button type="button" className="btn-secondary" onClick={onCancel}>
              {t("admin.common.cancel")}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
