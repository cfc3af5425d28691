import { act, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../testing/render";
import {
  clearToasts,
  dismissToast,
  reducer,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  Toaster,
  toast,
  useToasts,
} from "./toast";

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe("toast store", () => {
  it("uses the settings of docs/product.md#notifications", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1000000);
    expect(TOAST_DURATION).toBe(5000);
    expect(SWIPE_THRESHOLD).toBe(50);
  });

  it("keeps one toast: a new one replaces the old", () => {
    const first = { id: "1", title: "First", open: true };
    const second = { id: "2", title: "Second", open: true };
    expect(reducer(reducer([], { type: "ADD", toast: first }), { type: "ADD", toast: second })).toEqual([
      second,
    ]);

    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Saved", variant: "success" });
      toast({ title: "Failed", description: "Try again", variant: "error" });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({
      title: "Failed",
      description: "Try again",
      variant: "error",
      open: true,
    });
  });

  it("keeps a dismissed toast closed in the store until the removal delay has passed", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Saved" }).dismiss();
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: "Saved", variant: "success", open: false });
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it("dismisses every toast when no id is given", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Saved" });
      dismissToast();
    });
    expect(result.current.map((t) => t.open)).toEqual([false]);
  });
});

describe("Toaster", () => {
  it("renders nothing on the server or before its view has loaded", () => {
    const { container } = renderAt(<Toaster />);
    expect(container.innerHTML).toBe("");
  });

  it("loads its view when F8 is pressed, so the hotkey reaches the viewport before any toast", async () => {
    renderAt(<Toaster />, { path: "/ar" });
    expect(screen.queryByRole("region")).toBeNull();
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "F8" }));
    });
    expect(await screen.findByRole("region", { name: "الإشعارات (F8)" })).toBeTruthy();
  });

  it("shows only the newest toast, with a localized close button and viewport label", async () => {
    renderAt(<Toaster />);
    act(() => {
      toast({ title: "Old news", variant: "success" });
      toast({ title: "Fresh news", description: "Details", variant: "error" });
    });
    expect((await screen.findAllByText("Fresh news")).length).toBeGreaterThan(0);
    expect(screen.queryAllByText("Old news")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Close notification" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeTruthy();
    expect(document.querySelector('[data-variant="error"]')).not.toBeNull();
  });

  it("speaks Arabic on Arabic pages and closes with its button", async () => {
    renderAt(<Toaster />, { path: "/ar" });
    act(() => {
      toast({ title: "تم", variant: "success" });
    });
    expect(await screen.findByRole("region", { name: "الإشعارات (F8)" })).toBeTruthy();
    const close = await screen.findByRole("button", { name: "إغلاق الإشعار" });
    act(() => close.click());
    expect(screen.queryByRole("button", { name: "إغلاق الإشعار" })).toBeNull();
  });
});
