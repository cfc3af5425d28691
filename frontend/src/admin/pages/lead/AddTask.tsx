// "Add a task": a day and a time of day on the office's clock, who will do it (someone who works leads,
// the signed-in staff member unless changed) and a short note. The server reminds its owner by e-mail
// when it falls due.
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { useMe } from "../../auth";
import { ErrorNotice, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { StaffMember } from "../../types";
import { incomplete, TaskFields, type TaskValues, taskBody } from "./TaskFields";
import { useLeadAction } from "./useLeadAction";

const EMPTY: TaskValues = { day: "", time: "", owner: "", note: "" };

/** `url`: the lead's API path. */
export function AddTask({ url, staff }: { url: string; staff?: StaffMember[] }) {
  const { t } = useAdminT();
  const me = useMe().data;
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState(false);
  const add = useLeadAction(url, () => {
    // The owner stays as chosen for the next task.
    setValues((v) => ({ ...EMPTY, owner: v.owner }));
    setDone(true);
  });
  // The signed-in staff member until another is chosen.
  const filled = { ...values, owner: values.owner || (me ? String(me.id) : "") };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (incomplete(filled)) {
      setMissing(true);
      return;
    }
    add.mutate({ path: "tasks", body: taskBody(filled) });
  };
  const change = (field: keyof TaskValues) => (value: string) => {
    setDone(false);
    setMissing(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <h3 className="text-sm font-semibold text-ink">{t("adminTasks.tasks.add")}</h3>
      <TaskFields
        values={filled}
        onChange={change}
        error={add.error}
        missing={missing}
        staff={staff}
        also={me}
        placeholder
      />
      {add.isError && !Object.keys(fieldErrors(add.error)).length ? <ErrorNotice error={add.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-secondary" disabled={add.isPending}>
          {add.isPending ? t("adminTasks.tasks.adding") : t("adminTasks.tasks.add")}
        </button>
        <Saved show={done && !add.isPending}>{t("adminTasks.tasks.added")}</Saved>
      </div>
    </form>
  );
}
