// What the widget remembers in localStorage: the conversation, the visitor's details, whether the
// visitor already opened the chat (then it never opens by itself again), whether the contact request
// was already made.
import { CONVERSATION_KEY } from "../../lib/visitor";
import type { ContactDetails } from "./contact-detection";

const KEYS = {
  // The forms send it with what they send (lib/visitor.ts).
  conversation: CONVERSATION_KEY,
  visitor: "chat.visitor",
  opened: "chat.opened",
  contactAsked: "chat.contactAsked",
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // private mode, storage disabled
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: the chat still works for this page view.
  }
}

export const chatStorage = {
  conversationId: () => read(KEYS.conversation),
  setConversationId: (id: string) => write(KEYS.conversation, id),
  visitor: (): ContactDetails | null => {
    const raw = read(KEYS.visitor);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as ContactDetails;
    } catch {
      return null;
    }
  },
  setVisitor: (details: ContactDetails) => write(KEYS.visitor, JSON.stringify(details)),
  wasOpened: () => read(KEYS.opened) === "1",
  markOpened: () => write(KEYS.opened, "1"),
  // Contact details are asked for once per visitor (after the first reply only: docs/product.md#chat-states),
  // also across page loads: the conversation goes on after a reload.
  contactAsked: () => read(KEYS.contactAsked) === "1",
  markContactAsked: () => write(KEYS.contactAsked, "1"),
};
