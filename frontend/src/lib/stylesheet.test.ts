import { describe, expect, it } from "vitest";
import { loadStylesheet } from "./stylesheet";

const link = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);

describe("loadStylesheet", () => {
  it("adds the stylesheet once and resolves when it has loaded", async () => {
    const first = loadStylesheet("/static/a.css");
    expect(loadStylesheet("/static/a.css")).toBe(first);
    expect(document.head.querySelectorAll('link[href="/static/a.css"]')).toHaveLength(1);
    link("/static/a.css")?.dispatchEvent(new Event("load"));
    expect((await first).rel).toBe("stylesheet");
  });

  it("rejects with 'Failed to load CSS: {url}' and lets a later call try again", async () => {
    const failing = loadStylesheet("/static/missing.css");
    link("/static/missing.css")?.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow("Failed to load CSS: /static/missing.css");
    expect(link("/static/missing.css")).toBeNull();
    const again = loadStylesheet("/static/missing.css");
    expect(again).not.toBe(failing);
    link("/static/missing.css")?.dispatchEvent(new Event("load"));
    await expect(again).resolves.toBeTruthy();
  });
});
