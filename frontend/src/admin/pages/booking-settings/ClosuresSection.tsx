// Closures: days the office is closed, listed by year, with Qatar's public holidays added a year at a
// time (Eid dates are estimates until the moon is sighted: staff move them here).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { Badge, ErrorNotice } from "../../components/ui";
import { formatLongDay, plural } from "../../format";
import type { Closure, HolidaySeedResult } from "../../types";
import { todayInDoha } from "../agenda/days";
import { NameInput } from "./BilingualInput";
import { EditableList } from "./EditableList";
import { SettingsForm } from "./SettingsForm";
import { SettingsRow } from "./SettingsRow";
import { useSettingsDraft, useSettingsList } from "./useSettingsList";

/** Closing a new day, or changing one (an Eid moved by the moon sighting: new date, no longer estimated). */
function ClosureForm({ item, onDone }: { item?: Closure; onDone: () => void }) {
  const { save, draft, set, errors } = useSettingsDraft("booking/closures", {
    date: item?.date ?? "",
    name_en: item?.name_en ?? "",
    name_ar: item?.name_ar ?? "",
    estimated: item?.estimated ?? false,
  });
  const submitLabel = item ? "Save the closure" : "Close this day";
  return (
    <SettingsForm save={save} id={item?.id} body={draft} submitLabel={submitLabel} onDone={onDone}>
      <InputField
        label="Date"
        type="date"
        required
        value={draft.date}
        onChange={(v) => set("date", v)}
        error={errors.date}
      />
      <NameInput draft={draft} errors={errors} set={set} />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.estimated}
          onChange={(e) => set("estimated", e.target.checked)}
        />
        The date is estimated (to be confirmed when the moon is sighted)
      </label>
    </SettingsForm>
  );
}

export function ClosuresSection() {
  const thisYear = Number(todayInDoha().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const { list, remove, refresh } = useSettingsList<Closure>("booking/closures", `?year=${year}`);
  const seed = useMutation({
    mutationFn: (y: number) => adminRequest<HolidaySeedResult>("POST", "booking/closures/seed", { year: y }),
    onSuccess: refresh,
  });
  return (
    <EditableList
      title="Closures"
      query={list}
      addLabel="Close a day"
      error={remove.error}
      empty={`No closures in ${year}.`}
      form={(item, done) => <ClosureForm item={item} onDone={done} />}
      row={(c, edit) => (
        <SettingsRow
          name={formatLongDay(c.date)}
          onEdit={edit}
          remove={{
            label: "Remove",
            question: `Open the office on ${formatLongDay(c.date)}?`,
            confirmLabel: "Yes, remove the closure",
            busy: remove.isPending,
            onConfirm: () => remove.mutate(c.id),
          }}
        >
          <span className="font-medium text-ink">{formatLongDay(c.date)}</span>: {c.name_en}{" "}
          <span lang="ar" dir="rtl">
            {c.name_ar}
          </span>{" "}
          {c.estimated ? <Badge tone="pending">Estimated</Badge> : null}
        </SettingsRow>
      )}
    >
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
    </EditableList>
  );
}
