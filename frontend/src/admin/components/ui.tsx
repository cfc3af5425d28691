// The admin's small shared pieces: page title and header, status lines, labelled fields, confirmations.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { errorMessage } from "../api";
import { adminStrings, companyName, tAdmin, useAdminT } from "../i18n";

export function useTitle(title: string): void {
  useEffect(() => {
    document.title = tAdmin("admin.common.titleSuffix", {
      title,
      company: companyName(adminStrings.language),
    });
  }, [title]);
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

/** A screen that is one titled card, a sentence and a way on: a page not found, a part the role lacks. */
export function CardScreen({
  title,
  text,
  link,
}: {
  title: string;
  text?: string;
  link?: { to: string; label: string };
}) {
  const way = link ? (
    <Link className="link" to={link.to}>
      {link.label}
    </Link>
  ) : null;
  return (
    <div className="card">
      <PageHeader title={title} />
      {text ? (
        <p>
          {text}
          {way ? " " : null}
          {way}
        </p>
      ) : (
        way
      )}
    </div>
  );
}

/** The way back to the list a screen belongs to: "← Leads" (the arrow pointing back in Arabic too). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-2 text-sm">
      <Link className="link" to={to}>
        <span className="inline-block rtl:-scale-x-100">←</span> {children}
      </Link>
    </p>
  );
}

/** What the previous screen left to say (navigate(…, {state: {notice}})), e.g. "Lead #12 was deleted." */
export function FlashNotice() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return notice ? (
    <p role="status" className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-800">
      {notice}
    </p>
  ) : null;
}

export function Loading({ label }: { label?: string }) {
  const { t } = useAdminT();
  return (
    <p role="status" className="py-6 text-slate-500">
      {label ?? t("admin.common.loading")}
    </p>
  );
}

export function ErrorNotice({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useAdminT();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{errorMessage(error)}</p>
      {retry ? (
        <button type="button" className="btn-secondary mt-3" onClick={retry}>
          {t("admin.common.tryAgain")}
        </button>
      ) : null}
    </div>
  );
}

/** A short confirmation that something was saved, announced to screen readers. */
export function Saved({ show, children }: { show: boolean; children?: ReactNode }) {
  const { t } = useAdminT();
  return (
    <span role="status" className="text-sm font-medium text-emerald-700">
      {show ? (children ?? t("admin.common.saved")) : ""}
    </span>
  );
}

/** A labelled form control: `children` receives the id to put on the control. */
export function Field({
  label,
  error,
  hint,
  children,
  className = "",
  labelProps,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  labelProps?: { lang?: string; dir?: string };
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink" {...labelProps}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A destructive action behind a second, explicit step (no accidental deletes); `error` (the action's
 * failure, e.g. a mutation's) is shown in the step, next to the buttons that try again or cancel. */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  onConfirm,
  busy = false,
  error = null,
  children,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  error?: unknown;
  children?: ReactNode;
}) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <button ref={opener} type="button" className="btn-danger-outline" onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  }
  const cancel = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div
      ref={panel}
      role="alertdialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="rounded-lg border border-red-300 bg-red-50 p-4"
      onKeyDown={(e) => {
        if (e.key === "Escape") cancel();
      }}
    >
      <p id={headingId} className="font-semibold text-red-900">
        {question}
      </p>
      {children}
      {error ? (
        <div className="mt-2">
          <ErrorNotice error={error} />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-danger" disabled={busy} onClick={onConfirm}>
          {busy ? t("admin.common.working") : confirmLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={cancel}>
          {t("admin.common.cancel")}
        </button>
      </div>
    </div>
  );
}

export function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: string }) {
  const tones: Record<string, string> = {
    slate: "bg-slate-100 text-slate-700",
    new: "bg-sky-100 text-sky-800",
    contacted: "bg-amber-100 text-amber-900",
    qualified: "bg-violet-100 text-violet-800",
    converted: "bg-emerald-100 text-emerald-800",
    lost: "bg-slate-200 text-slate-700",
    pending: "bg-amber-100 text-amber-900",
    sent: "bg-emerald-100 text-emerald-800",
    failed: "bg-red-100 text-red-800",
    draft: "bg-slate-200 text-slate-700",
    live: "bg-emerald-100 text-emerald-800",
  };
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone] ?? tones.slate}`}
    >
      {children}
    </span>
  );
}
