// "Helpful" / "Not helpful" under one of the assistant's replies (docs/chat.md, "The content-gap inbox"):
// one vote per reply, sent to POST /api/chat/feedback; "not helpful" puts the question in the editors' inbox.
import { useState } from "react";
import { apiRequest } from "../../../lib/api-client";
import type { FeedbackIn } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { chatStorage } from "../storage";

export function Feedback({ messageId }: { messageId: number }) {
  const { t } = useT();
  const [vote, setVote] = useState<boolean | null>(null);
  const send = (helpful: boolean) => {
    const conversationId = chatStorage.conversationId();
    if (vote !== null || !conversationId) return;
    setVote(helpful);
    const body: FeedbackIn = { conversationId, messageId, helpful };
    // A vote that does not arrive changes nothing the visitor needs: no error is shown.
    apiRequest("POST", "/api/chat/feedback", body).catch(() => undefined);
  };
  const button = (helpful: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={vote === helpful}
      disabled={vote !== null}
      onClick={() => send(helpful)}
      className="min-h-9 rounded-full border border-slate-300 px-3 text-xs font-semibold text-slate-700 hover:bg-white aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 disabled:cursor-default"
    >
      {label}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset
    <div role="group" aria-label={t("chat.vote")} className="mt-2 flex flex-wrap items-center gap-2">
      {button(true, t("chat.helpful"))}
      {button(false, t("chat.notHelpful"))}
      {vote !== null ? (
        <span role="status" className="text-xs text-slate-600">
          {t("chat.voteThanks")}
        </span>
      ) : null}
    </div>
  );
}
