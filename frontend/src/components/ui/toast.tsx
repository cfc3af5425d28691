// The app-wide toasts (docs/product.md#notifications): one at a time, a new one replaces the old, 5 s each,
// swiped away to the right; a dismissed toast stays in the store (closed) until it is removed.
// The store is here; the view (Radix Toast, about 10 KB gzip) is in toast-view.tsx and loads with
// the first toast, so pages that never show one never load it.
import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";

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

type ViewModule = { ToastView: ComponentType };
let viewModule: Promise<ViewModule> | null = null;
function loadView(): Promise<ViewModule> {
  viewModule ??= import("./toast-view");
  return viewModule;
}

/** Mounted once in the app: the toasts in a viewport at the bottom end of the screen. The view loads
 * with the first toast, or when the visitor presses F8 (the viewport's hotkey) before there is one. */
export function Toaster() {
  const toasts = useToasts();
  const [View, setView] = useState<ComponentType | null>(null);
  const [wanted, setWanted] = useState(false);
  const needed = wanted || toasts.length > 0;

  useEffect(() => {
    if (View || needed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") setWanted(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [View, needed]);

  useEffect(() => {
    if (View || !needed) return;
    let current = true;
    loadView().then(
      (mod) => current && setView(() => mod.ToastView),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [View, needed]);

  return View ? <View /> : null;
}
