// "Log a call": whether it reached the person and what came of it, kept in the timeline. Only a call that
// reached them is the lead's first response; "no answer" is kept, but the reply is still owed.
import { type FormEvent, useId, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { ErrorNotice, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import { useLeadAction } from "./useLeadAction";

type Reach = "" | "answered" | "no_answer";

export function LogCall({ url }: { url: string }) {
  const { t } = useAdminT();
  const [outcome, setOutcome] = useState("");
  const [reach, setReach] = useState<Reach>("");
  const [done, setDone] = useState(false);
  const legendId = useId();
  const log = useLeadAction(url, () => {
    setOutcome("");
    setReach("");
    setDone(true);
  });
  // A call that reached the person says what came of it; "no answer" says enough by itself.
  const ready = reach === "no_answer" || (reach === "answered" && outcome.trim() !== "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready)
      log.mutate({ path: "calls", body: { outcome: outcome.trim(), answered: reach === "answered" } });
  };
  const errors = fieldErrors(log.error);
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink">{t("adminLead.reply.call")}</h3>
      <fieldset className="flex flex-col gap-1" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-ink">
          {t("adminLead.reply.reached")}
        </legend>
        {(["answered", "no_answer"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="reach"
              value={value}
              checked={reach === value}
              onChange={() => {
                setDone(false);
                setReach(value);
              }}
            />
            {t(`adminLead.reply.${value === "answered" ? "reachedYes" : "reachedNo"}`)}
          </label>
        ))}
      </fieldset>
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
        <button type="submit" className="btn-secondary" disabled={log.isPending || !ready}>
          {log.isPending ? t("adminLead.common.saving") : t("adminLead.reply.logCall")}
        </button>
        <Saved show={done && !log.isPending}>{t("adminLead.reply.callLogged")}</Saved>
      </div>
    </form>
  );
}
