// When a task is due, as staff read it: its day and time on the office's clock (the server gives both),
// marked late while it is open and its time has passed.
import { formatDay } from "../format";
import { useAdminT } from "../i18n";
import type { Task } from "../types";

export function taskDue(task: Pick<Task, "due_on" | "due_time">): string {
  return `${formatDay(task.due_on)} ${task.due_time}`;
}

export function TaskDue({ task }: { task: Task }) {
  const { t } = useAdminT();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <bdi>
        <time dateTime={task.due_at}>{taskDue(task)}</time>
      </bdi>
      {task.overdue ? (
        <span className="rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800">
          {t("adminTasks.tasks.overdue")}
        </span>
      ) : null}
    </span>
  );
}
