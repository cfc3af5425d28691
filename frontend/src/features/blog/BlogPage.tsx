import "../../locales/pages-strings";
import { CtaBand } from "../../components/content/CtaBand";
import { NotFound } from "../../components/content/NotFound";
import { ArrowIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { ServiceIllustration } from "../../components/ui/service-art";
import { isNotFound } from "../../lib/api-client";
import type { BlogPageOut, BlogPostOut } from "../../lib/api-types";
import { formatDate } from "../../lib/dates";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link, useSearchParams } from "../../lib/router";
import { TagList } from "./TagList";

function query(page: number, tag: string): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

// A post without a cover image gets the illustration of the pathway its first matching tag (by slug,
// which stays when an editor renames the tag) is about.
const TAG_SCENES: Record<string, string> = {
  study: "study",
  "student-visa": "study",
  family: "migrate",
  sponsorship: "migrate",
  canada: "migrate",
  "express-entry": "migrate",
  work: "work",
  "work-permit": "work",
  investment: "investment",
  business: "investment",
  citizenship: "citizenship",
  travel: "travel",
};

export function coverScene(tags: string[]): string {
  for (const tag of tags) if (TAG_SCENES[tag]) return TAG_SCENES[tag];
  return "generic";
}

function PostCard({ post }: { post: BlogPostOut }) {
  const { lang } = useT();
  const title = pickText(post.title, lang);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {post.cover_image ? (
        <img src={post.cover_image} alt="" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <ServiceIllustration
          scene={coverScene(post.tags.map((tag) => tag.slug))}
          className="aspect-[16/9] h-auto w-full"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-500">
          {post.published_at ? (
            <time dateTime={post.published_at}>{formatDate(post.published_at, lang)}</time>
          ) : null}
          {" · "}
          {pickText(post.author, lang)}
        </p>
        <h2 className="mt-2 text-xl font-semibold text-ink">
          <Link to={post.path[lang]} className="hover:text-brand-700 hover:underline">
            {title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-600">{pickText(post.excerpt, lang)}</p>
        <TagList tags={post.tags} className="mt-4" />
      </div>
    </article>
  );
}

export default function BlogPage() {
  const { t, lang } = useT();
  const to = useLocalize();
  const [params] = useSearchParams();
  const tag = params.get("tag") ?? "";
  const { data, isPending, error } = useRouteData<BlogPageOut>("posts");
  // An unknown tag (or page) is no list at all: the server answers 404 and so does the page.
  if (isNotFound(error)) return <NotFound />;
  if (isPending) return <PageSkeleton />;
  const tagName = data?.tag ? pickText(data.tag.name, lang) : tag;
  const posts = data?.items ?? [];
  const page = data?.page ?? 1;
  const pages = data?.pages ?? 1;
  return (
    <>
      <PageHeader title={t("meta.blog.title")} lead={t("blogPage.lead")}>
        {tag ? (
          <p className="mt-4 flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-white">{tagName}</span>
            <Link to={to("/blog")} className="font-semibold text-brand-700 underline">
              {t("blogPage.clearTag")}
            </Link>
          </p>
        ) : null}
      </PageHeader>
      <section className="container-page py-12" aria-label={t("meta.blog.title")}>
        {posts.length === 0 ? (
          <div className="text-slate-600">
            <p>{tag ? t("blogPage.emptyTag", { tag: tagName }) : t("blogPage.empty")}</p>
            {page > 1 || tag ? (
              <Link to={to("/blog")} className="mt-4 inline-block font-semibold text-brand-700 underline">
                {t("blogPage.backToFirst")}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && posts.length ? (
          <nav
            aria-label={t("blogPage.pagination")}
            className="mt-10 flex flex-wrap items-center justify-center gap-2"
          >
            {page > 1 ? (
              <Link to={to(`/blog${query(page - 1, tag)}`)} className="btn-secondary" rel="prev">
                <ArrowIcon className="size-4 rotate-180" />
                {t("blogPage.previous")}
              </Link>
            ) : null}
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={to(`/blog${query(n, tag)}`)}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("blogPage.pageN", { n })}
                className={`grid size-11 place-items-center rounded-full text-sm font-semibold ${
                  n === page ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-brand-50"
                }`}
              >
                {n}
              </Link>
            ))}
            {page < pages ? (
              <Link to={to(`/blog${query(page + 1, tag)}`)} className="btn-secondary" rel="next">
                {t("blogPage.next")}
                <ArrowIcon className="size-4" />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      <CtaBand />
    </>
  );
}
