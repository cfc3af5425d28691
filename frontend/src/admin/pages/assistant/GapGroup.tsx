// One group of the inbox: how many asked, when last, the questions as asked, what the assistant says now,
// and what the editor can do with it.
import { useState } from "react";
import type { GapGroupOut, GapIdsIn } from "../../../lib/api-types";
import { adminRequest } from "../../api";
import { Badge, ErrorNotice } from "../../components/ui";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import { AttachPanel } from "./AttachPanel";
import { FaqPanel } from "./FaqPanel";
import { Said } from "./Said";
import { useInboxAction } from "./useInboxAction";

export function GapGroup({ group, onDone }: { group: GapGroupOut; onDone: (message: string) => void }) {
  const { t } = useAdminT();
  const [panel, setPanel] = useState<"attach" | "faq" | null>(null);
  const dismiss = useInboxAction(
    (body: GapIdsIn) => adminRequest("POST", "/api/admin/assistant/gaps/dismiss", body),
    () => onDone(t("adminAssistant.dismissed")),
  );
  const rep = group.representative;
  return (
    <li className="card">
      <h2 className="font-semibold text-ink break-words" dir="auto">
        {rep.question}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{t("adminAssistant.count", { count: group.count })}</span>
        <span>·</span>
        <span>{t("adminAssistant.latest", { date: formatDateTime(group.latest) })}</span>
        {group.languages.map((lang) => (
          <Badge key={lang}>{t(`adminAssistant.languages.${lang}`)}</Badge>
        ))}
        {Object.keys(group.reasons).map((reason) => (
          <Badge key={reason} tone="pending">
            {t(`adminAssistant.reasons.${reason}`)}
          </Badge>
        ))}
      </p>
      <h3 className="mt-3 text-sm font-medium text-slate-700">{t("adminAssistant.samples")}</h3>
      <ul className="mt-1 list-disc ps-5 text-sm">
        {group.samples.map((s) => (
          <li key={s.id} dir="auto" className="break-words">
            {s.question}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 mb-1 text-sm font-medium text-slate-700">{t("adminAssistant.saysNow")}</h3>
      <Said said={group.answer} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={panel === "attach"}
          onClick={() => setPanel(panel === "attach" ? null : "attach")}
        >
          {t("adminAssistant.attach")}
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={panel === "faq"}
          onClick={() => setPanel(panel === "faq" ? null : "faq")}
        >
          {t("adminAssistant.writeFaq")}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate({ ids: group.ids })}
        >
          {t("adminAssistant.dismiss")}
        </button>
      </div>
      {dismiss.isError ? <ErrorNotice error={dismiss.error} /> : null}
      {panel === "attach" ? (
        <AttachPanel ids={group.ids} onClose={() => setPanel(null)} onDone={onDone} />
      ) : null}
      {panel === "faq" ? (
        <FaqPanel
          ids={group.ids}
          question={rep.question}
          language={rep.language}
          onClose={() => setPanel(null)}
          onDone={onDone}
        />
      ) : null}
    </li>
  );
}
