// "My day": the signed-in staff member's open tasks due today (office time) and those already late, soonest
// first (GET /api/admin/tasks/my-day); each links to its lead, where it is ticked done.
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../components/QueryState";
import { TaskList } from "../components/TaskList";
import { PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import type { MyDay } from "../types";
import { MY_DAY } from "./lead/refresh";

export function MyDayPage() {
  const { t } = useAdminT();
  const day = useQuery<MyDay>({ queryKey: [MY_DAY] });
  return (
    <>
      <PageHeader title={t("adminTasks.myDay.title")} />
      <section className="card min-w-0" aria-labelledby="my-day-intro">
        <p id="my-day-intro" className="mb-3 text-sm text-slate-600">
          {t("adminTasks.myDay.intro")}
        </p>
        <QueryState query={day}>
          {(d) =>
            d.tasks.length ? (
              <TaskList tasks={d.tasks} />
            ) : (
              <p className="text-slate-600">{t("adminTasks.myDay.empty")}</p>
            )
          }
        </QueryState>
      </section>
    </>
  );
}
