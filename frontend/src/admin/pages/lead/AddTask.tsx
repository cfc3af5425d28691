// "Add a task": a day and a time of day on the office's clock, who will do it (someone who works leads,
// the signed-in staff member unless changed) and a short note. The server reminds its owner by e-mail
// when it falls due.
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { useMe } from "../../auth";
import { InputField } from "../../components/InputField";
import { OfficeDayTime } from "../../components/OfficeDayTime";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { StaffMember } from "../../types";
import { useLeadAction } from "./useLeadAction";

/** `url`: the lead's API path. */
export function AddTask({ url, staff }: { url: string; staff?: StaffMember[] }) {
  const { t } = useAdminT();
  const me = useMe().data;
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const [owner, setOwner] = useState("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState(false);
  const add = useLeadAction(url, () => {
    setDay("");
    setTime("");
    setNote("");
    setDone(true);
  });
  const ownerId = owner || (me ? String(me.id) : "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (!day || !time || !ownerId) {
      setMissing(true);
      return;
    }
    add.mutate({
      path: "tasks",
      body: { owner_id: Number(ownerId), due_at: `${day}T${time}`, note: note.trim() },
    });
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    setDone(false);
    setMissing(false);
    set(v);
  };
  const errors = fieldErrors(add.error);
  const timeError =
    errors.due_at ?? (missing && (!day || !time) ? t("adminTasks.tasks.needTime") : undefined);
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <h3 className="text-sm font-semibold text-ink">{t("adminTasks.tasks.add")}</h3>
      <OfficeDayTime
        labels={{ day: t("adminTasks.tasks.day"), time: t("adminTasks.tasks.time") }}
        names={{ day: "due_on", time: "due_time" }}
        day={day}
        time={time}
        error={timeError}
        onDay={edit(setDay)}
        onTime={edit(setTime)}
      />
      <SelectField
        label={t("adminTasks.tasks.owner")}
        name="owner_id"
        value={ownerId}
        error={errors.owner_id ?? (missing && !ownerId ? t("adminTasks.tasks.needOwner") : undefined)}
        onChange={edit(setOwner)}
      >
        <option value="">{t("adminTasks.tasks.needOwner")}</option>
        {me && !staff?.some((s) => s.id === me.id) ? <option value={String(me.id)}>{me.name}</option> : null}
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
        placeholder={t("adminTasks.tasks.notePlaceholder")}
        error={errors.note}
        value={note}
        onChange={edit(setNote)}
      />
      {add.isError && !Object.keys(errors).length ? <ErrorNotice error={add.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-secondary" disabled={add.isPending}>
          {add.isPending ? t("adminTasks.tasks.adding") : t("adminTasks.tasks.add")}
        </button>
        <Saved show={done && !add.isPending}>{t("adminTasks.tasks.added")}</Saved>
      </div>
    </form>
  );
}
