import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../testing/render";
import { ChatLauncher } from "./ChatLauncher";
import { AUTO_OPEN_MS, WELCOME_DELAY_MS } from "./constants";

const site = { company_name: { en: "Horizon Gate Immigration", ar: "بوابة الأفق للهجرة" } };

async function settle() {
  await vi.dynamicImportSettled();
  await act(async () => {});
}

describe("chat launcher", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => vi.useRealTimers());

  it("opens by itself after 3000 ms, then welcomes 500 ms later", async () => {
    renderAt(<ChatLauncher />, { data: { "/api/site": site } });
    act(() => vi.advanceTimersByTime(AUTO_OPEN_MS - 1));
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(screen.getByRole("dialog", { name: "Immigration assistant" })).toBeTruthy();
    expect(screen.queryByText(/I'm the Horizon Gate Immigration assistant/)).toBeNull();
    act(() => vi.advanceTimersByTime(WELCOME_DELAY_MS - 1));
    expect(screen.queryByText(/I'm the Horizon Gate Immigration assistant/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/I'm the Horizon Gate Immigration assistant/)).toBeTruthy();
    expect(window.localStorage.getItem("chat.opened")).toBe("1");
    // Opening by itself does not pull the visitor's focus into the chat.
    expect(document.activeElement).toBe(document.body);
  });

  it("does not open by itself after the visitor opened and closed it in the first 3 seconds", async () => {
    renderAt(<ChatLauncher />, { data: { "/api/site": site } });
    const button = screen.getByRole("button", { name: "Open chat with our assistant" });
    act(() => vi.advanceTimersByTime(1000));
    act(() => button.click());
    await settle();
    expect(screen.getByRole("dialog")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Close chat", expanded: true }).click());
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(AUTO_OPEN_MS * 2));
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the button is the only thing rendered until the chat is opened", () => {
    window.localStorage.setItem("chat.opened", "1");
    const { container } = renderAt(<ChatLauncher />, { data: { "/api/site": site } });
    expect(container.querySelectorAll("button")).toHaveLength(1);
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
  });

  it("never opens by itself once the visitor has opened it", async () => {
    window.localStorage.setItem("chat.opened", "1");
    renderAt(<ChatLauncher />, { path: "/ar", data: { "/api/site": site } });
    act(() => vi.advanceTimersByTime(10_000));
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => screen.getByRole("button", { name: "افتح المحادثة مع المساعد" }).click());
    await settle();
    expect(screen.getByRole("dialog", { name: "مساعد الهجرة" })).toBeTruthy();
  });

  it("closes with Escape and gives focus back to the button", async () => {
    window.localStorage.setItem("chat.opened", "1");
    renderAt(<ChatLauncher />, { data: { "/api/site": site } });
    const button = screen.getByRole("button", { name: "Open chat with our assistant" });
    act(() => button.click());
    await settle();
    const input = screen.getByRole("textbox", { name: "Your message" });
    expect(document.activeElement).toBe(input);
    act(() => {
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
    // Escape on the button itself closes an open chat too.
    act(() => button.click());
    expect(screen.getByRole("dialog")).toBeTruthy();
    act(() => {
      button.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
