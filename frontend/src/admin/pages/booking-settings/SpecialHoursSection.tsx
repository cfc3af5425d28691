// Special hours: periods with other hours for everyone, such as Ramadan (at most six hours a day).
import { InputField } from "../../components/InputField";
import { Badge } from "../../components/ui";
import { formatLongDay } from "../../format";
import type { SpecialHours } from "../../types";
import { NameInput } from "./BilingualInput";
import { EditableList } from "./EditableList";
import { SettingsForm } from "./SettingsForm";
import { SettingsRow } from "./SettingsRow";
import { useSettingsDraft, useSettingsList } from "./useSettingsList";

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

const PERIOD: ["starts_on" | "ends_on" | "opens_at" | "closes_at", string, "date" | "time"][] = [
  ["starts_on", "First day", "date"],
  ["ends_on", "Last day", "date"],
  ["opens_at", "Opens at", "time"],
  ["closes_at", "Closes at", "time"],
];

function SpecialForm({ item, onDone }: { item?: SpecialHours; onDone: () => void }) {
  const { save, draft, set, errors } = useSettingsDraft<Draft>("booking/special-hours", item ?? NEW);
  return (
    <SettingsForm save={save} id={item?.id} body={draft} submitLabel="Save special hours" onDone={onDone}>
      <NameInput draft={draft} errors={errors} set={set} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PERIOD.map(([key, label, type]) => (
          <InputField
            key={key}
            label={label}
            type={type}
            required
            value={draft[key]}
            onChange={(v) => set(key, v)}
            error={errors[key]}
          />
        ))}
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
    </SettingsForm>
  );
}

export function SpecialHoursSection() {
  const { list, remove } = useSettingsList<SpecialHours>("booking/special-hours");
  return (
    <EditableList
      title="Special hours"
      query={list}
      addLabel="Add special hours"
      error={remove.error}
      form={(item, done) => <SpecialForm item={item} onDone={done} />}
      row={(s, edit) => (
        <SettingsRow
          name={s.name_en}
          onEdit={edit}
          remove={{
            question: `Delete "${s.name_en}"?`,
            busy: remove.isPending,
            onConfirm: () => remove.mutate(s.id),
          }}
        >
          <span className="font-medium text-ink">{s.name_en}</span>{" "}
          <span lang="ar" dir="rtl">
            {s.name_ar}
          </span>
          <span className="block text-sm text-slate-600">
            {formatLongDay(s.starts_on)} – {formatLongDay(s.ends_on)}, {s.opens_at}–{s.closes_at}{" "}
            {s.ramadan ? <Badge>Ramadan</Badge> : null}{" "}
            {s.estimated ? <Badge tone="pending">Estimated</Badge> : null}
          </span>
        </SettingsRow>
      )}
    />
  );
}
