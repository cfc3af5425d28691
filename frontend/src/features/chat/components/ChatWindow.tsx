// The chat window (loaded on demand by ChatLauncher): a non-modal dialog, 375 x 525 px, or a
// full-height sheet on phones narrower than that; on phones it first opens by itself as a compact
// card (ChatCard). It stays mounted once opened, so closing and reopening keeps the conversation.
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { WhatsAppIcon } from "../../../components/ui/icons";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { Link } from "../../../lib/router";
import { useSite } from "../../../lib/site";
import { type ChatLink, type ChatMessage, useChat } from "../use-chat";
import { ChatCard } from "./ChatCard";
import { CloseChatButton, TypingDots } from "./chat-bits";
import { Feedback } from "./Feedback";

/** How close to the bottom (px) the visitor must be for the list to keep following new messages. */
const FOLLOW_SLACK = 40;

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" fill="currentColor" aria-hidden="true">
      <path d="M3.478 2.404a.75.75 0 0 0-.926.941l2.432 7.905H13.5a.75.75 0 0 1 0 1.5H4.984l-2.432 7.905a.75.75 0 0 0 .926.94 60.519 60.519 0 0 0 18.445-8.986.75.75 0 0 0 0-1.218A60.517 60.517 0 0 0 3.478 2.404Z" />
    </svg>
  );
}

/** A reply's next steps: the booking page (on this site) or WhatsApp (a new window, the question
 * already written in), as buttons under the bubble. */
function Actions({ actions }: { actions: ChatLink[] }) {
  const { t } = useT();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {actions.map((action) =>
        action.href.startsWith("/") ? (
          <Link
            key={action.href}
            to={action.href}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {action.label}
          </Link>
        ) : (
          <a
            key={action.href}
            href={action.href}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
          >
            <WhatsAppIcon className="size-4" />
            {action.label}
            <span className="sr-only"> {t("a11y.newWindow")}</span>
          </a>
        ),
      )}
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === "user";
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm whitespace-pre-line ${
          mine ? "rounded-ee-sm bg-brand-700 text-white" : "rounded-es-sm bg-slate-100 text-slate-800"
        }`}
        dir="auto"
      >
        {message.content}
        {message.link ? (
          <Link to={message.link.href} className="mt-2 block font-semibold text-brand-700 underline">
            {message.link.label}
          </Link>
        ) : null}
        {message.actions?.length ? <Actions actions={message.actions} /> : null}
        {!mine && message.serverId !== undefined ? <Feedback messageId={message.serverId} /> : null}
      </div>
    </li>
  );
}

export default function ChatWindow({
  open,
  onClose,
  focusOnOpen = true,
  compact = false,
  onExpand = () => undefined,
}: {
  open: boolean;
  onClose: () => void;
  /** False when the window opened by itself: it must not pull focus away from the page. */
  focusOnOpen?: boolean;
  /** Shown as the compact card (a phone, opened by itself); `onExpand` opens the whole window. */
  compact?: boolean;
  onExpand?: () => void;
}) {
  const { t, lang } = useT();
  const site = useSite();
  const company = pickText(site?.company_name, lang);
  const { messages, pending, typing, send } = useChat({
    lang,
    open,
    stream: site?.chat_streams ?? false,
    texts: {
      welcome: t("chat.welcome", { company }),
      askContact: t("chat.askContact"),
      askAgain: t("chat.askAgain"),
      declined: t("chat.declined"),
      thanks: (name) => (name ? t("chat.thanksName", { name }) : t("chat.thanks")),
    },
  });
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // Follow the newest message unless the visitor has scrolled up to read an earlier one.
  const following = useRef(true);
  const titleId = useId();

  const whole = open && !compact;
  useEffect(() => {
    if (whole && focusOnOpen) input.current?.focus();
  }, [whole, focusOnOpen]);
  // The input is disabled while a reply is pending, which drops its focus: give it back after.
  const refocus = useRef(false);
  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) input.current?.focus({ preventScroll: true });
  }, [pending]);
  // Escape closes the window even when the focus has dropped to the page (the input is disabled
  // while a reply is pending); a key pressed inside another control of the page is left alone.
  useEffect(() => {
    if (!whole) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      const onPage = event.target === document.body || event.target === document;
      if (event.key === "Escape" && onPage) onClose();
    };
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, [whole, onClose]);
  // After every change of what is shown (a message, the typing indicator turning into the reply,
  // the window opening), the list scrolls to its end, unless the visitor is reading further up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what change the list's height
  useLayoutEffect(() => {
    const el = log.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [messages, pending, whole]);
  const onScroll = () => {
    const el = log.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    refocus.current =
      event.currentTarget instanceof HTMLElement && event.currentTarget.contains(document.activeElement);
    void send(draft);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onClose();
  };

  if (open && compact) {
    const last = messages.findLast((message) => message.role === "assistant");
    return <ChatCard text={last?.content} onExpand={onExpand} onClose={onClose} />;
  }

  return (
    <section
      id="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      // The size is in the classes (375 x 525 px, docs/product.md#chat-widget), not a style attribute,
      // which the Content-Security-Policy would refuse in server-rendered markup.
      className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl min-[376px]:inset-auto min-[376px]:end-2 min-[376px]:bottom-20 min-[376px]:h-[525px] min-[376px]:max-h-[calc(100dvh-6rem)] min-[376px]:w-[min(375px,calc(100vw-1rem))] min-[376px]:rounded-2xl min-[376px]:border min-[376px]:border-slate-200 sm:end-4"
    >
      <header className="flex items-center justify-between gap-3 bg-brand-700 min-[376px]:rounded-t-2xl px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="text-base font-semibold">
            {t("chat.title")}
          </h2>
          <p className="text-xs text-brand-100">{t("chat.subtitle")}</p>
        </div>
        <CloseChatButton onClose={onClose} className="hover:bg-white/10" />
      </header>
      {/* The log is a wrapper: an <ol> given role="log" would no longer be a list for its items. */}
      <div
        ref={log}
        onScroll={onScroll}
        className="flex-1 overflow-y-auto px-4 py-4"
        role="log"
        aria-live="polite"
        aria-label={t("chat.log")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <ol className="space-y-3">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {typing ? (
            <li className="flex justify-start" data-testid="chat-typing">
              <span className="sr-only">{t("chat.typing")}</span>
              <TypingDots className="rounded-2xl bg-slate-100 px-4 py-3" />
            </li>
          ) : null}
        </ol>
      </div>
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 p-3">
        <label htmlFor="chat-input" className="sr-only">
          {t("chat.inputLabel")}
        </label>
        <input
          ref={input}
          id="chat-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={pending}
          maxLength={2000}
          autoComplete="off"
          placeholder={t("chat.placeholder")}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-sm disabled:bg-slate-50"
        />
        <button
          type="submit"
          disabled={pending || !draft.trim()}
          aria-label={t("chat.send")}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          <SendIcon />
        </button>
      </form>
      <p className="px-4 pb-3 text-[11px] leading-snug text-slate-500">{t("chat.disclaimer")}</p>
    </section>
  );
}
