import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, createQueryClient } from "./api-client";

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

/** A query as the app makes it: keyed by its path, fetched by the query client's default function. */
const fetchKey = (queryKey: string[]) => createQueryClient().fetchQuery({ queryKey });

describe("the default query function", () => {
  it("GETs the key segments joined with a slash", async () => {
    expect(await fetchKey([`${base}/api/items`, "7"])).toEqual({ id: 7 });
  });

  it("raises 'status: text' for a failed call", async () => {
    await expect(fetchKey([`${base}/api/missing`])).rejects.toThrow('404: {"error":{"code":"not_found"}}');
  });

  it("raises with the status text when the body is empty, a 401 like any other failure", async () => {
    const failure = fetchKey([`${base}/api/private`]);
    await expect(failure).rejects.toThrow("401: Unauthorized");
    await expect(failure).rejects.toMatchObject({ status: 401 });
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
