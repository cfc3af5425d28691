import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render";
import { PointsCalculatorCard } from "./PointsCalculatorCard";

describe("the points calculator card", () => {
  it("sends Canada's visitors to the CRS calculator and Australia's to theirs, in their language", () => {
    renderAt(<PointsCalculatorCard country="canada" />, { path: "/countries/canada" });
    expect(screen.getByRole("heading", { name: "Express Entry calculator" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Calculate my points" }).getAttribute("href")).toBe("/tools/crs");
  });

  it("speaks Arabic on Arabic pages", () => {
    renderAt(<PointsCalculatorCard country="australia" />, { path: "/ar/countries/australia" });
    expect(screen.getByRole("heading", { name: "حاسبة نقاط أستراليا" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "احسب نقاطي" }).getAttribute("href")).toBe(
      "/ar/tools/australia-points",
    );
  });

  it("shows nothing for a destination without a calculator", () => {
    const { container } = renderAt(<PointsCalculatorCard country="germany" />, {
      path: "/countries/germany",
    });
    expect(container.textContent).toBe("");
  });
});
