// The SSE reader against a real HTTP server on loopback that writes its events in awkward pieces.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { apiStream, parseEvent, type ServerEvent } from "./api-stream";

let server: Server;
let base = "";
const bodies: string[] = [];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", async () => {
      bodies.push(body);
      if (req.url === "/limited") {
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "5" });
        return res.end('{"error":{"code":"rate_limited","message":"Too many messages."}}');
      }
      if (req.url === "/json") {
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end("{}");
      }
      res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" });
      // An event split inside its field name, inside its data and inside a two-byte Arabic letter;
      // a comment; CRLF line ends; data on two lines; and an event cut off by the end.
      const arabic = Buffer.from('event: delta\ndata: {"text":"مرحبا"}\n\n');
      const pieces: (string | Buffer)[] = [
        ": keep-alive\n\nev",
        'ent: start\ndata: {"conversationId":',
        '"c-1"}\n\n',
        arabic.subarray(0, 29),
        arabic.subarray(29),
        "event: delta\r\ndata: line one\r\ndata: line two\r\n\r\n",
        "data: no name\n\n",
        'event: done\ndata: {"cut":',
      ];
      for (const piece of pieces) {
        res.write(piece);
        await pause(5);
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("apiStream", () => {
  it("posts JSON and gives each event as it arrives, however the bytes were split", async () => {
    const events: ServerEvent[] = [];
    await apiStream(`${base}/stream`, { message: "hi" }, (event) => events.push(event));
    expect(bodies.at(-1)).toBe('{"message":"hi"}');
    expect(events).toEqual([
      { event: "start", data: '{"conversationId":"c-1"}' },
      { event: "delta", data: '{"text":"مرحبا"}' },
      { event: "delta", data: "line one\nline two" },
      { event: "message", data: "no name" },
    ]);
  });

  it("throws the API client's error for a failed status, before any event", async () => {
    const events: ServerEvent[] = [];
    const error = await apiStream(`${base}/limited`, {}, (event) => events.push(event)).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(events).toEqual([]);
  });

  it("throws for an answer that is not an event stream", async () => {
    await expect(apiStream(`${base}/json`, {}, () => undefined)).rejects.toThrow(/event stream/);
  });
});

describe("parseEvent", () => {
  it("reads the event's name and data, and skips comments and empty blocks", () => {
    expect(parseEvent("event: done\ndata: {}")).toEqual({ event: "done", data: "{}" });
    expect(parseEvent("data:tight")).toEqual({ event: "message", data: "tight" });
    expect(parseEvent(": only a comment")).toBeNull();
  });
});
