// One row of a settings list, written once so every Edit names its item to screen readers the same way.
import type { ComponentProps, ReactNode } from "react";
import { ConfirmAction } from "../../components/ui";
import { useAdminT } from "../../i18n";

/** What ConfirmAction needs; its words are "Delete" and "Yes, delete it" unless given. */
type Remove = Omit<ComponentProps<typeof ConfirmAction>, "label" | "confirmLabel"> & {
  label?: string;
  confirmLabel?: string;
};

/** `children` say what the item is; `remove` is its confirmed delete, `actions` any other way on. */
export function SettingsRow({
  name,
  onEdit,
  remove,
  actions,
  children,
}: {
  /** Said after "Edit" to screen readers only, e.g. "Edit Eid al-Fitr". */
  name: string;
  onEdit: () => void;
  remove?: Remove;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2">
      <span className="min-w-0">{children}</span>
      <span className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary btn-small" onClick={onEdit}>
          {t("adminBooking.settings.edit")} <span className="sr-only">{name}</span>
        </button>
        {remove ? (
          <ConfirmAction
            label={t("adminBooking.settings.delete")}
            confirmLabel={t("adminBooking.settings.deleteConfirm")}
            {...remove}
          />
        ) : null}
        {actions}
      </span>
    </li>
  );
}
