// Special hours: periods with other hours for everyone, such as Ramadan (at most six hours a day).
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { QueryState } from "../../components/QueryState";
import { Badge, ConfirmAction, ErrorNotice } from "../../components/ui";
import { formatLongDay } from "../../format";
import type { SpecialHours } from "../../types";
import { BilingualInput } from "./BilingualInput";
import { useSettingsList } from "./useSettingsList";

type Draft = Omit<SpecialHours, "id">;
const NEW: Draft = {
  name_en: "",
  name_ar: "",
  starts_on: "",
  ends_on: "",
  opens_at: "09:00",
  closes_at: "15:00",
  ramadan: false,
  estimated: false,
};

function SpecialForm({ item, onDone }: { item?: SpecialHours; onDone: () => void }) {
  const { save } = useSettingsList<SpecialHours>("booking/special-hours");
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
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <InputField
          label="First day"
          type="date"
          required
          value={draft.starts_on}
          onChange={(v) => set("starts_on", v)}
          error={errors.starts_on}
        />
        <InputField
          label="Last day"
          type="date"
          required
          value={draft.ends_on}
          onChange={(v) => set("ends_on", v)}
          error={errors.ends_on}
        />
        <InputField
          label="Opens at"
          type="time"
          required
          value={draft.opens_at}
          onChange={(v) => set("opens_at", v)}
          error={errors.opens_at}
        />
        <InputField
          label="Closes at"
          type="time"
          required
          value={draft.closes_at}
          onChange={(v) => set("closes_at", v)}
          error={errors.closes_at}
        />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={draft.ramadan} onChange={(e) => set("ramadan", e.target.checked)} />
        Ramadan (at most 6 hours a day)
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.estimated}
          onChange={(e) => set("estimated", e.target.checked)}
        />
        Dates are estimated
      </label>
      {errors.__all__ ? <p className="text-sm text-red-700">{errors.__all__}</p> : null}
      {save.isError && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save special hours
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function SpecialHoursSection() {
  const { list, remove } = useSettingsList<SpecialHours>("booking/special-hours");
  const [editing, setEditing] = useState<number | "new" | null>(null);
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="special-heading">
      <h2 id="special-heading" className="font-semibold text-ink">
        Special hours
      </h2>
      <QueryState query={list}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((s) =>
              editing === s.id ? (
                <li key={s.id}>
                  <SpecialForm item={s} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-ink">{s.name_en}</span>{" "}
                    <span lang="ar" dir="rtl">
                      {s.name_ar}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {formatLongDay(s.starts_on)} – {formatLongDay(s.ends_on)}, {s.opens_at}–{s.closes_at}{" "}
                      {s.ramadan ? <Badge>Ramadan</Badge> : null}{" "}
                      {s.estimated ? <Badge tone="pending">Estimated</Badge> : null}
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-secondary btn-small"
                      onClick={() => setEditing(s.id)}
                    >
                      Edit
                    </button>
                    <ConfirmAction
                      label="Delete"
                      question={`Delete "${s.name_en}"?`}
                      confirmLabel="Yes, delete it"
                      busy={remove.isPending}
                      onConfirm={() => remove.mutate(s.id)}
                    />
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
      </QueryState>
      {editing === "new" ? (
        <SpecialForm onDone={() => setEditing(null)} />
      ) : (
        <div>
          <button type="button" className="btn-secondary" onClick={() => setEditing("new")}>
            Add special hours
          </button>
        </div>
      )}
    </section>
  );
}
