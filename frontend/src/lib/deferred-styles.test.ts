import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFERRED_STYLESHEET,
  DEFERRED_STYLESHEET_DELAY_MS,
  scheduleDeferredStylesheet,
} from "./deferred-styles";

describe("the deferred stylesheet", () => {
  afterEach(() => vi.useRealTimers());

  it("is requested 100 ms after the page has loaded", () => {
    vi.useFakeTimers();
    const selector = `link[rel="stylesheet"][href="${DEFERRED_STYLESHEET}"]`;
    scheduleDeferredStylesheet();
    vi.advanceTimersByTime(DEFERRED_STYLESHEET_DELAY_MS - 1);
    expect(document.head.querySelector(selector)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(DEFERRED_STYLESHEET_DELAY_MS).toBe(100);
    expect(document.head.querySelector(selector)).not.toBeNull();
  });
});
