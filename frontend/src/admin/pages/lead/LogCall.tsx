// "Log a call": what came of a phone call, kept in the timeline (and the first response, if it is one).
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { ErrorNotice, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import { useLeadAction } from "./useLeadAction";

export function LogCall({ url }: { url: string }) {
  const { t } = useAdminT();
  const [outcome, setOutcome] = useState("");
  const [done, setDone] = useState(false);
  const log = useLeadAction(url, () => {
    setOutcome("");
    setDone(true);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (outcome.trim()) log.mutate({ path: "calls", body: { outcome: outcome.trim() } });
  };
  const errors = fieldErrors(log.error);
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink">{t("adminLead.reply.call")}</h3>
      <InputField
        label={t("adminLead.reply.outcome")}
        name="outcome"
        dir="auto"
        maxLength={500}
        error={errors.outcome}
        value={outcome}
        onChange={(v) => {
          setDone(false);
          setOutcome(v);
        }}
      />
      {log.isError && !errors.outcome ? <ErrorNotice error={log.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-secondary" disabled={log.isPending || !outcome.trim()}>
          {log.isPending ? t("adminLead.common.saving") : t("adminLead.reply.logCall")}
        </button>
        <Saved show={done && !log.isPending}>{t("adminLead.reply.callLogged")}</Saved>
      </div>
    </form>
  );
}
