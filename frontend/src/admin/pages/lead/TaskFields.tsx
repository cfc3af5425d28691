// A task's fields, the same when it is added (AddTask) and when it is changed (EditTask): its day and time
// on the office's clock, who will do it (someone who works leads) and a short note; what the form sends,
// and when it lacks what it needs (a day, a time, an owner).
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { OfficeDayTime } from "../../components/OfficeDayTime";
import { SelectField } from "../../components/SelectField";
import { useAdminT } from "../../i18n";
import type { StaffMember } from "../../types";

export type TaskValues = { day: string; time: string; owner: string; note: string };

/** Missing a day, a time or an owner: the form says so instead of sending. */
export function incomplete(v: TaskValues): boolean {
  return !v.day || !v.time || !v.owner;
}

/** The body the tasks API takes (the time is office time). */
export function taskBody(v: TaskValues) {
  return { owner_id: Number(v.owner), due_at: `${v.day}T${v.time}`, note: v.note.trim() };
}

export function TaskFields({
  values: v,
  onChange,
  error,
  missing,
  staff,
  also,
  placeholder = false,
}: {
  values: TaskValues;
  onChange: (field: keyof TaskValues) => (value: string) => void;
  /** The last answer's error, whose field errors show under their fields. */
  error: unknown;
  /** The form was sent without what it needs: say what under each empty field. */
  missing: boolean;
  staff?: StaffMember[];
  /** Someone offered besides the staff who work leads (the signed-in member, the task's owner). */
  also?: { id: number; name: string } | null;
  placeholder?: boolean;
}) {
  const { t } = useAdminT();
  const errors = fieldErrors(error);
  return (
    <>
      <OfficeDayTime
        labels={{ day: t("adminTasks.tasks.day"), time: t("adminTasks.tasks.time") }}
        names={{ day: "due_on", time: "due_time" }}
        day={v.day}
        time={v.time}
        error={errors.due_at ?? (missing && (!v.day || !v.time) ? t("adminTasks.tasks.needTime") : undefined)}
        onDay={onChange("day")}
        onTime={onChange("time")}
      />
      <SelectField
        label={t("adminTasks.tasks.owner")}
        name="owner_id"
        value={v.owner}
        error={errors.owner_id ?? (missing && !v.owner ? t("adminTasks.tasks.needOwner") : undefined)}
        onChange={onChange("owner")}
      >
        <option value="">{t("adminTasks.tasks.needOwner")}</option>
        {also && !staff?.some((s) => s.id === also.id) ? (
          <option value={String(also.id)}>{also.name}</option>
        ) : null}
        {(staff ?? []).map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <InputField
        label={t("adminTasks.tasks.note")}
        name="note"
        dir="auto"
        maxLength={200}
        placeholder={placeholder ? t("adminTasks.tasks.notePlaceholder") : undefined}
        error={errors.note}
        value={v.note}
        onChange={onChange("note")}
      />
    </>
  );
}
