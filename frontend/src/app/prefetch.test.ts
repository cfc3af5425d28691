import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PREFETCH_DELAY_MS, schedulePrefetch } from "./prefetch";

describe("prefetch of about, services, blog and contact", () => {
  afterEach(() => vi.useRealTimers());

  it("starts 2000 ms after load and fetches each page's data once", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const keys: string[] = [];
    vi.spyOn(client, "prefetchQuery").mockImplementation(async (options) => {
      keys.push(String(options.queryKey?.[0]));
    });
    schedulePrefetch(client);
    vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    expect(keys).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(keys.sort()).toEqual([
      "/api/blog",
      "/api/offices",
      "/api/pages/about",
      "/api/services",
      "/api/team",
    ]);
  });
});
