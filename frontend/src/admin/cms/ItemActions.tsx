// The type's actions on a saved item (a guide's "Mark reviewed"): one button each, with what it does under
// it. They act on the item as saved, so they wait while the form has changes not saved yet; a refusal (a
// 422 naming what stops it) is shown beside the button.
import { useMutation } from "@tanstack/react-query";
import { adminRequest, errorMessage } from "../api";
import { useAdminT } from "../i18n";
import type { ContentItem, ContentType } from "../types";

export function ItemActions({
  type,
  url,
  dirty,
  onDone,
}: {
  type: ContentType;
  /** The item's address in the admin API: `/api/admin/content/<type>/<id>`. */
  url: string;
  dirty: boolean;
  onDone: (item: ContentItem) => void;
}) {
  const { t } = useAdminT();
  const run = useMutation({
    mutationFn: (key: string) => adminRequest<ContentItem>("POST", `${url}/actions/${key}`),
    onSuccess: onDone,
  });
  if (!type.actions?.length) return null;
  return (
    <section className="card flex flex-col gap-4" aria-label={type.actions.map((a) => a.label).join(", ")}>
      {type.actions.map((action) => {
        const helpId = `action-${action.key}-help`;
        return (
          <div key={action.key} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn-secondary"
                aria-describedby={action.help ? helpId : undefined}
                disabled={dirty || run.isPending}
                onClick={() => run.mutate(action.key)}
              >
                {run.isPending && run.variables === action.key
                  ? t("adminContent.edit.working")
                  : action.label}
              </button>
              <span role="status" className="text-sm font-medium text-emerald-700">
                {run.isSuccess && run.variables === action.key ? t("adminContent.edit.actionDone") : ""}
              </span>
            </div>
            {action.help ? (
              <p id={helpId} className="text-xs text-slate-500">
                {action.help}
              </p>
            ) : null}
            {dirty ? <p className="text-sm text-slate-600">{t("adminContent.edit.saveFirst")}</p> : null}
            {run.isError && run.variables === action.key ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(run.error)}
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
