// The dashboard's late tasks (dashboard.late_tasks): the signed-in staff member's, and for an administrator
// everyone's, each list the ten that have waited longest, with a link to "my day".
import { Link } from "react-router";
import { TaskList } from "../../components/TaskList";
import { formatNumber } from "../../format";
import { useAdminT } from "../../i18n";
import type { DashboardTasks } from "../../types";

export function LateTasks({ tasks }: { tasks: DashboardTasks | null | undefined }) {
  const { t } = useAdminT();
  if (!tasks) return null;
  const parts = [{ key: "mine", count: tasks.mine, list: tasks.mine_list, owner: false }];
  if (tasks.everyone !== null && tasks.everyone !== undefined)
    parts.push({ key: "everyone", count: tasks.everyone, list: tasks.everyone_list, owner: true });
  return (
    <section className="card mt-6 min-w-0" aria-labelledby="late-tasks">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="late-tasks" className="font-semibold text-ink">
          {t("adminTasks.dashboard.title")}
        </h2>
        <Link className="link text-sm" to="/admin/my-day">
          {t("adminTasks.dashboard.openMyDay")}
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {parts.map((p) => (
          <div key={p.key} className="min-w-0">
            <h3 className="text-sm text-slate-600">
              {t(`adminTasks.dashboard.${p.key}`)}:{" "}
              <span className="text-xl font-semibold text-ink tabular-nums">{formatNumber(p.count)}</span>
            </h3>
            {p.list.length ? (
              <TaskList tasks={p.list} showOwner={p.owner} />
            ) : (
              <p className="text-sm text-slate-600">{t("adminTasks.dashboard.none")}</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
