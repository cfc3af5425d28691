// "Erase on request": deletes the lead for good when the person asks, behind a second confirmation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminRequest } from "../../api";
import { ConfirmAction } from "../../components/ui";
import { useAdminT } from "../../i18n";
import { useRefreshLeadLists } from "./refresh";

/** `name` is how the page calls the lead; afterwards the leads list says it was deleted. */
export function EraseLead({ id, name, url }: { id: number; name: string; url: string }) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const refreshLists = useRefreshLeadLists();
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", url),
    onSuccess: () => {
      client.removeQueries({ queryKey: [url] });
      refreshLists();
      navigate("/admin/leads", { state: { notice: t("adminLead.erase.done", { id }) } });
    },
  });
  return (
    <section className="card min-w-0" aria-labelledby="erase-heading">
      <h2 id="erase-heading" className="mb-2 font-semibold text-ink">
        {t("adminLead.erase.title")}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("adminLead.erase.intro")}</p>
      <ConfirmAction
        label={t("adminLead.erase.button")}
        question={t("adminLead.erase.question", { name })}
        confirmLabel={t("adminLead.erase.confirm")}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      >
        <p className="mt-1 text-sm text-red-900">{t("adminLead.erase.what", { id })}</p>
      </ConfirmAction>
    </section>
  );
}
