// The chat's state machine with fake timers: every timing, the contact capture and the failure rule
// of docs/product.md#chat-widget.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../testing/render";
import { CONTACT_REQUEST_DELAY_MS, FOLLOW_UP_DELAY_MS, WELCOME_DELAY_MS } from "../constants";
import ChatWindow from "./ChatWindow";

type Call = { url: string; body: Record<string, unknown> };

/** A fake API. Each chat message waits until `respond()`; `sameIds` makes the server reuse its ids. */
function stubApi({ fail = false, sameIds = false, answer = {} as Record<string, unknown> } = {}) {
  const calls: Call[] = [];
  const waiting: (() => void)[] = [];
  let nextId = 1;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/site") return new Response("{}", { status: 200 });
    const body = JSON.parse(String(init?.body ?? "{}"));
    calls.push({ url, body });
    if (url.endsWith("/api/chat/contact"))
      return new Response('{"leadId":1,"created":true}', { status: 201 });
    // The widget asks POST /api/chat/message; it streams only when the site settings say the server
    // streams (use-chat.test.tsx tests the stream itself).
    const streams = url.endsWith("/stream");
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (fail) return new Response("boom", { status: 500 });
    if (sameIds) nextId = 1;
    const reply = {
      conversationId: "c-1",
      messages: [
        { role: "user", id: nextId++, content: body.message },
        {
          role: "assistant",
          id: nextId++,
          content: `Answer to: ${body.message}`,
          link: { href: "/countries/canada", label: "Canada" },
          ...answer,
        },
      ],
    };
    if (streams) {
      const [user, assistant] = reply.messages;
      const events = [
        { type: "start", conversationId: "c-1", message: user },
        { type: "delta", text: assistant.content },
        { type: "done", conversationId: "c-1", message: assistant },
      ];
      const text = events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join("");
      return new Response(text, { status: 200, headers: { "Content-Type": "text/event-stream" } });
    }
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  const messages = () => calls.filter((c) => c.url.includes("/api/chat/message"));
  const respond = async () => {
    await act(async () => waiting.shift()?.());
  };
  return { calls, messages, respond };
}

const input = () => screen.getByRole("textbox", { name: /Your message|رسالتك/ }) as HTMLInputElement;
const sendButton = () =>
  screen.getByRole("button", { name: /Send message|أرسل الرسالة/ }) as HTMLButtonElement;

/** Types into the input and presses Enter (the form's submit). */
function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest("form") as HTMLFormElement);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const bubbles = () => screen.queryAllByRole("listitem").filter((li) => li.textContent);

const ASK = /share your name and phone number/;
const ASK_AGAIN = /Please write them like this: Ahmed Khan/;

describe("chat window", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is a labelled dialog with a polite log, and welcomes 500 ms after opening", () => {
    stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Immigration assistant" });
    expect(screen.getByRole("log").getAttribute("aria-live")).toBe("polite");
    expect(dialog.contains(document.activeElement)).toBe(true);
    wait(WELCOME_DELAY_MS - 1);
    expect(bubbles()).toHaveLength(0);
    wait(1);
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0].textContent).toMatch(/^Hello! I'm the/);
    // The log wraps a real list (an <ol> given role="log" would no longer be a list for its items),
    // and can be scrolled from the keyboard.
    const log = screen.getByRole("log");
    expect(within(log).getByRole("list")).toBeTruthy();
    expect(within(log).getAllByRole("listitem")).toHaveLength(1);
    expect(log.tabIndex).toBe(0);
  });

  it("skips the welcome when a message is already shown", async () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    type("hello");
    await api.respond();
    wait(WELCOME_DELAY_MS);
    expect(screen.queryByText(/^Hello! I'm the/)).toBeNull();
  });

  it("does not take focus when it opened by itself", () => {
    stubApi();
    renderAt(<ChatWindow open focusOnOpen={false} onClose={() => undefined} />);
    expect(document.activeElement).toBe(document.body);
  });

  it("never sends an empty or blank message; send is disabled until there is text", () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    expect(sendButton().disabled).toBe(true);
    type("");
    type("   \n ");
    expect(api.calls).toHaveLength(0);
    fireEvent.change(input(), { target: { value: "  " } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: "hi" } });
    expect(sendButton().disabled).toBe(false);
  });

  it("shows typing and disables input and send while a reply is pending, then shows the reply with its link", async () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    type("how long for Canada?");
    expect(screen.getByTestId("chat-typing")).toBeTruthy();
    expect(input().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: "again" } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.submit(input().closest("form") as HTMLFormElement);
    expect(api.messages()).toHaveLength(1); // nothing sent while pending
    await api.respond();
    expect(screen.queryByTestId("chat-typing")).toBeNull();
    expect(input().disabled).toBe(false);
    expect(screen.getByText("Answer to: how long for Canada?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Canada" }).getAttribute("href")).toBe("/countries/canada");
    // The documented request: POST /api/chat/message with {message, language, conversationId?}.
    expect(api.messages()[0].url).toBe("/api/chat/message");
    expect(api.messages()[0].body).toEqual({
      message: "how long for Canada?",
      language: "en",
      page_url: window.location.href,
    });
    expect(window.localStorage.getItem("chat.conversationId")).toBe("c-1");
  });

  it("shows a hand-off's actions as buttons: WhatsApp in a new window, the booking page on the site", async () => {
    const whatsapp = "https://wa.me/97444312200?text=Hello%2C%20I%20have%20a%20question";
    const api = stubApi({
      answer: {
        link: null,
        actions: [
          { href: whatsapp, label: "Message us on WhatsApp" },
          { href: "/book", label: "Book a free consultation" },
        ],
      },
    });
    renderAt(<ChatWindow open onClose={() => undefined} />);
    type("who won the football match");
    await api.respond();
    const chat = screen.getByRole("link", { name: /Message us on WhatsApp/ });
    expect(chat.getAttribute("href")).toBe(whatsapp);
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(chat.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: "Book a free consultation" }).getAttribute("href")).toBe("/book");
    expect(screen.queryByRole("link", { name: "Canada" })).toBeNull();
  });

  it("asks for contact details 1000 ms after the first reply only; the answer is not sent to the assistant", async () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    type("how long for Canada?");
    await api.respond();
    wait(CONTACT_REQUEST_DELAY_MS - 1);
    expect(screen.queryByText(ASK)).toBeNull();
    wait(1);
    expect(screen.getByText(ASK)).toBeTruthy();

    // Neither a name nor a phone: asked again with an example, 500 ms later.
    type("hmm");
    wait(FOLLOW_UP_DELAY_MS - 1);
    expect(screen.queryByText(ASK_AGAIN)).toBeNull();
    wait(1);
    expect(screen.getByText(ASK_AGAIN)).toBeTruthy();
    expect(api.messages()).toHaveLength(1);

    // Details: stored, posted as a contact (not as a chat message), thanked by name 500 ms later.
    type("Sara Ahmed +974 5512 3456");
    expect(api.calls.at(-1)).toEqual({
      url: "/api/chat/contact",
      body: {
        conversationId: "c-1",
        name: "Sara Ahmed",
        phone: "+974 5512 3456",
        language: "en",
        page_url: window.location.href,
        // What the visitor wrote since the request, kept in the conversation (the lead's transcript).
        replies: ["hmm", "Sara Ahmed +974 5512 3456"],
        utm: {},
      },
    });
    expect(api.messages()).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem("chat.visitor") ?? "{}")).toEqual({
      name: "Sara Ahmed",
      phone: "+974 5512 3456",
    });
    wait(FOLLOW_UP_DELAY_MS - 1);
    expect(screen.queryByText(/Thank you, Sara!/)).toBeNull();
    wait(1);
    expect(screen.getByText(/Thank you, Sara!/)).toBeTruthy();

    // Normal chat resumes, and the details are not asked for again.
    type("and for Australia?");
    expect(api.messages()).toHaveLength(2);
    expect(api.messages()[1].body.conversationId).toBe("c-1");
    await api.respond();
    wait(CONTACT_REQUEST_DELAY_MS * 3);
    expect(screen.getAllByText(ASK)).toHaveLength(1);
  });

  it.each([
    ["en", "/", ASK, ASK_AGAIN, "what about Australia?"],
    ["ar", "/ar", /يُرجى كتابة اسمك ورقم هاتفك/, /يُرجى كتابتهما هكذا/, "وماذا عن أستراليا؟"],
  ])(
    "in %s, a visitor who ignores the request is asked again once, then answered as before",
    async (_lang, path, ask, askAgain, question) => {
      const api = stubApi();
      renderAt(<ChatWindow open onClose={() => undefined} />, { path });
      type("how long for Canada?");
      await api.respond();
      wait(CONTACT_REQUEST_DELAY_MS);
      expect(screen.getByText(ask)).toBeTruthy();
      type("hmm");
      wait(FOLLOW_UP_DELAY_MS);
      expect(screen.getByText(askAgain)).toBeTruthy();
      expect(api.messages()).toHaveLength(1);

      // Still no name or phone: the visitor has moved on; the question goes to the assistant.
      type(question);
      expect(api.messages()).toHaveLength(2);
      expect(api.messages()[1].body).toMatchObject({ message: question, conversationId: "c-1" });
      await api.respond();
      expect(screen.getByText(`Answer to: ${question}`)).toBeTruthy();
      type("and the fees?");
      expect(api.messages()).toHaveLength(3);
      await api.respond();
      expect(screen.getByText("Answer to: and the fees?")).toBeTruthy();
      wait(CONTACT_REQUEST_DELAY_MS * 3);
      expect(screen.getAllByText(ask)).toHaveLength(1);
      expect(screen.getAllByText(askAgain)).toHaveLength(1);
      expect(api.calls.some((c) => c.url.endsWith("/api/chat/contact"))).toBe(false);
    },
  );

  it("a phone alone is enough, and the thank-you then has no name", async () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />, { path: "/ar" });
    fireEvent.change(input(), { target: { value: "كم تستغرق الفيزا؟" } });
    fireEvent.submit(input().closest("form") as HTMLFormElement);
    await api.respond();
    wait(CONTACT_REQUEST_DELAY_MS);
    expect(screen.getByText(/يُرجى كتابة اسمك ورقم هاتفك/)).toBeTruthy();
    type("٥٥١٢٣٤٥٦");
    expect(api.calls.at(-1)?.body).toEqual({
      conversationId: "c-1",
      name: "",
      phone: "55123456",
      language: "ar",
      page_url: window.location.href,
      replies: ["٥٥١٢٣٤٥٦"],
      utm: {},
    });
    wait(FOLLOW_UP_DELAY_MS);
    expect(screen.getByText(/^شكرًا لك! سيتواصل معك/)).toBeTruthy();
  });

  it("sends the page address's campaign tags with the details, as the contact form does", async () => {
    const api = stubApi();
    window.history.replaceState(null, "", "/?utm_source=instagram&utm_medium=social&fbclid=x");
    try {
      renderAt(<ChatWindow open onClose={() => undefined} />);
      type("hello");
      await api.respond();
      wait(CONTACT_REQUEST_DELAY_MS);
      type("Sara Ahmed +974 5512 3456");
      expect(api.calls.at(-1)?.url).toBe("/api/chat/contact");
      expect(api.calls.at(-1)?.body.utm).toEqual({ utm_source: "instagram", utm_medium: "social" });
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("a visitor who declines is not stored and not asked again", async () => {
    const api = stubApi();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    type("hello");
    await api.respond();
    wait(CONTACT_REQUEST_DELAY_MS);
    type("no thanks");
    wait(FOLLOW_UP_DELAY_MS);
    expect(screen.getByText(/^No problem/)).toBeTruthy();
    expect(api.calls.some((c) => c.url.endsWith("/api/chat/contact"))).toBe(false);
    type("what about Australia?");
    expect(api.messages()).toHaveLength(2);
  });

  it("the contact request is made once per visitor, also after a reload", async () => {
    const api = stubApi();
    const first = renderAt(<ChatWindow open onClose={() => undefined} />);
    type("hello");
    await api.respond();
    wait(CONTACT_REQUEST_DELAY_MS);
    expect(screen.getByText(ASK)).toBeTruthy();
    first.unmount();
    renderAt(<ChatWindow open onClose={() => undefined} />);
    type("hello again");
    expect(api.messages().at(-1)?.body.conversationId).toBe("c-1");
    await api.respond();
    wait(CONTACT_REQUEST_DELAY_MS * 2);
    expect(screen.queryByText(ASK)).toBeNull();
  });

  it("keeps every bubble when the server's message ids repeat or match the widget's", async () => {
    const api = stubApi({ sameIds: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt(<ChatWindow open onClose={() => undefined} />);
    wait(WELCOME_DELAY_MS);
    type("first");
    await api.respond();
    wait(CONTACT_REQUEST_DELAY_MS);
    type("no");
    wait(FOLLOW_UP_DELAY_MS);
    type("second");
    await api.respond();
    expect(screen.getByText("Answer to: first")).toBeTruthy();
    expect(screen.getByText("Answer to: second")).toBeTruthy();
    // welcome, first, answer, ask, no, declined, second, answer
    expect(bubbles()).toHaveLength(8);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/);
  });

  it("on a failed request logs it, removes the typing indicator, shows nothing and does not ask for details", async () => {
    const api = stubApi({ fail: true });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt(<ChatWindow open onClose={() => undefined} />, { path: "/ar" });
    wait(WELCOME_DELAY_MS);
    const before = bubbles().length;
    fireEvent.change(input(), { target: { value: "مرحبا" } });
    fireEvent.submit(input().closest("form") as HTMLFormElement);
    await api.respond();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByTestId("chat-typing")).toBeNull();
    expect(input().disabled).toBe(false);
    expect(bubbles()).toHaveLength(before + 1); // only the visitor's message
    wait(CONTACT_REQUEST_DELAY_MS * 2);
    expect(screen.queryByText(/اسمك ورقم هاتفك/)).toBeNull();
  });

  it("Escape closes", () => {
    stubApi();
    const onClose = vi.fn();
    renderAt(<ChatWindow open onClose={onClose} />);
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("Escape closes while a reply is pending, when the disabled input has dropped the focus", () => {
    stubApi();
    const onClose = vi.fn();
    renderAt(<ChatWindow open onClose={onClose} />);
    type("how long for Canada?");
    expect(input().disabled).toBe(true);
    // In a browser the disabled input loses the focus to the page; the key then comes from <body>.
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
