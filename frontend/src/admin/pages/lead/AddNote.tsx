// "Add a note": a staff note goes to the top of the timeline, with its author and time; earlier notes stay.
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { ErrorNotice, Field } from "../../components/ui";
import { useAdminT } from "../../i18n";
import { useLeadAction } from "./useLeadAction";

export function AddNote({ url }: { url: string }) {
  const { t } = useAdminT();
  const [text, setText] = useState("");
  const add = useLeadAction(url);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const sent = text;
    // Emptied once saved, unless more was typed meanwhile (that stays for the next note).
    if (sent.trim())
      add.mutate(
        { path: "notes", body: { text: sent.trim() } },
        { onSuccess: () => setText((now) => (now === sent ? "" : now)) },
      );
  };
  const errors = fieldErrors(add.error);
  return (
    <form onSubmit={submit} className="mb-4 flex flex-col gap-2">
      <Field label={t("adminLead.note.label")} error={errors.text}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="note"
            dir="auto"
            rows={3}
            maxLength={10000}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      {add.isError && !errors.text ? <ErrorNotice error={add.error} /> : null}
      <div>
        <button type="submit" className="btn-secondary" disabled={add.isPending || !text.trim()}>
          {add.isPending ? t("adminLead.common.saving") : t("adminLead.note.add")}
        </button>
      </div>
    </form>
  );
}
