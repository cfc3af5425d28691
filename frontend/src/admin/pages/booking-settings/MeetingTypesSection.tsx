// Meeting types: what visitors can book, with names in both languages, mode, duration, buffers,
// interval, notice, booking window and daily limit.
import { BilingualText } from "../../components/BilingualText";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { Badge } from "../../components/ui";
import { inAdminLanguage } from "../../format";
import { useAdminT } from "../../i18n";
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
// The number fields, labelled by their own names (adminBooking.settings.types.<name>).
const NUMBERS: (keyof Draft)[] = [
  "duration_minutes",
  "buffer_before_minutes",
  "buffer_after_minutes",
  "interval_minutes",
  "min_notice_minutes",
  "window_days",
  "daily_limit",
  "order",
];

function TypeForm({ item, onDone }: { item?: MeetingTypeSettings; onDone: () => void }) {
  const { t } = useAdminT();
  const { save, draft, set, errors } = useSettingsDraft<Draft>("booking/meeting-types", item ?? NEW);
  return (
    <SettingsForm
      save={save}
      id={item?.id}
      body={draft}
      submitLabel={t("adminBooking.settings.types.save")}
      onDone={onDone}
    >
      <NameInput draft={draft} errors={errors} set={set} />
      <BilingualInput
        label={t("adminBooking.settings.types.description")}
        name="description"
        en={draft.description_en}
        ar={draft.description_ar}
        errors={errors}
        onChange={(lang, v) => set(`description_${lang}`, v)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <InputField
          label={t("adminBooking.settings.types.slug")}
          required
          value={draft.slug}
          onChange={(v) => set("slug", v)}
          error={errors.slug}
        />
        <SelectField
          label={t("adminBooking.settings.types.mode")}
          value={draft.mode}
          onChange={(v) => set("mode", v as Draft["mode"])}
          error={errors.mode}
        >
          {(["office", "phone", "video"] as const).map((mode) => (
            <option key={mode} value={mode}>
              {t(`adminBooking.mode.${mode}`)}
            </option>
          ))}
        </SelectField>
        {NUMBERS.map((key) => (
          <InputField
            key={key}
            label={t(`adminBooking.settings.types.${key}`)}
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
        {t("adminBooking.settings.types.bookable")}
      </label>
    </SettingsForm>
  );
}

export function MeetingTypesSection() {
  const { t } = useAdminT();
  const { list, remove } = useSettingsList<MeetingTypeSettings>("booking/meeting-types");
  return (
    <EditableList
      title={t("adminBooking.settings.types.title")}
      query={list}
      addLabel={t("adminBooking.settings.types.add")}
      error={remove.error}
      form={(item, done) => <TypeForm item={item} onDone={done} />}
      row={(type, edit) => (
        <SettingsRow
          name={inAdminLanguage(type.name_en, type.name_ar)}
          onEdit={edit}
          remove={{
            question: t("adminBooking.settings.types.deleteQuestion", {
              name: inAdminLanguage(type.name_en, type.name_ar),
            }),
            busy: remove.isPending,
            onConfirm: () => remove.mutate(type.id),
          }}
        >
          <BilingualText en={type.name_en} ar={type.name_ar} /> ·{" "}
          {t("adminBooking.settings.types.minutes", { count: type.duration_minutes })}{" "}
          {type.published ? null : <Badge>{t("adminBooking.settings.types.notBookable")}</Badge>}
        </SettingsRow>
      )}
    />
  );
}
