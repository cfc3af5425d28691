import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, createQueryClient, getQueryFn } from "./api-client";

// A real HTTP server on loopback stands in for the API.
let server: Server;
let base = "";
const seen: { method?: string; url?: string; type?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, type: req.headers["content-type"], body });
      if (req.url === "/api/items/7") return res.end(JSON.stringify({ id: 7 }));
      if (req.url === "/api/private") {
        res.statusCode = 401;
        return res.end("");
      }
      res.statusCode = 404;
      res.end('{"error":{"code":"not_found"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const ctx = (queryKey: string[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

describe("the default query function", () => {
  it("GETs the key segments joined with a slash", async () => {
    const data = await getQueryFn({ on401: "throw" })(ctx([`${base}/api/items`, "7"]));
    expect(data).toEqual({ id: 7 });
  });

  it("raises 'status: text' for a failed call", async () => {
    await expect(getQueryFn({ on401: "throw" })(ctx([`${base}/api/missing`]))).rejects.toThrow(
      '404: {"error":{"code":"not_found"}}',
    );
  });

  it("uses the status text when the body is empty, or returns null on 401 when asked", async () => {
    await expect(getQueryFn({ on401: "throw" })(ctx([`${base}/api/private`]))).rejects.toThrow(
      "401: Unauthorized",
    );
    expect(await getQueryFn({ on401: "returnNull" })(ctx([`${base}/api/private`]))).toBeNull();
  });
});

describe("apiRequest", () => {
  it("sends the method and a JSON body with a JSON content type", async () => {
    await expect(apiRequest("POST", `${base}/api/nothing`, { a: 1 })).rejects.toBeInstanceOf(ApiError);
    const last = seen.at(-1);
    expect(last).toMatchObject({ method: "POST", type: "application/json", body: '{"a":1}' });
  });
});

describe("the query client", () => {
  it("never goes stale, does not refetch on focus and never retries", () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queries?.refetchOnWindowFocus).toBe(false);
    expect(options.queries?.refetchInterval).toBe(false);
    expect(options.queries?.retry).toBe(false);
    expect(options.mutations?.retry).toBe(false);
  });
});
