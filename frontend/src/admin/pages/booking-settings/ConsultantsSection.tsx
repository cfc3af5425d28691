// Consultants: which staff take bookings, which meeting types each takes, their video room, and a way
// to their weekly hours and time off.
import { useState } from "react";
import { Link } from "react-router";
import { fieldErrors } from "../../../lib/api-errors";
import { SelectField } from "../../components/SelectField";
import { Badge } from "../../components/ui";
import { useStaff } from "../../hooks";
import { useAdminT } from "../../i18n";
import type { ConsultantSettings, MeetingTypeSettings } from "../../types";
import { EditableList } from "./EditableList";
import { SettingsForm } from "./SettingsForm";
import { SettingsRow } from "./SettingsRow";
import { useSettingsList } from "./useSettingsList";

function ConsultantForm({
  item,
  types,
  onDone,
}: {
  item?: ConsultantSettings;
  types: MeetingTypeSettings[];
  onDone: () => void;
}) {
  const { t, lang } = useAdminT();
  const { save } = useSettingsList<ConsultantSettings>("booking/consultants");
  const staff = useStaff().data ?? [];
  const [user, setUser] = useState(item ? String(item.user_id) : "");
  const [active, setActive] = useState(item?.active ?? true);
  const [typeIds, setTypeIds] = useState<number[]>(item?.meeting_type_ids ?? []);
  const errors = fieldErrors(save.error);
  const body = {
    active,
    meeting_type_ids: typeIds,
    ...(item ? {} : { user_id: Number(user) }),
  };
  return (
    <SettingsForm
      save={save}
      id={item?.id}
      body={body}
      submitLabel={t("adminBooking.settings.consultants.save")}
      onDone={onDone}
    >
      {item ? null : (
        <SelectField
          label={t("adminBooking.settings.consultants.staff")}
          required
          value={user}
          onChange={setUser}
          error={errors.user_id}
        >
          <option value="">{t("adminBooking.settings.consultants.choose")}</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.email})
            </option>
          ))}
        </SelectField>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-ink">
          {t("adminBooking.settings.consultants.types")}
        </legend>
        {types.map((type) => (
          <label key={type.id} className="mt-1 flex items-center gap-2">
            <input
              type="checkbox"
              checked={typeIds.includes(type.id)}
              onChange={(e) =>
                setTypeIds((ids) => (e.target.checked ? [...ids, type.id] : ids.filter((i) => i !== type.id)))
              }
            />
            {lang === "ar" ? type.name_ar || type.name_en : type.name_en}
          </label>
        ))}
        {errors.meeting_type_ids ? <p className="text-sm text-red-700">{errors.meeting_type_ids}</p> : null}
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t("adminBooking.settings.consultants.takesBookings")}
      </label>
    </SettingsForm>
  );
}

export function ConsultantsSection({ types }: { types: MeetingTypeSettings[] }) {
  const { t, lang } = useAdminT();
  const { list } = useSettingsList<ConsultantSettings>("booking/consultants");
  const typeName = (id: number) => {
    const type = types.find((x) => x.id === id);
    return (lang === "ar" ? type?.name_ar || type?.name_en : type?.name_en) ?? `#${id}`;
  };
  return (
    <EditableList
      title={t("adminBooking.settings.consultants.title")}
      query={list}
      addLabel={t("adminBooking.settings.consultants.add")}
      form={(item, done) => <ConsultantForm item={item} types={types} onDone={done} />}
      row={(c, edit) => (
        <SettingsRow
          name={c.name}
          onEdit={edit}
          actions={
            <Link className="btn-secondary btn-small" to={`/admin/account/availability?consultant=${c.id}`}>
              {t("adminBooking.settings.consultants.hoursLink")}
            </Link>
          }
        >
          <span className="font-medium text-ink">{c.name}</span>{" "}
          {c.active ? null : <Badge>{t("adminBooking.settings.consultants.inactive")}</Badge>}
          <span className="block text-sm text-slate-600">
            {c.meeting_type_ids.map(typeName).join(t("adminBooking.settings.separator")) ||
              t("adminBooking.settings.consultants.noTypes")}{" "}
            ·{" "}
            {c.own_hours
              ? t("adminBooking.settings.consultants.ownHours")
              : t("adminBooking.settings.consultants.businessHours")}
          </span>
        </SettingsRow>
      )}
    />
  );
}
