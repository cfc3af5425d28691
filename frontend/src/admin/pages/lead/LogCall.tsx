// "Log a call": how it went and what came of it, kept in the timeline. Only a call that reached the person
// is the lead's first response; "no answer", "wrong number" and "call back later" are kept, but the reply is
// still owed. A call back asks when (a day and a time on the office's clock) and becomes a task for the
// caller at that time.
import { type FormEvent, useId, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { OfficeDayTime } from "../../components/OfficeDayTime";
import { ErrorNotice, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import { useLeadAction } from "./useLeadAction";

const RESULTS = ["reached", "no_answer", "wrong_number", "call_back"] as const;
type Result = (typeof RESULTS)[number];
const LABELS: Record<Result, string> = {
  reached: "reachedYes",
  no_answer: "reachedNo",
  wrong_number: "wrongNumber",
  call_back: "callBack",
};

export function LogCall({ url }: { url: string }) {
  const { t } = useAdminT();
  const [outcome, setOutcome] = useState("");
  const [result, setResult] = useState<Result | "">("");
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const [done, setDone] = useState(false);
  const [missingWhen, setMissingWhen] = useState(false);
  const legendId = useId();
  const log = useLeadAction(url, () => {
    setOutcome("");
    setResult("");
    setDay("");
    setTime("");
    setDone(true);
  });
  // A call that reached the person says what came of it; the others say enough by themselves.
  const ready = result !== "" && (result !== "reached" || outcome.trim() !== "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    if (result === "call_back" && (!day || !time)) {
      setMissingWhen(true);
      return;
    }
    const body: Record<string, unknown> = { result, outcome: outcome.trim() };
    if (result === "call_back") body.call_back_at = `${day}T${time}`;
    log.mutate({ path: "calls", body });
  };
  const change = (set: (v: string) => void) => (v: string) => {
    setDone(false);
    setMissingWhen(false);
    set(v);
  };
  const errors = fieldErrors(log.error);
  const whenError = errors.call_back_at ?? (missingWhen ? t("adminLead.reply.callBackWhen") : undefined);
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <h3 className="text-sm font-semibold text-ink">{t("adminLead.reply.call")}</h3>
      <fieldset className="flex flex-col gap-1" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-ink">
          {t("adminLead.reply.reached")}
        </legend>
        {RESULTS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="result"
              value={value}
              checked={result === value}
              onChange={() => {
                setDone(false);
                setMissingWhen(false);
                setResult(value);
              }}
            />
            {t(`adminLead.reply.${LABELS[value]}`)}
          </label>
        ))}
      </fieldset>
      {result === "call_back" ? (
        <OfficeDayTime
          labels={{ day: t("adminLead.reply.callBackDay"), time: t("adminLead.reply.callBackTime") }}
          names={{ day: "call_back_on", time: "call_back_time" }}
          day={day}
          time={time}
          error={whenError}
          onDay={change(setDay)}
          onTime={change(setTime)}
        />
      ) : null}
      <InputField
        label={t("adminLead.reply.outcome")}
        name="outcome"
        dir="auto"
        maxLength={500}
        error={errors.outcome}
        value={outcome}
        onChange={change(setOutcome)}
      />
      {log.isError && !Object.keys(errors).length ? <ErrorNotice error={log.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-secondary" disabled={log.isPending || !ready}>
          {log.isPending ? t("adminLead.common.saving") : t("adminLead.reply.logCall")}
        </button>
        <Saved show={done && !log.isPending}>{t("adminLead.reply.callLogged")}</Saved>
      </div>
    </form>
  );
}
