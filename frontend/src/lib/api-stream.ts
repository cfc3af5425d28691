// Server-Sent Events over fetch, for an API call that answers as it goes (the chat's reply). Built on
// the one API client (apiRequest: same headers, credentials and ApiError on a failed status); a module
// of its own so that only the code that streams (the chat window's lazy chunk) carries it.
import { apiRequest } from "./api-client";

/** One event: its name (`message` when the server names none) and its data lines joined by "\n". */
export type ServerEvent = { event: string; data: string };

/** Parses one block of an event stream (the lines between two blank lines); null when it has no data. */
export function parseEvent(block: string): ServerEvent | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue; // a comment (a keep-alive)
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length ? { event, data: data.join("\n") } : null;
}

/** POSTs `data` as JSON and calls `onEvent` for each event as it arrives; resolves when the stream
 * ends. A failed status throws apiRequest's ApiError before any event; an answer that is not an
 * event stream throws too. An event cut off by the end of the stream is dropped, as EventSource does. */
export async function apiStream(
  url: string,
  data: unknown,
  onEvent: (event: ServerEvent) => void,
): Promise<void> {
  const res = await apiRequest("POST", url, data, { Accept: "text/event-stream" });
  if (!(res.headers.get("Content-Type") ?? "").startsWith("text/event-stream")) {
    throw new Error(`${url} did not answer with an event stream`);
  }
  const decoder = new TextDecoder();
  const reader = res.body?.getReader();
  let buffer = "";
  const flush = () => {
    buffer = buffer.replace(/\r\n|\r(?=.)/gs, "\n");
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
    }
  };
  if (!reader) {
    buffer = await res.text();
    flush();
    return;
  }
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    flush();
    if (done) return;
  }
}
