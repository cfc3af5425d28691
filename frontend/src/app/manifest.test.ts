import { describe, expect, it } from "vitest";
import { fillPath, matchRoute } from "./manifest";

// The same cases as backend/web/tests/test_routes.py: Django and React must build the same keys.
describe("fillPath", () => {
  it("takes query values from the URL and drops absent ones", () => {
    expect(fillPath("/api/blog?page=:page&tag=:tag", {}, "?page=2")).toBe("/api/blog?page=2");
    expect(fillPath("/api/blog?page=:page", {}, "")).toBe("/api/blog");
    expect(fillPath("/api/search?q=:q", {}, "?q=كندا %26 visa")).toBe(
      "/api/search?q=%D9%83%D9%86%D8%AF%D8%A7+%26+visa",
    );
    expect(fillPath("/api/x/:slug?fixed=1", { slug: "a b" })).toBe("/api/x/a%20b?fixed=1");
  });
});

describe("matchRoute", () => {
  it("matches with and without the /ar prefix", () => {
    expect(matchRoute("/")?.route.path).toBe("/");
    expect(matchRoute("/ar")?.route.path).toBe("/");
    expect(matchRoute("/no-such-page")).toBeNull();
  });
});
