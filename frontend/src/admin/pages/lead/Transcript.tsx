// "Chat transcript": the conversation a chat lead came from, visitor on one side, assistant on the other.
import { formatDateTime } from "../../format";
import type { LeadDetail } from "../../types";

/** Nothing for a lead that did not come from the chat. */
export function Transcript({ messages }: { messages: LeadDetail["timeline"][number]["messages"] }) {
  if (messages.length === 0) return null;
  return (
    <section className="card" aria-labelledby="transcript-heading">
      <h2 id="transcript-heading" className="mb-3 font-semibold text-ink">
        Chat transcript
      </h2>
      <ol className="flex flex-col gap-3">
        {messages.map((m, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a transcript never reorders
            key={i}
            className={`max-w-[85%] rounded-lg px-3 py-2 ${
              m.role === "user" ? "self-end bg-brand-700 text-white" : "self-start bg-slate-100 text-ink"
            }`}
          >
            <p className="text-xs font-semibold opacity-80">
              {m.role === "user" ? "Visitor" : "Assistant"} · {formatDateTime(m.at)}
            </p>
            <p className="whitespace-pre-wrap" dir="auto">
              {m.content}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
