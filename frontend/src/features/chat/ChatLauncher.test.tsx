import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../testing/render";
import { ChatLauncher } from "./ChatLauncher";
import { AUTO_OPEN_MS, WELCOME_DELAY_MS } from "./constants";
import { PHONE_QUERY } from "./phone-rule";

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

  describe("on a phone", () => {
    beforeEach(() => {
      const real = window.matchMedia;
      vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
        query === PHONE_QUERY ? ({ ...real(query), matches: true } as MediaQueryList) : real(query),
      );
    });
    afterEach(() => vi.restoreAllMocks());

    it("opens by itself as a compact card with the welcome, and its reply button opens the whole window", async () => {
      renderAt(<ChatLauncher />, { path: "/ar", data: { "/api/site": site } });
      act(() => vi.advanceTimersByTime(AUTO_OPEN_MS));
      await settle();
      const card = screen.getByRole("dialog", { name: "مساعد الهجرة" });
      expect(card.hasAttribute("data-compact")).toBe(true);
      expect(screen.queryByRole("textbox")).toBeNull();
      act(() => vi.advanceTimersByTime(WELCOME_DELAY_MS));
      expect(card.textContent).toContain("أنا مساعد بوابة الأفق للهجرة");
      expect(document.activeElement).toBe(document.body);
      act(() => screen.getByRole("button", { name: "اطرح سؤالك" }).click());
      const whole = screen.getByRole("dialog", { name: "مساعد الهجرة" });
      expect(whole.hasAttribute("data-compact")).toBe(false);
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "رسالتك" }));
      expect(screen.getByRole("log").textContent).toContain("أنا مساعد بوابة الأفق للهجرة"); // the same conversation
    });

    it("makes way for a form: closes when a page field takes focus, and stays shut if one has it at 3 s", async () => {
      const { unmount } = renderAt(
        <>
          <input aria-label="First name" />
          <ChatLauncher />
        </>,
        { data: { "/api/site": site } },
      );
      act(() => vi.advanceTimersByTime(AUTO_OPEN_MS));
      await settle();
      expect(screen.getByRole("dialog")).toBeTruthy();
      act(() => screen.getByLabelText("First name").focus());
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(document.activeElement).toBe(screen.getByLabelText("First name")); // focus stays in the form
      unmount();

      window.localStorage.clear();
      renderAt(
        <>
          <input aria-label="Email" />
          <ChatLauncher />
        </>,
        { data: { "/api/site": site } },
      );
      act(() => screen.getByLabelText("Email").focus());
      act(() => vi.advanceTimersByTime(AUTO_OPEN_MS * 2));
      await settle();
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  });
});
