// A settings form's frame, written once so every form saves, says why a save failed and cancels alike.
import type { FormEvent, ReactNode } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { ErrorNotice } from "../../components/ui";
import { useAdminT } from "../../i18n";

/** What the form needs of useSettingsList's `save`. */
type Save = {
  error: unknown;
  isError: boolean;
  isPending: boolean;
  mutate: (vars: { id?: number; body: Record<string, unknown> }, options: { onSuccess: () => void }) => void;
};

/** Sends `body` as a change to item `id` (or as a new item without one), then `onDone`; `children` are the fields. */
export function SettingsForm({
  save,
  id,
  body,
  submitLabel,
  onDone,
  children,
}: {
  save: Save;
  id?: number;
  body: Record<string, unknown>;
  submitLabel: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id, body }, { onSuccess: onDone });
  };
  const unexplained = save.isError && Object.keys(fieldErrors(save.error)).length === 0;
  return (
    <form className="flex flex-col gap-3 rounded-md border border-slate-200 p-3" onSubmit={submit}>
      {children}
      {unexplained ? <ErrorNotice error={save.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t("adminBooking.settings.cancel")}
        </button>
      </div>
    </form>
  );
}
