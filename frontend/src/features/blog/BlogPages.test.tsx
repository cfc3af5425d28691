import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { post as apiPost, tag, text } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import BlogPage, { coverScene } from "./BlogPage";
import BlogPostPage from "./BlogPostPage";
import { readingMinutes } from "./reading-time";

const post = (id: number) =>
  apiPost(id, `post-${id}`, text(`Post ${id}`, `مقال ${id}`), {
    excerpt: text("Excerpt", "مقتطف"),
    author: text("Priya Raman", "بريا رامان"),
    tags: [
      tag("canada", text("Canada", "كندا")),
      tag("express-entry", text("Express Entry", "الدخول السريع")),
    ],
    published_at: "2026-10-05T05:00:00Z",
  });

describe("blog", () => {
  it("paginates with real links that keep the tag", () => {
    const page = { items: [post(1)], tag: post(1).tags[0], count: 10, page: 2, pages: 3, page_size: 9 };
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
      data: { "/api/blog": { items: [], tag: null, count: 0, page: 1, pages: 1, page_size: 9 } },
    });
    expect(screen.getByText("لا توجد مقالات بعد.")).toBeTruthy();
  });

  it("names tags in Arabic on Arabic pages, as plain chips linking to the tag's list by its slug", () => {
    const page = { items: [post(1)], tag: null, count: 1, page: 1, pages: 1, page_size: 9 };
    renderAt(<BlogPage />, { path: "/ar/blog", data: { "/api/blog": page } });
    const tags = screen.getByRole("list", { name: "الوسوم" });
    const links = within(tags).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["كندا", "الدخول السريع"]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/ar/blog?tag=canada",
      "/ar/blog?tag=express-entry",
    ]);
    expect(document.body.textContent).not.toMatch(/#|canada|Canada/);
  });

  it("heads a tag's list with the tag's name in the page's language", () => {
    const page = { items: [], tag: post(1).tags[1], count: 0, page: 1, pages: 1, page_size: 9 };
    renderAt(<BlogPage />, {
      path: "/ar/blog?tag=express-entry",
      data: { "/api/blog?tag=express-entry": page },
    });
    expect(screen.getAllByText("الدخول السريع").length).toBeGreaterThan(0);
    expect(screen.getByText("لا توجد مقالات بوسم «الدخول السريع» بعد.")).toBeTruthy();
    expect(document.body.textContent).not.toContain("express-entry");
  });

  it("draws a post without a cover from its tags' slugs", () => {
    expect(coverScene(["express-entry"])).toBe("migrate");
    expect(coverScene(["unknown", "student-visa"])).toBe("study");
    expect(coverScene([])).toBe("generic");
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
    expect(screen.getByRole("link", { name: "Express Entry" }).getAttribute("href")).toBe(
      "/blog?tag=express-entry",
    );
    expect(readingMinutes("<p>one</p>")).toBe(1);
  });
});
