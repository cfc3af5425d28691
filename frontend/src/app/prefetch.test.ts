import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PREFETCH_DELAY_MS, prefetchCode, schedulePrefetch } from "./prefetch";

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
    expect(keys).toEqual(["/api/pages/about", "/api/team"]); // one page per task
    vi.runOnlyPendingTimers();
    expect(keys.sort()).toEqual([
      "/api/blog",
      "/api/offices",
      "/api/pages/about",
      "/api/services",
      "/api/team",
    ]);
  });

  it("fetches the prefetched pages' code chunks the boot data lists, without running them, a few per task", () => {
    vi.useFakeTimers();
    const boot = document.createElement("script");
    boot.id = "boot";
    boot.type = "application/json";
    boot.textContent = JSON.stringify({
      entry: "/e.js",
      preload: [],
      prefetch: ["/static/a.js", "/static/b.js", "/static/c.js", "/static/d.js"],
    });
    document.body.append(boot);
    const hrefs = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
        link.getAttribute("href"),
      );
    prefetchCode(window);
    expect(hrefs()).toEqual(["/static/a.js", "/static/b.js", "/static/c.js"]);
    vi.runOnlyPendingTimers();
    expect(hrefs()).toEqual(["/static/a.js", "/static/b.js", "/static/c.js", "/static/d.js"]);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    boot.remove();
    for (const link of links) link.remove();
  });
});
