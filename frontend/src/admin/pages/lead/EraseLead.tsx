// "Erase on request": deletes the lead for good when the person asks, behind a second confirmation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminRequest } from "../../api";
import { ConfirmAction, ErrorNotice } from "../../components/ui";
import { useRefreshLeadLists } from "./refresh";

/** `name` is how the page calls the lead; afterwards the leads list says it was deleted. */
export function EraseLead({ id, name, url }: { id: number; name: string; url: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const refreshLists = useRefreshLeadLists();
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", url),
    onSuccess: () => {
      client.removeQueries({ queryKey: [url] });
      refreshLists();
      navigate("/admin/leads", { state: { notice: `Lead #${id} was deleted.` } });
    },
  });
  return (
    <section className="card min-w-0 self-start lg:col-start-3 lg:row-start-2">
      <h2 className="mb-2 font-semibold text-ink">Erase on request</h2>
      <p className="mb-3 text-sm text-slate-600">
        When this person asks us to delete their data, erase the lead here. This cannot be undone.
      </p>
      <ConfirmAction
        label="Delete lead"
        question={`Delete ${name} permanently?`}
        confirmLabel="Yes, delete this lead"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        <p className="mt-1 text-sm text-red-900">
          The lead, its notes and its chat transcript are erased. The audit log keeps only who deleted lead #
          {id} and when.
        </p>
        {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      </ConfirmAction>
    </section>
  );
}
