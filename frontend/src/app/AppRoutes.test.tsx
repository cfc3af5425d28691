import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { manifest, matchRoute, pageOf } from "../lib/routes";
import { site } from "../testing/fixtures";
import { renderAt } from "../testing/render";
import { AppRoutes } from "./AppRoutes";
import { loadPage } from "./pages";

describe("not-found pages", () => {
  it("show a route's own not-found page when the server found nothing for it, else the site's", () => {
    expect(pageOf(matchRoute("/booking/abc"), true)).toBe("features/booking/BookingLinkInvalidPage");
    expect(pageOf(matchRoute("/ar/booking/abc"), false)).toBe("features/booking/BookingPage");
    expect(pageOf(matchRoute("/services/nope"), true)).toBe(manifest.notFound);
    expect(pageOf(matchRoute("/no/such/page"), false)).toBe(manifest.notFound);
  });

  it("render the booking link page for a booking link the server did not recognise", async () => {
    // As the entry points do: the page's chunk is loaded before the first render.
    await loadPage("features/booking/BookingLinkInvalidPage");
    renderAt(<AppRoutes initialNotFound />, { path: "/booking/altered", data: { "/api/site": site } });
    expect(
      await screen.findByRole("heading", { name: "This booking link is not valid" }, { timeout: 15_000 }),
    ).toBeTruthy();
  }, 20_000);
});
