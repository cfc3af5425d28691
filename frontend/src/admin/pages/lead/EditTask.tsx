// "Change the task": its day and time (office clock), who will do it and its note, in place of the task's
// line. The first field takes the focus when it opens; Escape or Cancel closes it and gives the focus back
// to the task's Change button (TasksPanel). The server refuses what it would refuse when adding (422,
// shown under the field), says so on the lead's timeline, and reminds the owner again at a new later time.
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { OfficeDayTime } from "../../components/OfficeDayTime";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { StaffMember, Task } from "../../types";
import { useLeadAction } from "./useLeadAction";

export function EditTask({
  task,
  url,
  staff,
  onClose,
}: {
  task: Task;
  url: string;
  staff?: StaffMember[];
  onClose: () => void;
}) {
  const { t } = useAdminT();
  const [day, setDay] = useState(task.due_on);
  const [time, setTime] = useState(task.due_time);
  const [owner, setOwner] = useState(task.owner ? String(task.owner.id) : "");
  const [note, setNote] = useState(task.note);
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const save = useLeadAction(url, onClose);
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!day || !time || !owner) {
      setMissing(true);
      return;
    }
    save.mutate({
      path: `tasks/${task.id}`,
      method: "PATCH",
      body: { owner_id: Number(owner), due_at: `${day}T${time}`, note: note.trim() },
    });
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    setMissing(false);
    set(v);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    }
  };
  const errors = fieldErrors(save.error);
  const title = t("adminTasks.tasks.editTitle", {
    what: task.note || t("adminTasks.tasks.taskAt", { time: task.due_time }),
  });
  return (
    <form
      ref={form}
      onSubmit={submit}
      onKeyDown={onKey}
      className="flex flex-col gap-3"
      aria-label={title}
      noValidate
    >
      <OfficeDayTime
        labels={{ day: t("adminTasks.tasks.day"), time: t("adminTasks.tasks.time") }}
        names={{ day: "due_on", time: "due_time" }}
        day={day}
        time={time}
        error={errors.due_at ?? (missing && (!day || !time) ? t("adminTasks.tasks.needTime") : undefined)}
        onDay={edit(setDay)}
        onTime={edit(setTime)}
      />
      <SelectField
        label={t("adminTasks.tasks.owner")}
        name="owner_id"
        value={owner}
        error={errors.owner_id ?? (missing && !owner ? t("adminTasks.tasks.needOwner") : undefined)}
        onChange={edit(setOwner)}
      >
        <option value="">{t("adminTasks.tasks.needOwner")}</option>
        {task.owner && !staff?.some((s) => s.id === task.owner?.id) ? (
          <option value={String(task.owner.id)}>{task.owner.name}</option>
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
        error={errors.note}
        value={note}
        onChange={edit(setNote)}
      />
      {save.isError && !Object.keys(errors).length ? <ErrorNotice error={save.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t("adminTasks.tasks.saving") : t("adminTasks.tasks.save")}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t("adminTasks.tasks.cancel")}
        </button>
      </div>
    </form>
  );
}
