// The compact chat card a phone gets when the chat opens by itself: the assistant's greeting above
// the call bar, a reply button that opens the whole window, and a close button. It keeps out of the
// way of the page (phone-rule.ts): out of sight while it would cover the hero's buttons.
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../lib/i18n-hooks";
import { coversAvoided } from "../phone-rule";
import { CloseChatButton, TypingDots } from "./chat-bits";

export function ChatCard({
  text,
  onExpand,
  onClose,
}: {
  /** The assistant's latest message (the welcome); the typing dots until it arrives. */
  text: string | undefined;
  onExpand: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const [inTheWay, setInTheWay] = useState(true);

  useEffect(() => {
    const check = () => {
      if (card.current) setInTheWay(coversAvoided(card.current.getBoundingClientRect()));
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, []);

  return (
    <section
      ref={card}
      id="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-compact=""
      className={`fixed end-2 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 w-[min(20rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl ${
        inTheWay ? "invisible" : ""
      }`}
    >
      <div className="flex items-start gap-2">
        <h2 id={titleId} className="sr-only">
          {t("chat.title")}
        </h2>
        <p className="line-clamp-3 min-w-0 flex-1 ps-1 pt-1 text-sm text-slate-800" dir="auto">
          {text ?? <span className="sr-only">{t("chat.typing")}</span>}
          {text ? null : <TypingDots className="inline-flex" />}
        </p>
        <CloseChatButton onClose={onClose} className="-mt-1 -me-1 text-slate-500 hover:bg-slate-100" />
      </div>
      <button type="button" onClick={onExpand} className="btn-primary mt-2 w-full">
        {t("chat.reply")}
      </button>
    </section>
  );
}
