import "../../locales/pages-strings";
import { CtaBand } from "../../components/content/CtaBand";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { Prose } from "../../components/ui/Prose";
import type { SuccessStoryOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Link } from "../../lib/router";

export default function StoriesPage() {
  const { t, lang } = useT();
  const { data, isPending } = useRouteData<SuccessStoryOut[]>("stories");
  if (isPending) return <PageSkeleton />;
  const stories = Array.isArray(data) ? data : [];
  return (
    <>
      <PageHeader title={t("meta.stories.title")} lead={t("storiesPage.lead")}>
        <p className="mt-4 max-w-3xl text-sm text-slate-500">{t("storiesPage.note")}</p>
      </PageHeader>
      <div className="container-page space-y-8 py-12">
        {stories.length === 0 ? <p className="text-slate-600">{t("storiesPage.empty")}</p> : null}
        {stories.map((story) => (
          <article
            key={story.id}
            id={story.slug}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 className="text-2xl font-bold text-ink">{pickText(story.title, lang)}</h2>
            <p className="mt-2 text-sm text-slate-600">
              {pickText(story.client_name, lang)}
              {story.year ? ` · ${story.year}` : ""}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              {story.service ? (
                <li>
                  <Link
                    to={story.service.path[lang]}
                    className="inline-flex min-h-9 items-center rounded-full bg-brand-50 px-3 font-medium text-brand-800 hover:underline"
                  >
                    {t("storiesPage.service")}: {pickText(story.service.name, lang)}
                  </Link>
                </li>
              ) : null}
              {story.country ? (
                <li>
                  <Link
                    to={story.country.path[lang]}
                    className="inline-flex min-h-9 items-center rounded-full bg-emerald-50 px-3 font-medium text-emerald-800 hover:underline"
                  >
                    {t("storiesPage.destination")}: {pickText(story.country.name, lang)}
                  </Link>
                </li>
              ) : null}
            </ul>
            <p className="mt-4 text-lg font-medium text-slate-800">{pickText(story.summary, lang)}</p>
            <Prose html={pickText(story.body, lang)} className="mt-4" />
          </article>
        ))}
      </div>
      <CtaBand title={t("storiesPage.ctaTitle")} />
    </>
  );
}
