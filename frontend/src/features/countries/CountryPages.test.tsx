import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render";
import CountriesPage from "./CountriesPage";
import CountryPage from "./CountryPage";

const canada = {
  id: 1,
  slug: "canada",
  code: "CA",
  name: { en: "Canada", ar: "كندا" },
  summary: { en: "Express Entry", ar: "الدخول السريع" },
  processing_time: { en: "6–12 months", ar: "من 6 إلى 12 شهرًا" },
  success_rate: { en: "High", ar: "مرتفعة" },
  flag: null,
};

describe("countries", () => {
  it("labels the processing time and success rate of each country", () => {
    renderAt(<CountriesPage />, { path: "/countries", data: { "/api/countries": [canada] } });
    const facts = screen.getByText("Processing time").closest("dl") as HTMLElement;
    expect(facts.textContent).toContain("6–12 months");
    expect(facts.textContent).toContain("Success rateHigh");
    expect(screen.getByRole("link", { name: /Explore Canada/ }).getAttribute("href")).toBe(
      "/countries/canada",
    );
  });

  it("shows one country in Arabic with its body and a breadcrumb to the list", () => {
    renderAt(<CountryPage />, {
      path: "/ar/countries/canada",
      data: {
        "/api/countries/canada": { ...canada, body: { en: "<p>x</p>", ar: "<p>مسارات</p>" } },
        "/api/countries": [canada],
      },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("كندا");
    expect(screen.getByText("مسارات")).toBeTruthy();
    expect(screen.getByRole("link", { name: "الوجهات" }).getAttribute("href")).toBe("/ar/countries");
  });
});
