// "Tasks": what staff are to do about this lead and when (office time), open ones first; a box ticks one
// done (or reopens it), each can be changed (EditTask: day, time, who, note) or deleted; the follow-up day, kept as before, is shown beside them.
// Every change is in the timeline.
import { useRef, useState } from "react";
import { TaskDue } from "../../components/TaskDue";
import { formatDay } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadDetail, StaffMember, Task } from "../../types";
import { AddTask } from "./AddTask";
import { EditTask } from "./EditTask";
import { useLeadAction } from "./useLeadAction";

function TaskItem({ task, url, staff }: { task: Task; url: string; staff?: StaffMember[] }) {
  const { t } = useAdminT();
  const act = useLeadAction(url);
  const [editing, setEditing] = useState(false);
  const change = useRef<HTMLButtonElement>(null);
  const what = task.note || t("adminTasks.tasks.taskAt", { time: task.due_time });
  const done = task.done_at !== null;
  if (editing) {
    const close = () => {
      setEditing(false);
      requestAnimationFrame(() => change.current?.focus());
    };
    return (
      <li className="border-b border-slate-100 py-2 last:border-b-0">
        <EditTask task={task} url={url} staff={staff} onClose={close} />
      </li>
    );
  }
  return (
    <li className="flex min-w-0 items-start gap-3 border-b border-slate-100 py-2 last:border-b-0">
      <input
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0"
        checked={done}
        disabled={act.isPending}
        aria-label={t("adminTasks.tasks.markDone", { note: what })}
        onChange={() => act.mutate({ path: `tasks/${task.id}`, method: "PATCH", body: { done: !done } })}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className={done ? "text-slate-500 line-through" : "text-ink"} dir="auto">
          {task.note || t("adminTasks.tasks.taskAt", { time: task.due_time })}
        </p>
        <p className="text-slate-600">
          <TaskDue task={task} /> · <bdi>{task.owner?.name ?? "—"}</bdi>
        </p>
        {task.done_by ? (
          <p className="text-xs text-slate-500">{t("adminTasks.tasks.doneBy", { name: task.done_by })}</p>
        ) : null}
      </div>
      <button
        ref={change}
        type="button"
        className="link shrink-0 cursor-pointer text-sm"
        disabled={act.isPending}
        aria-label={t("adminTasks.tasks.editLabel", { what })}
        onClick={() => setEditing(true)}
      >
        {t("adminTasks.tasks.edit")}
      </button>
      <button
        type="button"
        className="link shrink-0 cursor-pointer text-sm"
        disabled={act.isPending}
        aria-label={t("adminTasks.tasks.deleteLabel", { what })}
        onClick={() => act.mutate({ path: `tasks/${task.id}`, method: "DELETE" })}
      >
        {t("adminTasks.tasks.delete")}
      </button>
    </li>
  );
}

/** `url`: the lead's API path. */
export function TasksPanel({ lead, url, staff }: { lead: LeadDetail; url: string; staff?: StaffMember[] }) {
  const { t } = useAdminT();
  return (
    <section className="card min-w-0" aria-labelledby="tasks-heading">
      <h2 id="tasks-heading" className="mb-3 font-semibold text-ink">
        {t("adminTasks.tasks.title")}
      </h2>
      {lead.follow_up_on ? (
        <p className="mb-2 text-sm text-slate-600">
          {t("adminTasks.tasks.followUp", { day: formatDay(lead.follow_up_on) })}
        </p>
      ) : null}
      {lead.tasks.length ? (
        <ul className="mb-4">
          {lead.tasks.map((task) => (
            <TaskItem key={task.id} task={task} url={url} staff={staff} />
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-slate-600">{t("adminTasks.tasks.none")}</p>
      )}
      <AddTask url={url} staff={staff} />
    </section>
  );
}
