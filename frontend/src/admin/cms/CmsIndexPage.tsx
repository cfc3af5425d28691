import { Link } from "react-router";
import { ErrorNotice, Loading, PageHeader } from "../components/ui";
import { useContentTypes } from "./useContentTypes";

export function CmsIndexPage() {
  const types = useContentTypes();
  if (types.isPending) return <Loading />;
  if (types.isError) return <ErrorNotice error={types.error} retry={() => types.refetch()} />;
  return (
    <>
      <PageHeader title="Content" />
      <p className="mb-6 max-w-2xl">
        Everything the website shows, in English and Arabic. A save is live on the website at once.
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {types.data.map((t) => (
          <li key={t.type}>
            <Link
              to={t.singleton ? "/admin/cms/site" : `/admin/cms/${t.type}`}
              className="card block h-full hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="block text-lg font-semibold text-ink">{t.label}</span>
              <span className="block text-sm text-slate-600">
                {t.singleton
                  ? "One set of settings for the whole site"
                  : [t.orderable ? "ordered" : "", t.publishable ? "published or hidden" : ""]
                      .filter(Boolean)
                      .join(", ") || "items"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
