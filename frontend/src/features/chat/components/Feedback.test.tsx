// The visitor's vote under the assistant's replies: only under the server's answers, one vote each,
// pressed state for assistive technology, the thank-you, in both languages.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../testing/render";
import { WELCOME_DELAY_MS } from "../constants";
import ChatWindow from "./ChatWindow";

type Call = { url: string; body: Record<string, unknown> };

function stubApi() {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/site") return new Response("{}", { status: 200 });
    const body = JSON.parse(String(init?.body ?? "{}"));
    calls.push({ url, body });
    if (url.endsWith("/api/chat/feedback"))
      return new Response(JSON.stringify({ messageId: body.messageId, helpful: body.helpful }), {
        status: 200,
      });
    const reply = {
      conversationId: "c-1",
      messages: [
        { role: "user", id: 41, content: body.message },
        { role: "assistant", id: 42, content: `Answer to: ${body.message}`, actions: [] },
      ],
    };
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

async function ask(text: string) {
  const input = screen.getByRole("textbox");
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    fireEvent.submit(input.closest("form") as HTMLFormElement);
  });
}

describe("the vote under a reply", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is under the server's answers only, and sends one vote with the server's id", async () => {
    const calls = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    act(() => vi.advanceTimersByTime(WELCOME_DELAY_MS));
    // The welcome is the widget's own: no vote under it.
    expect(screen.queryByRole("group", { name: "Was this answer helpful?" })).toBeNull();
    await ask("Do you move pets?");
    const group = screen.getByRole("group", { name: "Was this answer helpful?" });
    const yes = within(group).getByRole("button", { name: "Helpful" });
    const no = within(group).getByRole("button", { name: "Not helpful" });
    expect(no.getAttribute("aria-pressed")).toBe("false");
    await act(async () => {
      fireEvent.click(no);
    });
    expect(no.getAttribute("aria-pressed")).toBe("true");
    expect(yes.getAttribute("aria-pressed")).toBe("false");
    expect(within(group).getByRole("status").textContent).toBe("Thank you for your feedback.");
    await act(async () => {
      fireEvent.click(yes);
    });
    const votes = calls.filter((c) => c.url.endsWith("/api/chat/feedback"));
    expect(votes).toEqual([
      {
        url: "/api/chat/feedback",
        body: { conversationId: "c-1", messageId: 42, helpful: false },
      },
    ]);
  });

  it("speaks Arabic on an Arabic page", async () => {
    stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />, { path: "/ar" });
    await ask("هل تنقلون الحيوانات الأليفة؟");
    const group = screen.getByRole("group", { name: "هل كانت هذه الإجابة مفيدة؟" });
    const yes = within(group).getByRole("button", { name: "مفيد" });
    within(group).getByRole("button", { name: "غير مفيد" });
    await act(async () => {
      fireEvent.click(yes);
    });
    expect(yes.getAttribute("aria-pressed")).toBe("true");
    expect(within(group).getByRole("status").textContent).toBe("شكرًا لملاحظتك.");
  });
});
