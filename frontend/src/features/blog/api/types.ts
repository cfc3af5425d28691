import type { I18nText } from "../../../lib/site";

export type PostItem = {
  id: number;
  slug: string;
  title: I18nText;
  excerpt: I18nText;
  cover_image: string | null;
  author: I18nText;
  tags: string[];
  published_at: string | null;
};
export type PostDetail = PostItem & { body: I18nText; updated_at: string };
export type BlogPageData = {
  items: PostItem[];
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
