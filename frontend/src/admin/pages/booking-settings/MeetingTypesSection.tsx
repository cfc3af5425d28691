// Meeting types: what visitors can book, with names in both languages, mode, duration, buffers,
// interval, notice, booking window and daily limit.
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { Badge } from "../../components/ui";
import type { MeetingTypeSettings } from "../../types";
import { BilingualInput, NameInput } from "./BilingualInput";
import { EditableList } from "./EditableList";
import { SettingsForm } from "./SettingsForm";
import { SettingsRow } from "./SettingsRow";
import { useSettingsDraft, useSettingsList } from "./useSettingsList";

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
  const { save, draft, set, errors } = useSettingsDraft<Draft>("booking/meeting-types", item ?? NEW);
  return (
    <SettingsForm save={save} id={item?.id} body={draft} submitLabel="Save meeting type" onDone={onDone}>
      <NameInput draft={draft} errors={errors} set={set} />
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
    </SettingsForm>
  );
}

export function MeetingTypesSection() {
  const { list, remove } = useSettingsList<MeetingTypeSettings>("booking/meeting-types");
  return (
    <EditableList
      title="Meeting types"
      query={list}
      addLabel="Add a meeting type"
      error={remove.error}
      form={(item, done) => <TypeForm item={item} onDone={done} />}
      row={(t, edit) => (
        <SettingsRow
          name={t.name_en}
          onEdit={edit}
          remove={{
            question: `Delete the meeting type "${t.name_en}"?`,
            busy: remove.isPending,
            onConfirm: () => remove.mutate(t.id),
          }}
        >
          <span className="font-medium text-ink">{t.name_en}</span>{" "}
          <span lang="ar" dir="rtl">
            {t.name_ar}
          </span>{" "}
          · {t.duration_minutes} min {t.published ? null : <Badge>Not bookable</Badge>}
        </SettingsRow>
      )}
    />
  );
}
