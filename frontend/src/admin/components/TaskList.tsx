// Tasks across leads (my day, the dashboard's late tasks): each with its lead (a link), when it is due on
// the office's clock, whose it is and its note.
import { Link } from "react-router";
import { useAdminT } from "../i18n";
import type { Task } from "../types";
import { TaskDue } from "./TaskDue";

export function TaskList({ tasks, showOwner = false }: { tasks: Task[]; showOwner?: boolean }) {
  const { t } = useAdminT();
  return (
    <ul className="divide-y divide-slate-100">
      {tasks.map((task) => (
        <li key={task.id} className="flex min-w-0 flex-col gap-0.5 py-2 text-sm">
          <Link className="link font-medium break-words" to={`/admin/leads/${task.lead_id}`}>
            <bdi>{task.lead_name}</bdi>
          </Link>
          <span className="text-slate-600">
            <TaskDue task={task} />
            {showOwner ? (
              <>
                {" · "}
                <bdi>{task.owner?.name ?? "—"}</bdi>
              </>
            ) : null}
          </span>
          {task.note ? (
            <span className="break-words text-ink" dir="auto">
              {task.note}
            </span>
          ) : (
            <span className="sr-only">{t("adminTasks.tasks.taskAt", { time: task.due_time })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
