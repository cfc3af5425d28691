// The chat's state machine (docs/product.md#chat-widget): welcome, turns with the assistant,
// the one-time request for contact details and what happens to the reply. Timers are plain
// setTimeout calls so tests drive them with fake timers.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "../../lib/api-client";
import { apiStream } from "../../lib/api-stream";
import type { ChatOut, ChatStreamEvent, LinkOut, MessageOut } from "../../lib/api-types";
import type { Lang } from "../../lib/lang";
import { utmParams } from "../../lib/utm";
import { CONTACT_REQUEST_DELAY_MS, FOLLOW_UP_DELAY_MS, WELCOME_DELAY_MS } from "./constants";
import { detectContact, isDecline } from "./contact-detection";
import { chatStorage } from "./storage";

export type ChatLink = LinkOut;
// `id` is the widget's own key for the message. Never the server's id: a server id is a number
// in another sequence, and keys from two sequences can collide (React then duplicates or drops
// bubbles), as can the same server message shown twice.
// `actions`: what the visitor can do next, as buttons (after a hand-off: WhatsApp, the booking page).
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  link?: ChatLink;
  actions?: ChatLink[];
  /** The server's id of an assistant reply (for the visitor's vote); none on the widget's own messages. */
  serverId?: number;
};

export type ChatTexts = {
  welcome: string;
  askContact: string;
  askAgain: string;
  declined: string;
  thanks: (name?: string) => string;
};

let counter = 0;
const nextId = () => `m${++counter}`;

/** The reply as the widget shows it, under the widget's own key. */
const fromServer = (id: string, message: MessageOut): ChatMessage => ({
  id,
  role: "assistant",
  content: message.content,
  link: message.link ?? undefined,
  actions: message.actions,
  serverId: message.id,
});

/** A stream that failed before it started is tried once as a plain request (an older server, a proxy
 * that refuses event streams), unless the server refused the message itself (422, 429). */
const retriesPlain = (error: unknown) => !(error instanceof ApiError && [422, 429].includes(error.status));

/** `stream`: the server streams its answers (the LLM mode, told by the site settings' `chat_streams`);
 * else every turn is the documented POST /api/chat/message. */
export function useChat({
  lang,
  open,
  texts,
  stream = false,
}: {
  lang: Lang;
  open: boolean;
  texts: ChatTexts;
  stream?: boolean;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // Pending: a reply is on its way (the input waits). Typing: and none of it has arrived yet.
  const [pending, setPending] = useState(false);
  const [typing, setTyping] = useState(false);
  // A ref as well as state: two Enter presses in one frame must not send two requests.
  const inFlight = useRef(false);
  // The next message is read as contact details (after the request, until details, a decline, or a
  // second message without details once the request was made again with its example).
  const awaitingContact = useRef(false);
  const askedAgain = useRef(false);
  // The visitor's messages since the request: sent with the details, so the conversation kept on the
  // server (the lead's transcript) has them.
  const contactReplies = useRef<string[]>([]);
  const askedForContact = useRef(chatStorage.contactAsked() || chatStorage.visitor() !== null);
  const timers = useRef<number[]>([]);
  const textsRef = useRef(texts);
  textsRef.current = texts;

  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
  const say = useCallback((content: string, link?: ChatLink) => {
    setMessages((list) => [...list, { id: nextId(), role: "assistant", content, link }]);
  }, []);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  // The welcome, 500 ms after the window first opens, unless a message is already shown.
  const welcomed = useRef(false);
  useEffect(() => {
    if (!open || welcomed.current) return;
    welcomed.current = true;
    later(WELCOME_DELAY_MS, () =>
      setMessages((list) =>
        list.length ? list : [{ id: nextId(), role: "assistant", content: textsRef.current.welcome }],
      ),
    );
  }, [open, later]);

  /** The visitor's reply to the contact request. False when it is not contact details after the request
   * was already made again: the visitor has moved on, and the message goes to the assistant. */
  const captureContact = useCallback(
    (text: string): boolean => {
      if (isDecline(text)) {
        awaitingContact.current = false;
        later(FOLLOW_UP_DELAY_MS, () => say(textsRef.current.declined));
        return true;
      }
      const details = detectContact(text);
      contactReplies.current.push(text);
      if (!details) {
        if (askedAgain.current) {
          awaitingContact.current = false;
          return false;
        }
        askedAgain.current = true;
        later(FOLLOW_UP_DELAY_MS, () => say(textsRef.current.askAgain));
        return true;
      }
      awaitingContact.current = false;
      chatStorage.setVisitor(details);
      apiRequest("POST", "/api/chat/contact", {
        conversationId: chatStorage.conversationId(),
        name: details.name ?? "",
        phone: details.phone ?? "",
        language: lang,
        page_url: window.location.href,
        replies: contactReplies.current,
        utm: utmParams(window.location.search),
      }).catch((error: unknown) => console.error("Chat contact not saved:", error));
      later(FOLLOW_UP_DELAY_MS, () => say(textsRef.current.thanks(details.name?.split(" ")[0])));
      return true;
    },
    [lang, later, say],
  );

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || inFlight.current) return;
      setMessages((list) => [...list, { id: nextId(), role: "user", content: text }]);
      // The reply to "name and phone?" is read as contact details: it is not sent to the assistant,
      // unless it still holds none after the request was made again.
      if (awaitingContact.current && captureContact(text)) return;
      inFlight.current = true;
      setPending(true);
      setTyping(true);
      const held = chatStorage.conversationId();
      const remember = (conversationId?: string | null) => {
        if (!held && conversationId) chatStorage.setConversationId(conversationId);
      };
      const body = {
        message: text,
        language: lang,
        ...(held ? { conversationId: held } : {}),
        page_url: window.location.href,
      };
      // What the stream brought: whether it started, the reply's bubble (created by the first piece of
      // text, replaced by the stored message) and the stored message.
      const got: { started: boolean; bubble: string | null; reply?: MessageOut } = {
        started: false,
        bubble: null,
      };
      /** The documented turn: one request, its last message shown when it is the assistant's. */
      const plain = async () => {
        const res = await apiRequest("POST", "/api/chat/message", body);
        const answer = (await res.json()) as ChatOut;
        remember(answer.conversationId);
        got.reply = answer.messages.at(-1);
      };
      const streamed = async () => {
        await apiStream("/api/chat/message/stream", body, ({ event, data }) => {
          const payload = JSON.parse(data) as ChatStreamEvent;
          if (event === "start") {
            got.started = true;
            remember(payload.conversationId);
          } else if (event === "delta" && payload.text) {
            const piece = payload.text;
            setTyping(false);
            const id = got.bubble;
            if (id === null) {
              const fresh = nextId();
              got.bubble = fresh;
              setMessages((list) => [...list, { id: fresh, role: "assistant", content: piece }]);
            } else {
              setMessages((list) =>
                list.map((m) => (m.id === id ? { ...m, content: m.content + piece } : m)),
              );
            }
          } else if (event === "done") {
            remember(payload.conversationId);
            got.reply = payload.message ?? undefined;
          }
        });
        if (!got.reply) throw new Error("The chat stream ended before its reply.");
      };
      try {
        if (!stream) await plain();
        else {
          try {
            await streamed();
          } catch (error) {
            if (got.started || !retriesPlain(error)) throw error;
            await plain();
          }
        }
        const reply = got.reply;
        if (reply?.role === "assistant") {
          // What was stored is what stays (a streamed answer that failed its last check is replaced).
          const streamed = got.bubble;
          setMessages((list) =>
            streamed === null
              ? [...list, fromServer(nextId(), reply)]
              : list.map((m) => (m.id === streamed ? fromServer(streamed, reply) : m)),
          );
          if (!askedForContact.current) {
            askedForContact.current = true;
            chatStorage.markContactAsked();
            later(CONTACT_REQUEST_DELAY_MS, () => {
              awaitingContact.current = true;
              say(textsRef.current.askContact);
            });
          }
        }
      } catch (error) {
        // Logged; the typing indicator goes; nothing is shown to the visitor (docs/product.md#chat-states),
        // not even the part of a reply that had arrived.
        console.error("Chat message failed:", error);
        const partial = got.bubble;
        if (partial !== null) setMessages((list) => list.filter((m) => m.id !== partial));
      } finally {
        inFlight.current = false;
        setPending(false);
        setTyping(false);
      }
    },
    [lang, stream, captureContact, later, say],
  );

  return { messages, pending, typing, send };
}
