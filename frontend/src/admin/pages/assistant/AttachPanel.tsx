// Attach a group's questions to an answer the assistant has: search the answers (its own intents, the
// site's pages and FAQ), choose one, confirm.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AttachIn, TargetOut } from "../../../lib/api-types";
import { adminRequest, toQuery } from "../../api";
import { ErrorNotice, Field } from "../../components/ui";
import { inAdminLanguage } from "../../format";
import { useAdminT } from "../../i18n";
import { useInboxAction } from "./useInboxAction";

export function AttachPanel({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const { t } = useAdminT();
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<TargetOut | null>(null);
  const targets = useQuery<TargetOut[]>({ queryKey: [`/api/admin/assistant/targets${toQuery({ q })}`] });
  const attach = useInboxAction(
    (body: AttachIn) => adminRequest("POST", "/api/admin/assistant/gaps/attach", body),
    () => onDone(t("adminAssistant.attached")),
  );
  const title = (target: TargetOut) => inAdminLanguage(target.title.en, target.title.ar) || target.target;
  return (
    <div className="mt-3 rounded-lg border border-slate-200 p-3">
      <Field label={t("adminAssistant.searchTargets")}>
        {({ id }) => (
          <input
            id={id}
            type="search"
            dir="auto"
            value={q}
            placeholder={t("adminAssistant.searchPlaceholder")}
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </Field>
      <fieldset className="mt-3 max-h-64 overflow-y-auto">
        <legend className="sr-only">{t("adminAssistant.searchTargets")}</legend>
        {targets.data?.length === 0 ? (
          <p className="text-sm text-slate-600">{t("adminAssistant.noTargets")}</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {targets.data?.map((target) => (
            <li key={target.target}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-slate-50">
                <input
                  type="radio"
                  name={`target-${ids[0]}`}
                  checked={chosen?.target === target.target}
                  onChange={() => setChosen(target)}
                />
                <span dir="auto">{title(target)}</span>
                <span className="text-xs text-slate-500">{t(`adminAssistant.kinds.${target.kind}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {attach.isError ? <ErrorNotice error={attach.error} /> : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={!chosen || attach.isPending}
          onClick={() => chosen && attach.mutate({ ids, target: chosen.target })}
        >
          {t("adminAssistant.confirmAttach", { count: ids.length })}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t("adminAssistant.cancel")}
        </button>
        {chosen ? (
          <span className="text-sm text-slate-600">
            {t("adminAssistant.chosen", { title: title(chosen) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
