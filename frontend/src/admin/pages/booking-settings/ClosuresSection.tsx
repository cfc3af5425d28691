// Closures: days the office is closed, listed by year, with Qatar's public holidays added a year at a
// time (Eid dates are estimates until the moon is sighted: staff move them here).
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { QueryState } from "../../components/QueryState";
import { SelectField } from "../../components/SelectField";
import { Badge, ConfirmAction, ErrorNotice } from "../../components/ui";
import { formatLongDay, plural } from "../../format";
import type { Closure, HolidaySeedResult } from "../../types";
import { todayInDoha } from "../agenda/days";
import { BilingualInput } from "./BilingualInput";
import { useSettingsList } from "./useSettingsList";

/** Closing a new day, or changing one (an Eid moved by the moon sighting: new date, no longer estimated). */
function ClosureForm({ item, onDone }: { item?: Closure; onDone: () => void }) {
  const { save } = useSettingsList<Closure>("booking/closures");
  const [draft, setDraft] = useState({
    date: item?.date ?? "",
    name_en: item?.name_en ?? "",
    name_ar: item?.name_ar ?? "",
    estimated: item?.estimated ?? false,
  });
  const errors = fieldErrors(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: item?.id, body: draft }, { onSuccess: onDone });
  };
  return (
    <form className="flex flex-col gap-3 rounded-md border border-slate-200 p-3" onSubmit={submit}>
      <InputField
        label="Date"
        type="date"
        required
        value={draft.date}
        onChange={(v) => setDraft((d) => ({ ...d, date: v }))}
        error={errors.date}
      />
      <BilingualInput
        label="Name"
        name="name"
        required
        en={draft.name_en}
        ar={draft.name_ar}
        errors={errors}
        onChange={(lang, v) => setDraft((d) => ({ ...d, [`name_${lang}`]: v }))}
      />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.estimated}
          onChange={(e) => setDraft((d) => ({ ...d, estimated: e.target.checked }))}
        />
        The date is estimated (to be confirmed when the moon is sighted)
      </label>
      {save.isError && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {item ? "Save the closure" : "Close this day"}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function ClosuresSection() {
  const thisYear = Number(todayInDoha().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const { list, remove, refresh } = useSettingsList<Closure>("booking/closures", `?year=${year}`);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const seed = useMutation({
    mutationFn: (y: number) => adminRequest<HolidaySeedResult>("POST", "booking/closures/seed", { year: y }),
    onSuccess: refresh,
  });
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="closures-heading">
      <h2 id="closures-heading" className="font-semibold text-ink">
        Closures
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <SelectField label="Year" value={String(year)} onChange={(v) => setYear(Number(v))}>
            {[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </SelectField>
        </div>
        {[thisYear, thisYear + 1].map((y) => (
          <button
            key={y}
            type="button"
            className="btn-secondary"
            disabled={seed.isPending}
            onClick={() => seed.mutate(y)}
          >
            Add {y}'s public holidays
          </button>
        ))}
      </div>
      <p role="status" className="text-sm">
        {seed.data
          ? seed.data.seeded
            ? `Added ${plural(seed.data.closures.length, "public holiday")} of ${seed.data.year}${
                seed.data.special_hours.length ? " and Ramadan hours" : ""
              }. Estimated dates are marked: check them when the moon is sighted.`
            : `${seed.data.year}'s public holidays were added before; nothing was changed.`
          : ""}
      </p>
      {seed.isError ? <ErrorNotice error={seed.error} /> : null}
      <QueryState query={list}>
        {(items) =>
          items.length ? (
            <ul className="flex flex-col gap-2">
              {items.map((c) =>
                editing === c.id ? (
                  <li key={c.id}>
                    <ClosureForm item={c} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <li
                    key={c.id}
                    className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2"
                  >
                    <span className="min-w-0">
                      <span className="font-medium text-ink">{formatLongDay(c.date)}</span>: {c.name_en}{" "}
                      <span lang="ar" dir="rtl">
                        {c.name_ar}
                      </span>{" "}
                      {c.estimated ? <Badge tone="pending">Estimated</Badge> : null}
                    </span>
                    <span className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-secondary btn-small"
                        onClick={() => setEditing(c.id)}
                      >
                        Edit<span className="sr-only"> {formatLongDay(c.date)}</span>
                      </button>
                      <ConfirmAction
                        label="Remove"
                        question={`Open the office on ${formatLongDay(c.date)}?`}
                        confirmLabel="Yes, remove the closure"
                        busy={remove.isPending}
                        onConfirm={() => remove.mutate(c.id)}
                      />
                    </span>
                  </li>
                ),
              )}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No closures in {year}.</p>
          )
        }
      </QueryState>
      {adding ? (
        <ClosureForm onDone={() => setAdding(false)} />
      ) : (
        <div>
          <button type="button" className="btn-secondary" onClick={() => setAdding(true)}>
            Close a day
          </button>
        </div>
      )}
    </section>
  );
}
