// The app-wide toasts (SPEC section 9): one at a time, a new one replaces the old, shown for 5 s,
// swiped away to the right; a dismissed toast stays in the store (closed) until it is removed.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { useT } from "../../app/hooks";
import { CheckIcon, CloseIcon } from "./icons";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1000000;
export const TOAST_DURATION = 5000;
export const SWIPE_THRESHOLD = 50;

export type ToastVariant = "success" | "error";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: string; open: boolean };

type Action =
  | { type: "ADD"; toast: ToastItem }
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

/** The store's state change for one action (exported for tests). */
export function reducer(state: ToastItem[], action: Action): ToastItem[] {
  switch (action.type) {
    case "ADD":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "DISMISS":
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case "REMOVE":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

const EMPTY: ToastItem[] = [];
let memory: ToastItem[] = EMPTY;
let count = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: Action): void {
  memory = reducer(memory, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      dispatch({ type: "REMOVE", id });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast (or all); it is removed from the store TOAST_REMOVE_DELAY ms later. */
export function dismissToast(id?: string): void {
  for (const t of memory) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  dispatch({ type: "DISMISS", id });
}

/** Empties the store at once (tests). */
export function clearToasts(): void {
  for (const timer of removals.values()) clearTimeout(timer);
  removals.clear();
  dispatch({ type: "REMOVE" });
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({ type: "ADD", toast: { variant: "success", ...input, id, open: true } });
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store (none on the server). */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => memory,
    () => EMPTY,
  );
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  error: "border-red-200 bg-red-50 text-red-950",
};

const ICON_CLASSES: Record<ToastVariant, string> = {
  success: "bg-emerald-600 text-white",
  error: "bg-red-600 text-white",
};

function ErrorIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M12 7v6M12 17h.01" />
    </svg>
  );
}

/** Mounted once in the app: the toasts in a viewport at the bottom end of the screen. */
export function Toaster() {
  const { t } = useT();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD}
      label={t("toast.label")}
    >
      {toasts.map(({ id, title, description, variant = "success", open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-12 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0 transition-[transform,opacity] duration-200 ${VARIANT_CLASSES[variant]}`}
        >
          <span
            className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${ICON_CLASSES[variant]}`}
          >
            {variant === "error" ? <ErrorIcon /> : <CheckIcon className="size-4" />}
          </span>
          <div className="min-w-0">
            <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t("toast.close")}
            className="absolute end-1 top-1 flex size-11 items-center justify-center rounded-full opacity-70 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label={t("toast.viewport")}
        className="pointer-events-none fixed bottom-0 end-0 z-[2147483647] m-0 flex max-h-screen w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
