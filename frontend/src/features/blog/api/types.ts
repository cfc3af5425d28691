import type { I18nText } from "../../../lib/site";

/** A tag: its slug is what /blog?tag= takes, its name what a reader sees (in the page's language). */
export type Tag = { slug: string; name: I18nText };

export type PostItem = {
  id: number;
  slug: string;
  title: I18nText;
  excerpt: I18nText;
  cover_image: string | null;
  author: I18nText;
  tags: Tag[];
  published_at: string | null;
};
export type PostDetail = PostItem & { body: I18nText; updated_at: string };
export type BlogPageData = {
  items: PostItem[];
  /** The tag the list is filtered by, when there is one. */
  tag: Tag | null;
  count: number;
  page: number;
  pages: number;
  page_size: number;
};

/** Minutes to read a post: words of its text at 200 a minute, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
