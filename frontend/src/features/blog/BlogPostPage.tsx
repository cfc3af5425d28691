import "../../locales/pages-strings";
import { ConsultationCard } from "../../components/content/ConsultationCard";
import { NotFound } from "../../components/content/NotFound";
import { ArrowIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { Prose } from "../../components/ui/Prose";
import { isNotFound } from "../../lib/api-client";
import type { BlogPostDetailOut } from "../../lib/api-types";
import { formatDate } from "../../lib/dates";
import { useLocalize, useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link } from "../../lib/router";
import { readingMinutes } from "./reading-time";
import { TagList } from "./TagList";

export default function BlogPostPage() {
  const { t, lang } = useT();
  const to = useLocalize();
  const { data: post, isPending, error } = useRouteData<BlogPostDetailOut>("post");
  if (isNotFound(error)) return <NotFound />;
  if (isPending || !post) return <PageSkeleton />;
  const title = pickText(post.title, lang);
  const body = pickText(post.body, lang);
  return (
    <>
      <PageHeader
        title={title}
        lead={pickText(post.excerpt, lang)}
        crumbs={[{ label: t("meta.blog.title"), to: "/blog" }]}
      >
        <p className="mt-4 text-sm text-slate-600">
          {pickText(post.author, lang)}
          {post.published_at ? (
            <>
              {" · "}
              <time dateTime={post.published_at}>{formatDate(post.published_at, lang)}</time>
            </>
          ) : null}
          {" · "}
          {t("blogPage.readingTime", { count: readingMinutes(body) })}
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <article>
          {post.cover_image ? (
            <img src={post.cover_image} alt={title} className="mb-8 w-full max-w-3xl rounded-2xl" />
          ) : null}
          <Prose html={body} />
          <TagList tags={post.tags} className="mt-8" />
          <Link
            to={to("/blog")}
            className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ArrowIcon className="size-4 rotate-180" />
            {t("blogPage.back")}
          </Link>
        </article>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <ConsultationCard />
        </aside>
      </div>
    </>
  );
}
