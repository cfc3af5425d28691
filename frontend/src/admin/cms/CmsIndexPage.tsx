import { Link } from "react-router";
import { ErrorNotice, Loading, PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import { useContentTypes } from "./useContentTypes";

export function CmsIndexPage() {
  const { t } = useAdminT();
  const types = useContentTypes();
  if (types.isPending) return <Loading />;
  if (types.isError) return <ErrorNotice error={types.error} retry={() => types.refetch()} />;
  return (
    <>
      <PageHeader title={t("adminContent.index.title")} />
      <p className="mb-6 max-w-2xl">{t("adminContent.index.intro")}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {types.data.map((type) => (
          <li key={type.type}>
            <Link
              to={type.singleton ? "/admin/cms/site" : `/admin/cms/${type.type}`}
              className="card block h-full hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="block text-lg font-semibold text-ink">{type.label}</span>
              <span className="block text-sm text-slate-600">
                {type.singleton
                  ? t("adminContent.index.singleton")
                  : [
                      type.orderable ? t("adminContent.index.ordered") : "",
                      type.publishable ? t("adminContent.index.publishable") : "",
                    ]
                      .filter(Boolean)
                      .join(t("adminContent.index.separator")) || t("adminContent.index.items")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
