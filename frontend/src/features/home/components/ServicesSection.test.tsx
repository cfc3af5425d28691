import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { I18n, ServiceOut } from "../../../lib/api-types";
import { service as apiService, text } from "../../../testing/fixtures";
import { renderAt } from "../../../testing/render";
import { CAROUSEL, ServicesSection } from "./ServicesSection";

// jsdom does not load stylesheets: the deferred one (Swiper's styles) counts as loaded at once.
vi.mock("../../../lib/deferred-styles", () => ({
  loadDeferredStylesheet: () => Promise.resolve(document.createElement("link")),
}));

const KEY = "/api/services";
// A service as the API sends it; `title: null` stands for data without one (the card says "Service").
const service = (id: number, slug: string, title: I18n | null = text(`T ${slug}`, `ع ${slug}`)) =>
  ({ ...apiService(id, slug, text("")), title }) as ServiceOut;

describe("home services", () => {
  it("shows at most six services linking to their pages, with the fixed card descriptions", () => {
    const list = ["study", "work", "investment", "citizenship", "travel", "migrate", "family"].map((s, i) =>
      service(i + 1, s),
    );
    renderAt(<ServicesSection />, { data: { [KEY]: list } });
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByText("Student visa applications and academic pathway guidance.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Learn more about T investment" });
    expect(link.getAttribute("href")).toBe("/services/invest"); // the address the server gives it
  });

  it("gives a renamed service its icon's art and description, whatever its slug", () => {
    const renamed = { ...service(1, "study-abroad"), icon: "study" };
    renderAt(<ServicesSection />, { data: { [KEY]: [renamed] } });
    expect(screen.getByText("Student visa applications and academic pathway guidance.")).toBeTruthy();
  });

  it("falls back to 'Service' without a title and has no description for an icon without one", () => {
    renderAt(<ServicesSection />, { path: "/ar", data: { [KEY]: [service(1, "other", null)] } });
    const card = screen.getByRole("article");
    expect(card.querySelector("h3")?.textContent).toBe("خدمة");
    expect(card.querySelector("p")?.textContent).toBe("");
    expect(screen.getByRole("link", { name: "اعرف المزيد عن خدمة" }).getAttribute("href")).toBe(
      "/ar/services/other",
    );
  });

  it("uses the carousel numbers of docs/product.md#services-carousel", () => {
    expect(CAROUSEL).toEqual({
      slidesPerView: 1,
      breakpoints: { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
      spaceBetween: 16,
      loop: false,
      speed: 250,
      touchRatio: 0.8,
      threshold: 5,
    });
  });

  it("renders the slides at once, then starts Swiper in the page's direction", async () => {
    const list = ["study", "work", "investment"].map((s, i) => service(i + 1, s));
    renderAt(<ServicesSection />, { path: "/ar", data: { [KEY]: list } });
    // First render (the server's and hydration's): a static track with every card and link.
    const track = screen.getByTestId("services-carousel");
    expect(track.classList.contains("swiper-initialized")).toBe(false);
    expect(track.querySelectorAll(".swiper-slide")).toHaveLength(3);
    // Swiper is imported on demand: on a busy machine that takes longer than waitFor's default second.
    await waitFor(
      () =>
        expect(screen.getByTestId("services-carousel").classList.contains("swiper-initialized")).toBe(true),
      { timeout: 5_000 },
    );
    const live = screen.getByTestId("services-carousel");
    expect(live.getAttribute("dir")).toBe("rtl");
    expect(live.classList.contains("swiper-rtl")).toBe(true);
    expect(live.querySelectorAll(".swiper-slide")).toHaveLength(3);
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });

  it("shows three skeleton cards while loading", () => {
    renderAt(<ServicesSection />);
    expect(screen.getAllByTestId("service-skeleton")).toHaveLength(3);
  });

  it("says 'No services available' for an empty list", () => {
    renderAt(<ServicesSection />, { data: { [KEY]: [] } });
    expect(screen.getByText("No services available")).toBeTruthy();
  });
});
