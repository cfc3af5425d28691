import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render";
import AboutPage from "./AboutPage";

const page = {
  slug: "about",
  title: { en: "About us", ar: "من نحن" },
  summary: { en: "S", ar: "م" },
  body: { en: "<p>Story</p>", ar: "<p>قصتنا</p>" },
};
const member = (registration: string) => ({
  id: 1,
  name: { en: "Mariam Al-Sayed", ar: "مريم السيد" },
  role: { en: "Director", ar: "المديرة" },
  bio: { en: "<p>Bio <strong>text</strong></p>", ar: "<p>نبذة</p>" },
  photo: null,
  registration,
  registration_body: { en: "CICC", ar: "CICC" },
  registration_url: registration ? "https://register.example/check" : "",
});

describe("about", () => {
  it("tells the story and shows the team with a way to verify registrations", () => {
    renderAt(<AboutPage />, {
      path: "/about",
      data: { "/api/pages/about": page, "/api/team": [member("R712345")] },
    });
    expect(screen.getByText("Story")).toBeTruthy();
    // The bio arrives as sanitised HTML: it is rendered, never shown as tags.
    expect(screen.getByText("text").tagName).toBe("STRONG");
    expect(screen.queryByText(/<p>/)).toBeNull();
    expect(screen.getByText(/Registration: R712345/)).toBeTruthy();
    const verify = screen.getByRole("link", { name: /Verify on the public register/ });
    expect(verify.getAttribute("href")).toBe("https://register.example/check");
    expect(verify.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows no registration line for members without one, in Arabic", () => {
    renderAt(<AboutPage />, {
      path: "/ar/about",
      data: { "/api/pages/about": page, "/api/team": [member("")] },
    });
    expect(screen.getByRole("heading", { name: "مريم السيد" })).toBeTruthy();
    expect(screen.queryByText(/رقم التسجيل/)).toBeNull();
  });
});
