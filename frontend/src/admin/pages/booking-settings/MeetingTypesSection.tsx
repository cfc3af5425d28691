// Meeting types: what visitors can book, with names in both languages, mode, duration, buffers,
// interval, notice, booking window and daily limit.
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { QueryState } from "../../components/QueryState";
import { SelectField } from "../../components/SelectField";
import { Badge, ConfirmAction, ErrorNotice } from "../../components/ui";
import type { MeetingTypeSettings } from "../../types";
import { BilingualInput } from "./BilingualInput";
import { useSettingsList } from "./useSettingsList";

type Draft = Omit<MeetingTypeSettings, "id">;
const NEW: Draft = {
  slug: "",
  name_en: "",
  name_ar: "",
  description_en: "",
  description_ar: "",
  mode: "office",
  duration_minutes: 30,
  buffer_before_minutes: 0,
  buffer_after_minutes: 10,
  interval_minutes: 30,
  min_notice_minutes: 240,
  window_days: 30,
  daily_limit: 8,
  published: true,
  order: 0,
};
const NUMBERS: [keyof Draft, string][] = [
  ["duration_minutes", "Duration (minutes)"],
  ["buffer_before_minutes", "Buffer before (minutes)"],
  ["buffer_after_minutes", "Buffer after (minutes)"],
  ["interval_minutes", "Slots start every (minutes)"],
  ["min_notice_minutes", "Minimum notice (minutes)"],
  ["window_days", "Bookable days ahead"],
  ["daily_limit", "Per consultant per day (0: no limit)"],
  ["order", "Order"],
];

function TypeForm({ item, onDone }: { item?: MeetingTypeSettings; onDone: () => void }) {
  const { save } = useSettingsList<MeetingTypeSettings>("booking/meeting-types");
  const [draft, setDraft] = useState<Draft>(item ?? NEW);
  const errors = fieldErrors(save.error);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: item?.id, body: draft }, { onSuccess: onDone });
  };
  return (
    <form className="flex flex-col gap-3 rounded-md border border-slate-200 p-3" onSubmit={submit}>
      <BilingualInput
        label="Name"
        name="name"
        required
        en={draft.name_en}
        ar={draft.name_ar}
        errors={errors}
        onChange={(lang, v) => set(`name_${lang}`, v)}
      />
      <BilingualInput
        label="Description"
        name="description"
        en={draft.description_en}
        ar={draft.description_ar}
        errors={errors}
        onChange={(lang, v) => set(`description_${lang}`, v)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <InputField
          label="Slug"
          required
          value={draft.slug}
          onChange={(v) => set("slug", v)}
          error={errors.slug}
        />
        <SelectField
          label="Mode"
          value={draft.mode}
          onChange={(v) => set("mode", v as Draft["mode"])}
          error={errors.mode}
        >
          <option value="office">In the office</option>
          <option value="phone">Phone call</option>
          <option value="video">Video call</option>
        </SelectField>
        {NUMBERS.map(([key, label]) => (
          <InputField
            key={key}
            label={label}
            type="number"
            min={0}
            value={String(draft[key])}
            onChange={(v) => set(key, Number(v) as never)}
            error={errors[key]}
          />
        ))}
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.published}
          onChange={(e) => set("published", e.target.checked)}
        />
        Visitors can book it
      </label>
      {save.isError && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save meeting type
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function MeetingTypesSection() {
  const { list, remove } = useSettingsList<MeetingTypeSettings>("booking/meeting-types");
  const [editing, setEditing] = useState<number | "new" | null>(null);
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="types-heading">
      <h2 id="types-heading" className="font-semibold text-ink">
        Meeting types
      </h2>
      <QueryState query={list}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((t) =>
              editing === t.id ? (
                <li key={t.id}>
                  <TypeForm item={t} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <li
                  key={t.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-ink">{t.name_en}</span>{" "}
                    <span lang="ar" dir="rtl">
                      {t.name_ar}
                    </span>{" "}
                    · {t.duration_minutes} min {t.published ? null : <Badge>Not bookable</Badge>}
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-secondary btn-small"
                      onClick={() => setEditing(t.id)}
                    >
                      Edit
                    </button>
                    <ConfirmAction
                      label="Delete"
                      question={`Delete the meeting type "${t.name_en}"?`}
                      confirmLabel="Yes, delete it"
                      busy={remove.isPending}
                      onConfirm={() => remove.mutate(t.id)}
                    />
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
      </QueryState>
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      {editing === "new" ? (
        <TypeForm onDone={() => setEditing(null)} />
      ) : (
        <div>
          <button type="button" className="btn-secondary" onClick={() => setEditing("new")}>
            Add a meeting type
          </button>
        </div>
      )}
    </section>
  );
}
