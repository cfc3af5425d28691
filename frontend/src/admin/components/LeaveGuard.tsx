// Unsaved changes are not lost by accident: while a form differs from what is saved, leaving it inside
// the admin (a link, Back) asks first, and closing or reloading the tab gets the browser's own warning.
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useAdminT } from "../i18n";

/** Navigation state that leaves on purpose (the item was just deleted): never held. */
export const DISCARDING = { discarding: true };

/** `dirty`: the form has changes not saved yet. `saved()` clears it at once, before a navigation the save
 * itself makes (a new item going to its own address). */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useAdminT();
  const holding = useRef(dirty);
  holding.current = dirty;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (!holding.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      holding.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { discarding?: boolean } | null)?.discarding,
  );
  const panel = useRef<HTMLDivElement>(null);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    if (blocked) panel.current?.focus();
  }, [blocked]);
  const element = blocked ? (
    <div
      ref={panel}
      role="alertdialog"
      aria-labelledby="leave-guard-question"
      tabIndex={-1}
      className="fixed inset-x-4 top-4 z-50 mx-auto max-w-md rounded-lg border border-amber-300 bg-amber-50 p-4 shadow-lg"
      onKeyDown={(e) => {
        if (e.key === "Escape") blocker.reset?.();
      }}
    >
      <p id="leave-guard-question" className="font-semibold text-ink">
        {t("admin.leaveGuard.question")}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t("admin.leaveGuard.text")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => blocker.reset?.()}>
          {t("admin.leaveGuard.stay")}
        </button>
        <button type="button" className="btn-danger-outline" onClick={() => blocker.proceed?.()}>
          {t("admin.leaveGuard.leave")}
        </button>
      </div>
    </div>
  ) : null;
  return {
    element,
    saved: () => {
      holding.current = false;
    },
  };
}
