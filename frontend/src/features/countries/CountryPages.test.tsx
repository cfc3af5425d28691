import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { country, text } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import CountriesPage from "./CountriesPage";
import CountryPage from "./CountryPage";

const canada = country(1, "canada", text("Canada", "كندا"), {
  code: "CA",
  summary: text("Express Entry", "الدخول السريع"),
  experience: text("Express Entry and family files", "ملفات الدخول السريع والأسرة"),
  flag: "/static/assets/flag-ca-AbC123.svg",
});

describe("countries", () => {
  it("labels the processing time and our experience with each country, never a success rate", () => {
    renderAt(<CountriesPage />, { path: "/countries", data: { "/api/countries": [canada] } });
    const facts = screen.getByText("Processing time").closest("dl") as HTMLElement;
    expect(facts.textContent).toContain("6–12 months");
    expect(facts.textContent).toContain("Our experience with this destinationExpress Entry and family files");
    expect(document.body.textContent).not.toMatch(/success rate/i);
    expect(screen.getByRole("link", { name: /Explore Canada/ }).getAttribute("href")).toBe(
      "/countries/canada",
    );
  });

  it("shows each country's flag as a decorative 4:3 image beside its name, never a letter badge", () => {
    const { container } = renderAt(<CountriesPage />, {
      path: "/countries",
      data: {
        "/api/countries": [canada, country(2, "atlantis", text("Atlantis"), { code: "XX", flag: null })],
      },
    });
    const flags = container.querySelectorAll("img");
    expect(flags).toHaveLength(1);
    expect(flags[0].getAttribute("src")).toBe("/static/assets/flag-ca-AbC123.svg");
    expect(flags[0].getAttribute("alt")).toBe("");
    expect([flags[0].getAttribute("width"), flags[0].getAttribute("height")]).toEqual(["40", "30"]);
    expect(container.textContent).not.toMatch(/\b(CA|XX)\b/);
  });

  it("puts the flag on the heading's line of a country page, outside the heading", () => {
    renderAt(<CountryPage />, {
      path: "/ar/countries/canada",
      data: { "/api/countries/canada": { ...canada, body: { en: "", ar: "" } }, "/api/countries": [canada] },
    });
    const heading = screen.getByRole("heading", { level: 1 });
    const flag = heading.parentElement?.querySelector("img");
    expect(flag?.getAttribute("src")).toBe("/static/assets/flag-ca-AbC123.svg");
    expect(flag?.nextElementSibling).toBe(heading);
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
    const facts = screen.getByText("مدة المعالجة").closest("dl") as HTMLElement;
    expect(facts.textContent).toContain("خبرتنا في هذه الوجهةملفات الدخول السريع والأسرة");
    expect(document.body.textContent).not.toContain("نسبة النجاح");
    expect(screen.getByRole("link", { name: "الوجهات" }).getAttribute("href")).toBe("/ar/countries");
  });
});
