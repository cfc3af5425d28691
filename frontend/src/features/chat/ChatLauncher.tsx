// The chat button on every public page: light, in the first-load bundle. The window's code loads
// on demand: fetched a second before the window opens by itself (3 s after load unless the visitor
// opened it before), or as soon as the visitor points at or focuses the button. On phones the window
// opens by itself as a compact card (phone-rule.ts); the button or the card's reply opens it whole.
// The button comes right after the header in the page (early in the tab order) but sits fixed in
// the bottom corner.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n-hooks";
import { AUTO_OPEN_MS } from "./constants";
import { isPageField, isPhone } from "./phone-rule";
import { chatStorage } from "./storage";

const loadWindow = () => import("./components/ChatWindow");
const ChatWindow = lazy(loadWindow);
const PRELOAD_BEFORE_OPEN_MS = 1000;

function preload() {
  loadWindow().catch(() => undefined); // retried by lazy() when the window is shown
}

function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M7.5 8.25h9m-9 3.75h5.25M21 12c0 4.556-4.03 8.25-9 8.25a9.76 9.76 0 0 1-2.555-.337A5.97 5.97 0 0 1 5.41 20.97a5.97 5.97 0 0 1-.474-.065 4.48 4.48 0 0 0 .978-2.025c.09-.457-.133-.901-.467-1.226C3.93 16.178 3 14.189 3 12c0-4.556 4.03-8.25 9-8.25s9 3.694 9 8.25Z"
      />
    </svg>
  );
}

export function ChatLauncher() {
  const { t } = useT();
  // closed, open whole, or the compact card a phone gets when the window opens by itself
  const [mode, setMode] = useState<"closed" | "open" | "compact">("closed");
  const open = mode !== "closed";
  const [loaded, setLoaded] = useState(false);
  // Opened by the visitor (the input takes focus) or by itself (focus stays where the visitor is).
  const [byVisitor, setByVisitor] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const timers = useRef<number[]>([]);

  const cancelAutoOpen = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  const show = useCallback(
    (visitor: boolean) => {
      cancelAutoOpen(); // opened once: it never opens by itself again, even after a close
      chatStorage.markOpened();
      setByVisitor(visitor);
      setLoaded(true);
      setMode(visitor || !isPhone() ? "open" : "compact");
    },
    [cancelAutoOpen],
  );

  useEffect(() => {
    if (chatStorage.wasOpened()) return;
    const autoOpen = () => {
      if (isPhone() && isPageField(document.activeElement)) return; // busy with a form
      show(false);
    };
    timers.current = [
      window.setTimeout(preload, AUTO_OPEN_MS - PRELOAD_BEFORE_OPEN_MS),
      window.setTimeout(autoOpen, AUTO_OPEN_MS),
    ];
    return cancelAutoOpen;
  }, [show, cancelAutoOpen]);

  // The compact card makes way as soon as the visitor starts filling a form of the page.
  useEffect(() => {
    if (mode !== "compact") return;
    const onFocus = (event: FocusEvent) => {
      if (isPageField(event.target)) setMode("closed");
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [mode]);

  const close = useCallback(() => {
    setMode("closed");
    button.current?.focus();
  }, []);
  const expand = useCallback(() => {
    setByVisitor(true);
    setMode("open");
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => (mode === "open" ? close() : show(true))}
        onPointerEnter={preload}
        onFocus={preload}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close();
        }}
        aria-expanded={mode === "open"}
        aria-controls="chat-window"
        aria-label={mode === "open" ? t("chat.close") : t("chat.open")}
        className="js-only fixed end-4 bottom-[calc(0.5rem+env(safe-area-inset-bottom))] z-40 sm:bottom-4 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/20 transition hover:bg-brand-800 focus-visible:outline-offset-4"
      >
        <ChatIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatWindow
            open={open}
            compact={mode === "compact"}
            focusOnOpen={byVisitor}
            onClose={close}
            onExpand={expand}
          />
        </Suspense>
      ) : null}
    </>
  );
}
