// The chat the lead came from, as one timeline entry: folded to a line, unfolding to the conversation with
// the visitor on one side and the assistant on the other. Its anchor (#transcript, where the CSV export's
// link leads) opens it.
import { useEffect, useRef } from "react";
import { formatDateTime } from "../../format";
import { useAdminT } from "../../i18n";
import { WhyReply } from "../assistant/WhyReply";
import type { TimelineEntry } from "./timeline";

export function ChatEntry({ messages }: { messages: TimelineEntry["messages"] }) {
  const { t } = useAdminT();
  const box = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (typeof window !== "undefined" && window.location.hash === "#transcript" && box.current) {
      box.current.open = true;
      box.current.scrollIntoView?.();
    }
  }, []);
  return (
    <details id="transcript" ref={box} className="scroll-mt-4">
      <summary className="cursor-pointer font-medium text-brand-700">
        {t("adminLead.chat.summary", { count: messages.length })}
      </summary>
      <ol className="mt-3 flex flex-col gap-3" aria-label={t("adminLead.chat.title")}>
        {messages.map((m, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a transcript never reorders
            key={i}
            className={`max-w-[85%] rounded-lg px-3 py-2 ${
              m.role === "user" ? "self-end bg-brand-700 text-white" : "self-start bg-slate-100 text-ink"
            }`}
          >
            <p className="text-xs font-semibold opacity-80">
              {m.role === "user" ? t("adminLead.chat.visitor") : t("adminLead.chat.assistant")} ·{" "}
              {formatDateTime(m.at)}
            </p>
            <p className="whitespace-pre-wrap break-words" dir="auto">
              {m.content}
            </p>
            {m.reply ? (
              <WhyReply
                outcome={m.reply.outcome}
                confidence={m.reply.confidence}
                why={m.reply.why}
                helpful={m.reply.helpful}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
