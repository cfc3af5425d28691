// The browser's reference to what the visitor did before on the site: the chat assistant's conversation
// id, which the widget keeps in local storage (features/chat/storage.ts writes it under this key; only
// this browser holds it). The public forms that make a lead (contact, booking, a calculator's assessment)
// send it as `visitor`, and the lead arrives with the conversation (backend chat/story.py). A form sent
// without script sends none.

export const CONVERSATION_KEY = "chat.conversationId";

/** The chat's conversation id in this browser, or "" (no chat yet, storage disabled, the server). */
export function visitorRef(): string {
  try {
    return window.localStorage.getItem(CONVERSATION_KEY) ?? "";
  } catch {
    return ""; // no window (server), private mode, storage disabled
  }
}
