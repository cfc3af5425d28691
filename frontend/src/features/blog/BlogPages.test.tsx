import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render";
import { readingMinutes } from "./api/types";
import BlogPage from "./BlogPage";
import BlogPostPage from "./BlogPostPage";

const post = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: { en: `Post ${id}`, ar: `مقال ${id}` },
  excerpt: { en: "Excerpt", ar: "مقتطف" },
  cover_image: null,
  author: { en: "Priya Raman", ar: "بريا رامان" },
  tags: ["canada"],
  published_at: "2026-10-05T05:00:00Z",
});

describe("blog", () => {
  it("paginates with real links that keep the tag", () => {
    const page = { items: [post(1)], count: 10, page: 2, pages: 3, page_size: 9 };
    renderAt(<BlogPage />, {
      path: "/blog?page=2&tag=canada",
      data: { "/api/blog?page=2&tag=canada": page },
    });
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: /Previous/ }).getAttribute("href")).toBe("/blog?tag=canada");
    expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/blog?tag=canada&page=3");
    expect(screen.getByRole("link", { name: "Post 1" }).getAttribute("href")).toBe("/blog/post-1");
  });

  it("has an empty state in Arabic", () => {
    renderAt(<BlogPage />, {
      path: "/ar/blog",
      data: { "/api/blog": { items: [], count: 0, page: 1, pages: 1, page_size: 9 } },
    });
    expect(screen.getByText("لا توجد مقالات بعد.")).toBeTruthy();
  });

  it("shows a post with its date and reading time", () => {
    const body = `<p>${"word ".repeat(450)}</p>`;
    renderAt(<BlogPostPage />, {
      path: "/blog/post-1",
      data: {
        "/api/blog/post-1": { ...post(1), body: { en: body, ar: body }, updated_at: "2026-10-05T05:00:00Z" },
      },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Post 1");
    expect(screen.getByText(/2 min read/)).toBeTruthy();
    expect(screen.getByText("5 October 2026")).toBeTruthy();
    expect(readingMinutes("<p>one</p>")).toBe(1);
  });
});
