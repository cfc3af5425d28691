import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import SearchPage from "./SearchPage";

describe("search", () => {
  it("offers a GET form and popular links before a query", () => {
    renderAt(<SearchPage />, { path: "/ar/search" });
    const form = document.querySelector("search form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/ar/search");
    expect(screen.getByRole("link", { name: "الوجهات" }).getAttribute("href")).toBe("/ar/countries");
  });

  it("lists results with their type and a localized link, or says nothing was found", () => {
    const results = [
      {
        type: "faq",
        path: paths("/faq#faq-3"),
        title: { en: "Fees?", ar: "الرسوم؟" },
        excerpt: { en: "x", ar: "س" },
      },
    ];
    renderAt(<SearchPage />, {
      path: "/ar/search?q=fees",
      data: { "/api/search?q=fees": { query: "fees", results } },
    });
    expect(screen.getByText("سؤال شائع")).toBeTruthy();
    expect(screen.getByRole("link", { name: "الرسوم؟" }).getAttribute("href")).toBe("/ar/faq#faq-3");
    renderAt(<SearchPage />, {
      path: "/search?q=zzz",
      data: { "/api/search?q=zzz": { query: "zzz", results: [] } },
    });
    // The query is a bidi isolate, so a Latin query keeps its place inside Arabic text and back.
    expect(screen.getByText("Nothing found for “\u2068zzz\u2069”.")).toBeTruthy();
  });

  it("counts the results around the query, isolated from the Arabic text", () => {
    const results = [
      {
        type: "country",
        path: paths("/countries/canada"),
        title: { en: "Canada", ar: "كندا" },
        excerpt: { en: "", ar: "" },
      },
    ];
    renderAt(<SearchPage />, {
      path: "/ar/search?q=canada",
      data: { "/api/search?q=canada": { query: "canada", results } },
    });
    expect(screen.getByText("نتائج البحث عن «\u2068canada\u2069»: 1")).toBeTruthy();
  });
});
