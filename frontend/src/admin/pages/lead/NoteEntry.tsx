// A staff note in the timeline: its text, "edited" once corrected, and for its author (within 15 minutes
// of writing it) an Edit button that turns it into a small form in place.
import { type FormEvent, useRef, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { ErrorNotice, Field } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { TimelineEntry } from "./timeline";
import { useLeadAction } from "./useLeadAction";

export function NoteEntry({ entry, url }: { entry: TimelineEntry; url: string }) {
  const { t } = useAdminT();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.text);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const save = useLeadAction(url, close);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim())
      save.mutate({ path: `notes/${entry.note_id}`, method: "PATCH", body: { text: text.trim() } });
  };
  const errors = fieldErrors(save.error);
  if (editing) {
    return (
      <form onSubmit={submit} className="mt-1 flex flex-col gap-2">
        <Field label={t("adminLead.note.editLabel")} error={errors.text}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              dir="auto"
              rows={3}
              maxLength={10000}
              // biome-ignore lint/a11y/noAutofocus: the form replaces the note the user chose to edit
              autoFocus
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Escape") close();
              }}
            />
          )}
        </Field>
        {save.isError && !errors.text ? <ErrorNotice error={save.error} /> : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending || !text.trim()}>
            {save.isPending ? t("adminLead.common.saving") : t("admin.common.save")}
          </button>
          <button type="button" className="btn-secondary" onClick={close}>
            {t("admin.common.cancel")}
          </button>
        </div>
      </form>
    );
  }
  return (
    <>
      <p className="whitespace-pre-wrap break-words text-ink" dir="auto">
        {entry.text}
      </p>
      {entry.edited_at ? (
        <p className="text-xs text-slate-500">
          {t("adminLead.note.edited", { when: formatDateTime(entry.edited_at) })}
        </p>
      ) : null}
      {entry.editable ? (
        <button
          ref={opener}
          type="button"
          className="link mt-1 cursor-pointer self-start text-sm"
          onClick={() => {
            setText(entry.text);
            setEditing(true);
          }}
        >
          {t("admin.common.edit")}
        </button>
      ) : null}
    </>
  );
}
