import { describe, expect, it } from "vitest";
import { matchRoute } from "./routes";

// How API paths are filled from the URL (the same as on the server): app/shared-cases.test.ts.
describe("matchRoute", () => {
  it("matches with and without the /ar prefix", () => {
    expect(matchRoute("/")?.route.path).toBe("/");
    expect(matchRoute("/ar")?.route.path).toBe("/");
    expect(matchRoute("/no-such-page")).toBeNull();
  });
});
