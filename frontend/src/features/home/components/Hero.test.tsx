import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../testing/render";
import { Hero } from "./Hero";
import { TrustStrip } from "./TrustStrip";

describe("home hero and trust strip", () => {
  it("has the book and explore buttons and three trust points, with Arabic's own subtitle", () => {
    const { unmount } = renderAt(<Hero />, { path: "/" });
    const english = screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent;
    expect(screen.getByRole("link", { name: /Book a free consultation/ }).getAttribute("href")).toBe("/book");
    expect(screen.getByRole("link", { name: "Explore our services" }).getAttribute("href")).toBe("/services");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Professional service",
      "Expert guidance",
      "Personalized support",
    ]);
    unmount();
    renderAt(<Hero />, { path: "/ar" });
    const arabic = screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent ?? "";
    expect(arabic).not.toBe(english);
    for (const topic of ["هجرة الكفاءات", "تصاريح العمل", "تأشيرات الدراسة", "الاستثمار", "تأسيس الشركات"]) {
      expect(arabic).toContain(topic);
    }
    expect(screen.getByRole("link", { name: /احجز استشارة مجانية/ }).getAttribute("href")).toBe("/ar/book");
  });

  it("shows a title and four badges", () => {
    renderAt(<TrustStrip />, { path: "/" });
    expect(screen.getByRole("heading", { level: 2 })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Professional service",
      "Expert consultants",
      "Comprehensive support",
      "International expertise",
    ]);
  });
});
