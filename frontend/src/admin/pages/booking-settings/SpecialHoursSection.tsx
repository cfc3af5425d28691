// Special hours: periods with other hours for everyone, such as Ramadan (at most six hours a day).
import { BilingualText } from "../../components/BilingualText";
import { InputField } from "../../components/InputField";
import { Badge } from "../../components/ui";
import { formatLongDay, inAdminLanguage } from "../../format";
import { useAdminT } from "../../i18n";
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

// The period's fields, labelled by their own names (adminBooking.settings.special.<name>).
const PERIOD: ["starts_on" | "ends_on" | "opens_at" | "closes_at", "date" | "time"][] = [
  ["starts_on", "date"],
  ["ends_on", "date"],
  ["opens_at", "time"],
  ["closes_at", "time"],
];

function SpecialForm({ item, onDone }: { item?: SpecialHours; onDone: () => void }) {
  const { t } = useAdminT();
  const { save, draft, set, errors } = useSettingsDraft<Draft>("booking/special-hours", item ?? NEW);
  return (
    <SettingsForm
      save={save}
      id={item?.id}
      body={draft}
      submitLabel={t("adminBooking.settings.special.save")}
      onDone={onDone}
    >
      <NameInput draft={draft} errors={errors} set={set} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PERIOD.map(([key, type]) => (
          <InputField
            key={key}
            label={t(`adminBooking.settings.special.${key}`)}
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
        {t("adminBooking.settings.special.ramadanLabel")}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.estimated}
          onChange={(e) => set("estimated", e.target.checked)}
        />
        {t("adminBooking.settings.special.estimatedLabel")}
      </label>
      {errors.__all__ ? <p className="text-sm text-red-700">{errors.__all__}</p> : null}
    </SettingsForm>
  );
}

export function SpecialHoursSection() {
  const { t } = useAdminT();
  const { list, remove } = useSettingsList<SpecialHours>("booking/special-hours");
  return (
    <EditableList
      title={t("adminBooking.settings.special.title")}
      query={list}
      addLabel={t("adminBooking.settings.special.add")}
      error={remove.error}
      form={(item, done) => <SpecialForm item={item} onDone={done} />}
      row={(s, edit) => (
        <SettingsRow
          name={inAdminLanguage(s.name_en, s.name_ar)}
          onEdit={edit}
          remove={{
            question: t("adminBooking.settings.special.question", {
              name: inAdminLanguage(s.name_en, s.name_ar),
            }),
            busy: remove.isPending,
            onConfirm: () => remove.mutate(s.id),
          }}
        >
          <BilingualText en={s.name_en} ar={s.name_ar} />
          <span className="block text-sm text-slate-600">
            {t("adminBooking.settings.special.period", {
              first: formatLongDay(s.starts_on),
              last: formatLongDay(s.ends_on),
              opens: s.opens_at,
              closes: s.closes_at,
            })}{" "}
            {s.ramadan ? <Badge>{t("adminBooking.settings.special.ramadan")}</Badge> : null}{" "}
            {s.estimated ? <Badge tone="pending">{t("adminBooking.settings.estimated")}</Badge> : null}
          </span>
        </SettingsRow>
      )}
    />
  );
}
