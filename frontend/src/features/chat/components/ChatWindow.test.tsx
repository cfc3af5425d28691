import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../testing/render";
import { CONTACT_REQUEST_DELAY_MS, FOLLOW_UP_DELAY_MS } from "../constants";
import ChatWindow from "./ChatWindow";

type Call = { url: string; body: Record<string, unknown> };

function stubApi(fail = false) {
  const calls: Call[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/site") return new Response("{}", { status: 200 });
    const body = JSON.parse(String(init?.body ?? "{}"));
    calls.push({ url, body });
    if (url.endsWith("/api/chat/contact"))
      return new Response('{"leadId":1,"created":true}', { status: 201 });
    await gate;
    if (fail) return new Response("boom", { status: 500 });
    const reply = {
      conversationId: "c-1",
      messages: [
        { role: "user", id: 1, content: body.message },
        {
          role: "assistant",
          id: 2,
          content: "Typically 6–12 months.",
          link: { href: "/countries/canada", label: "Canada" },
        },
      ],
    };
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { calls, release };
}

function type(text: string) {
  const input = screen.getByRole("textbox", { name: "Your message" });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest("form") as HTMLFormElement);
}

describe("chat window", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("never sends an empty message and disables send until there is text", () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    const send = screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type("   ");
    expect(api.calls).toHaveLength(0);
  });

  it("shows typing while pending, then the reply; asks once for contact details; captures them", async () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    type("how long for Canada?");
    expect(screen.getByTestId("chat-typing")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Your message" }) as HTMLInputElement).disabled).toBe(true);
    await act(async () => api.release());
    expect(screen.queryByTestId("chat-typing")).toBeNull();
    expect(screen.getByText("Typically 6–12 months.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Canada" }).getAttribute("href")).toBe("/countries/canada");
    expect(api.calls[0].body).toMatchObject({ message: "how long for Canada?", language: "en" });
    expect(window.localStorage.getItem("chat.conversationId")).toBe("c-1");

    act(() => vi.advanceTimersByTime(CONTACT_REQUEST_DELAY_MS - 1));
    expect(screen.queryByText(/share your name and phone number/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/share your name and phone number/)).toBeTruthy();

    type("hmm");
    act(() => vi.advanceTimersByTime(FOLLOW_UP_DELAY_MS));
    expect(screen.getByText(/Please write them like this/)).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith("/api/chat/message"))).toHaveLength(1);

    type("Sara Ahmed +974 5512 3456");
    expect(api.calls.at(-1)).toMatchObject({
      url: "/api/chat/contact",
      body: { conversationId: "c-1", name: "Sara Ahmed", phone: "+974 5512 3456" },
    });
    act(() => vi.advanceTimersByTime(FOLLOW_UP_DELAY_MS));
    expect(screen.getByText(/Thank you, Sara!/)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem("chat.visitor") ?? "{}").phone).toBe("+974 5512 3456");

    // Normal chat resumes, and contact details are not asked for again.
    type("and for Australia?");
    await act(async () => {});
    expect(api.calls.at(-1)?.url).toBe("/api/chat/message");
    expect(api.calls.at(-1)?.body.conversationId).toBe("c-1");
    act(() => vi.advanceTimersByTime(CONTACT_REQUEST_DELAY_MS * 2));
    expect(screen.getAllByText(/share your name and phone number/)).toHaveLength(1);
  });

  it("on a failed request logs it, removes the typing indicator and shows nothing", async () => {
    const api = stubApi(true);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt(<ChatWindow open onClose={() => undefined} />, { path: "/ar" });
    const before = screen.queryAllByRole("listitem").length;
    fireEvent.change(screen.getByRole("textbox", { name: "رسالتك" }), { target: { value: "مرحبا" } });
    fireEvent.submit(screen.getByRole("textbox", { name: "رسالتك" }).closest("form") as HTMLFormElement);
    await act(async () => api.release());
    expect(log).toHaveBeenCalled();
    expect(screen.queryByTestId("chat-typing")).toBeNull();
    expect(screen.queryAllByRole("listitem").length).toBe(before + 1); // only the visitor's message
    act(() => vi.advanceTimersByTime(CONTACT_REQUEST_DELAY_MS));
    expect(screen.queryByText(/اسمك ورقم هاتفك/)).toBeNull();
  });
});
