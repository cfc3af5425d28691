// Small pieces the chat window and the compact card share.

import { CloseIcon } from "../../../components/ui/icons";
import { useT } from "../../../lib/i18n-hooks";

/** The assistant's "typing" dots (decorative: say it in words beside them). */
export function TypingDots({ className = "" }: { className?: string }) {
  return (
    <span className={`flex gap-1 ${className}`} aria-hidden="true">
      <span className="size-2 animate-bounce rounded-full bg-slate-400" />
      <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
      <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
    </span>
  );
}

/** The chat's close button, 44 px round. */
export function CloseChatButton({ onClose, className }: { onClose: () => void; className: string }) {
  const { t } = useT();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={t("chat.close")}
      className={`grid size-11 shrink-0 place-items-center rounded-full ${className}`}
    >
      <CloseIcon className="size-5" />
    </button>
  );
}
