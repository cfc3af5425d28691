// A titled settings card whose rows open in place as forms, written once for the four booking settings sections.
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useId, useState } from "react";
import { QueryState } from "../../components/QueryState";
import { ErrorNotice } from "../../components/ui";

/** One item is edited at a time, or a new one added with the `addLabel` button; `children` come before the list. */
export function EditableList<T extends { id: number }>({
  title,
  query,
  addLabel,
  empty,
  error,
  form,
  row,
  children,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  addLabel: string;
  /** Said instead of an empty list, when given. */
  empty?: ReactNode;
  /** A failure outside the forms (a delete), shown under the list. */
  error?: unknown;
  /** The form for `item`, or for a new one when it is undefined; `done` closes it. */
  form: (item: T | undefined, done: () => void) => ReactNode;
  /** The row for `item` (a SettingsRow); `edit` opens its form. */
  row: (item: T, edit: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const done = () => setEditing(null);
  return (
    <section className="card flex flex-col gap-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-ink">
        {title}
      </h2>
      {children}
      <QueryState query={query}>
        {(items) =>
          empty && items.length === 0 ? (
            <p className="text-sm text-slate-600">{empty}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((item) =>
                editing === item.id ? (
                  <li key={item.id}>{form(item, done)}</li>
                ) : (
                  <Fragment key={item.id}>{row(item, () => setEditing(item.id))}</Fragment>
                ),
              )}
            </ul>
          )
        }
      </QueryState>
      {error ? <ErrorNotice error={error} /> : null}
      {editing === "new" ? (
        form(undefined, done)
      ) : (
        <div>
          <button type="button" className="btn-secondary" onClick={() => setEditing("new")}>
            {addLabel}
          </button>
        </div>
      )}
    </section>
  );
}
