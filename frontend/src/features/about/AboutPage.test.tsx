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
  photo: null as string | null,
  photo_variants: [] as { url: string; width: number; height: number }[],
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

  it.each([
    ["/about", "Mariam Al-Sayed"],
    ["/ar/about", "مريم السيد"],
  ])("shows a neutral silhouette for a member without a photo at %s, never initials", (path, name) => {
    renderAt(<AboutPage />, {
      path,
      data: { "/api/pages/about": page, "/api/team": [member("")] },
    });
    const card = screen.getByRole("heading", { name }).closest("li") as HTMLElement;
    const placeholder = card.querySelector("[data-testid='portrait-placeholder']") as HTMLElement;
    expect(placeholder.getAttribute("aria-hidden")).toBe("true");
    expect(placeholder.querySelector("svg")).toBeTruthy();
    expect(placeholder.textContent).toBe("");
    // Nothing is written before the name: the initials ("MA", «ما») are gone.
    expect(card.textContent?.startsWith(name)).toBe(true);
  });

  it("serves a member's photo as square copies by srcset at 96 px, lazily, with its size set", () => {
    const variants = [96, 192, 288].map((w) => ({
      url: `/media/team/layla-${w}w.webp`,
      width: w,
      height: w,
    }));
    const { container } = renderAt(<AboutPage />, {
      path: "/about",
      data: {
        "/api/pages/about": page,
        "/api/team": [{ ...member(""), photo: "/media/team/layla.jpg", photo_variants: variants }],
      },
    });
    const img = container.querySelector("li img") as HTMLImageElement;
    expect(img.getAttribute("src")).toBe("/media/team/layla-96w.webp");
    expect(img.getAttribute("srcset")).toBe(
      "/media/team/layla-96w.webp 96w, /media/team/layla-192w.webp 192w, /media/team/layla-288w.webp 288w",
    );
    expect(img.getAttribute("sizes")).toBe("96px");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["96", "96"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("");
    expect(container.querySelector("[data-testid='portrait-placeholder']")).toBeNull();
  });
});
