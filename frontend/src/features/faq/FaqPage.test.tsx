import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render";
import FaqPage from "./FaqPage";

const item = (id: number, category: string) => ({
  id,
  category,
  question: { en: `Question ${id}?`, ar: `سؤال ${id}؟` },
  answer: { en: `Answer ${id}.`, ar: `جواب ${id}.` },
});

describe("FAQ", () => {
  it("groups the questions by category in a fixed order, each a disclosure with an anchor", () => {
    renderAt(<FaqPage />, { path: "/ar/faq", data: { "/api/faq": [item(1, "fees"), item(2, "general")] } });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(["أسئلة عامة", "الرسوم والدفع"]);
    const details = document.getElementById("faq-1") as HTMLDetailsElement;
    expect(details.tagName).toBe("DETAILS");
    expect(details.querySelector("summary")?.textContent).toBe("سؤال 1؟");
  });

  it("says so when there are no questions", () => {
    renderAt(<FaqPage />, { path: "/faq", data: { "/api/faq": [] } });
    expect(screen.getByText("No questions yet.")).toBeTruthy();
  });
});
