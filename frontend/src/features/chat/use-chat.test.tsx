// The chat hook with a streamed reply: the typing indicator until the first piece, the reply growing
// piece by piece, the stored message kept at the end, and the fallbacks when the stream fails.
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChatTexts, useChat } from "./use-chat";

const texts: ChatTexts = {
  welcome: "Welcome",
  askContact: "Your name and phone?",
  askAgain: "Again?",
  declined: "No problem",
  thanks: () => "Thanks",
};

const encoder = new TextEncoder();
const event = (type: string, data: Record<string, unknown>) =>
  encoder.encode(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
const stored = (content: string, extra: Record<string, unknown> = {}) => ({
  role: "assistant",
  id: 2,
  content,
  link: { href: "/faq#faq-1", label: "More on this page" },
  actions: [],
  ...extra,
});

/** A fake API whose stream the test writes to as it likes (`push`, `end`, `fail`). */
function stubStream(stream: { status?: number; throws?: boolean } = {}) {
  const urls: string[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    urls.push(url);
    if (url.endsWith("/api/chat/message")) {
      const reply = {
        conversationId: "c-9",
        messages: [{ role: "user", id: 1, content: "q" }, stored("Plain")],
      };
      return new Response(JSON.stringify(reply), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }
    if (stream.throws) throw new TypeError("Failed to fetch");
    if (stream.status) return new Response('{"error":{"code":"x"}}', { status: stream.status });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  });
  const write = async (chunk: Uint8Array) => {
    await waitFor(() => expect(controller).toBeDefined());
    await act(async () => {
      controller?.enqueue(chunk);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return {
    urls,
    push: (type: string, data: Record<string, unknown>) => write(event(type, data)),
    end: () => act(async () => controller?.close()),
    fail: () => act(async () => controller?.error(new TypeError("network lost"))),
  };
}

const start = { conversationId: "c-1", message: { role: "user", id: 1, content: "is it free?" } };

describe("useChat with a streamed reply", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("types until the first piece, grows the reply piece by piece and keeps the stored message", async () => {
    const api = stubStream();
    const { result } = renderHook(() => useChat({ lang: "en", open: false, texts, stream: true }));
    act(() => void result.current.send("is it free?"));
    expect(result.current.typing).toBe(true);
    expect(result.current.pending).toBe(true);
    await api.push("start", start);
    expect(window.localStorage.getItem("chat.conversationId")).toBe("c-1");
    expect(result.current.typing).toBe(true);
    await api.push("delta", { text: "Yes: it" });
    expect(result.current.typing).toBe(false);
    expect(result.current.pending).toBe(true); // the input waits for the whole reply
    expect(result.current.messages.at(-1)?.content).toBe("Yes: it");
    await api.push("delta", { text: " is free." });
    expect(result.current.messages.at(-1)?.content).toBe("Yes: it is free.");
    await api.push("done", { conversationId: "c-1", message: stored("Yes: it is free.") });
    await api.end();
    await waitFor(() => expect(result.current.pending).toBe(false));
    const [user, reply] = result.current.messages;
    expect(user).toMatchObject({ role: "user", content: "is it free?" });
    expect(reply).toMatchObject({
      role: "assistant",
      content: "Yes: it is free.",
      link: { href: "/faq#faq-1" },
    });
    expect(result.current.messages).toHaveLength(2);
    expect(api.urls).toEqual(["/api/chat/message/stream"]);
  });

  it("replaces what streamed with the stored message when they differ", async () => {
    const api = stubStream();
    const { result } = renderHook(() => useChat({ lang: "en", open: false, texts, stream: true }));
    act(() => void result.current.send("is it free?"));
    await api.push("start", start);
    await api.push("delta", { text: "It is free and then" });
    await api.push("done", {
      conversationId: "c-1",
      message: stored("Yes. The first consultation is free."),
    });
    await api.end();
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.messages.map((m) => m.content)).toEqual([
      "is it free?",
      "Yes. The first consultation is free.",
    ]);
  });

  it.each([
    ["a network error", { throws: true }],
    ["a server error", { status: 502 }],
    ["an endpoint it does not know", { status: 404 }],
  ])("falls back to the plain endpoint after %s before the stream starts", async (_name, failure) => {
    const api = stubStream(failure);
    const { result } = renderHook(() => useChat({ lang: "en", open: false, texts, stream: true }));
    await act(() => result.current.send("is it free?"));
    expect(api.urls).toEqual(["/api/chat/message/stream", "/api/chat/message"]);
    expect(result.current.messages.at(-1)).toMatchObject({ role: "assistant", content: "Plain" });
    expect(window.localStorage.getItem("chat.conversationId")).toBe("c-9");
    expect(result.current.typing).toBe(false);
  });

  it("does not send again a message the server refused (429)", async () => {
    const api = stubStream({ status: 429 });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = renderHook(() => useChat({ lang: "en", open: false, texts, stream: true }));
    await act(() => result.current.send("is it free?"));
    expect(api.urls).toEqual(["/api/chat/message/stream"]);
    expect(log).toHaveBeenCalled();
    expect(result.current.messages).toHaveLength(1);
    expect(result.current.pending).toBe(false);
  });

  it("a stream broken after it started is a failed request: the part shown goes, nothing is resent", async () => {
    const api = stubStream();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = renderHook(() => useChat({ lang: "en", open: false, texts, stream: true }));
    act(() => void result.current.send("is it free?"));
    await api.push("start", start);
    await api.push("delta", { text: "Yes: it" });
    await api.fail();
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(log).toHaveBeenCalled();
    expect(result.current.messages.map((m) => m.content)).toEqual(["is it free?"]);
    expect(result.current.typing).toBe(false);
    expect(api.urls).toEqual(["/api/chat/message/stream"]);
  });
});

describe("useChat by default (the server does not stream)", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("asks the documented POST /api/chat/message and shows its last message, the assistant's", async () => {
    const api = stubStream();
    const { result } = renderHook(() => useChat({ lang: "ar", open: false, texts }));
    await act(() => result.current.send("is it free?"));
    expect(api.urls).toEqual(["/api/chat/message"]);
    expect(result.current.messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "is it free?"],
      ["assistant", "Plain"],
    ]);
    expect(window.localStorage.getItem("chat.conversationId")).toBe("c-9");
  });

  it("shows nothing on a non-OK answer and does not try the stream", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const urls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      urls.push(String(input));
      return new Response('{"error":{"code":"x"}}', { status: 502 });
    });
    const { result } = renderHook(() => useChat({ lang: "en", open: false, texts }));
    await act(() => result.current.send("is it free?"));
    expect(urls).toEqual(["/api/chat/message"]);
    expect(result.current.messages.map((m) => m.role)).toEqual(["user"]);
    expect(result.current.typing).toBe(false);
  });
});
