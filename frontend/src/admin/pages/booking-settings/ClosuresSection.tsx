// Closures: days the office is closed, listed by year, with Qatar's public holidays added a year at a
// time (Eid dates are estimates until the moon is sighted: staff move them here).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { adminRequest } from "../../api";
import { BilingualText } from "../../components/BilingualText";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { Badge, ErrorNotice } from "../../components/ui";
import { formatLongDay } from "../../format";
import { useAdminT } from "../../i18n";
import type { Closure, HolidaySeedResult } from "../../types";
import { todayInDoha } from "../agenda/days";
import { NameInput } from "./BilingualInput";
import { EditableList } from "./EditableList";
import { SettingsForm } from "./SettingsForm";
import { SettingsRow } from "./SettingsRow";
import { useSettingsDraft, useSettingsList } from "./useSettingsList";

/** Closing a new day, or changing one (an Eid moved by the moon sighting: new date, no longer estimated). */
function ClosureForm({ item, onDone }: { item?: Closure; onDone: () => void }) {
  const { t } = useAdminT();
  const { save, draft, set, errors } = useSettingsDraft("booking/closures", {
    date: item?.date ?? "",
    name_en: item?.name_en ?? "",
    name_ar: item?.name_ar ?? "",
    estimated: item?.estimated ?? false,
  });
  const submitLabel = item
    ? t("adminBooking.settings.closures.save")
    : t("adminBooking.settings.closures.closeDay");
  return (
    <SettingsForm save={save} id={item?.id} body={draft} submitLabel={submitLabel} onDone={onDone}>
      <InputField
        label={t("adminBooking.settings.closures.date")}
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
        {t("adminBooking.settings.closures.estimatedLabel")}
      </label>
    </SettingsForm>
  );
}

export function ClosuresSection() {
  const { t } = useAdminT();
  const thisYear = Number(todayInDoha().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const { list, remove, refresh } = useSettingsList<Closure>("booking/closures", `?year=${year}`);
  const seed = useMutation({
    mutationFn: (y: number) => adminRequest<HolidaySeedResult>("POST", "booking/closures/seed", { year: y }),
    onSuccess: refresh,
  });
  return (
    <EditableList
      title={t("adminBooking.settings.closures.title")}
      query={list}
      addLabel={t("adminBooking.settings.closures.add")}
      error={remove.error}
      empty={t("adminBooking.settings.closures.none", { year })}
      form={(item, done) => <ClosureForm item={item} onDone={done} />}
      row={(c, edit) => (
        <SettingsRow
          name={formatLongDay(c.date)}
          onEdit={edit}
          remove={{
            label: t("adminBooking.settings.closures.remove"),
            question: t("adminBooking.settings.closures.question", { day: formatLongDay(c.date) }),
            confirmLabel: t("adminBooking.settings.closures.confirm"),
            busy: remove.isPending,
            onConfirm: () => remove.mutate(c.id),
          }}
        >
          <span className="font-medium text-ink">{formatLongDay(c.date)}</span>:{" "}
          <BilingualText en={c.name_en} ar={c.name_ar} firstClassName="" />{" "}
          {c.estimated ? <Badge tone="pending">{t("adminBooking.settings.estimated")}</Badge> : null}
        </SettingsRow>
      )}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <SelectField
            label={t("adminBooking.settings.closures.year")}
            value={String(year)}
            onChange={(v) => setYear(Number(v))}
          >
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
            {t("adminBooking.settings.closures.seed", { year: y })}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm">
        {seed.data
          ? seed.data.seeded
            ? t(
                seed.data.special_hours.length
                  ? "adminBooking.settings.closures.seededWithRamadan"
                  : "adminBooking.settings.closures.seeded",
                {
                  year: seed.data.year,
                  holidays: t("adminBooking.settings.closures.holidays", {
                    count: seed.data.closures.length,
                  }),
                },
              )
            : t("adminBooking.settings.closures.seededBefore", { year: seed.data.year })
          : ""}
      </p>
      {seed.isError ? <ErrorNotice error={seed.error} /> : null}
    </EditableList>
  );
}
