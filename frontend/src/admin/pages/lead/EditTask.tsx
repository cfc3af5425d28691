// "Change the task": its day and time (office clock), who will do it and its note, in place of the task's
// line. The first field takes the focus when it opens; Escape or Cancel closes it and gives the focus back
// to the task's Change button (TasksPanel). The server refuses what it would refuse when adding (422,
// shown under the field), says so on the lead's timeline, and reminds the owner again at a new later time.
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { ErrorNotice } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { StaffMember, Task } from "../../types";
import { incomplete, TaskFields, type TaskValues, taskBody } from "./TaskFields";
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
  const [values, setValues] = useState<TaskValues>({
    day: task.due_on,
    time: task.due_time,
    owner: task.owner ? String(task.owner.id) : "",
    note: task.note,
  });
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const save = useLeadAction(url, onClose);
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (incomplete(values)) {
      setMissing(true);
      return;
    }
    save.mutate({ path: `tasks/${task.id}`, method: "PATCH", body: taskBody(values) });
  };
  const change = (field: keyof TaskValues) => (value: string) => {
    setMissing(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    }
  };
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
      <TaskFields
        values={values}
        onChange={change}
        error={save.error}
        missing={missing}
        staff={staff}
        also={task.owner}
      />
      {save.isError && !Object.keys(fieldErrors(save.error)).length ? (
        <ErrorNotice error={save.error} />
      ) : null}
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
