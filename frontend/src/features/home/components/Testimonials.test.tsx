import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../testing/render";
import { Testimonials } from "./Testimonials";

const KEY = "/api/testimonials/featured";
const item = (id: number, rating: number, quote: unknown = { en: `Quote ${id}`, ar: `رأي ${id}` }) => ({
  id,
  rating,
  quote,
  name: { en: `Name ${id}`, ar: `اسم ${id}` },
  role: "Engineer",
  country: { en: "Canada", ar: "كندا" },
});

describe("home testimonials", () => {
  it("shows at most three cards with as many stars as the rating", () => {
    renderAt(<Testimonials />, { data: { [KEY]: [item(1, 5), item(2, 4), item(3, 3), item(4, 5)] } });
    expect(screen.getAllByRole("figure")).toHaveLength(3);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" }).querySelectorAll("svg")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Read success stories" }).getAttribute("href")).toBe(
      "/success-stories",
    );
  });

  it("reads the visitor's language with English fallback and shows 'Testimonial' for a non-object quote", () => {
    renderAt(<Testimonials />, { path: "/ar", data: { [KEY]: [item(1, 5), item(2, 5, "plain")] } });
    // Arabic quotations in «», English ones in “”.
    expect(screen.getByText("«رأي 1»")).toBeTruthy();
    expect(screen.getByText("«رأي عميل»")).toBeTruthy();
    expect(screen.getAllByText("Engineer · كندا")).toHaveLength(2);
  });

  it("shows the empty text when there are none", () => {
    renderAt(<Testimonials />, { data: { [KEY]: [] } });
    expect(screen.getByText("No testimonials available at this time.")).toBeTruthy();
  });

  it("shows three skeleton cards while loading", () => {
    renderAt(<Testimonials />);
    expect(screen.getAllByTestId("testimonial-skeleton")).toHaveLength(3);
  });
});
