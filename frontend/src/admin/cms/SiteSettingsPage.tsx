import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ErrorNotice, Loading, PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import type { ContentItem } from "../types";
import { CmsEditor } from "./CmsEditor";
import { useContentType } from "./useContentTypes";

const URL = "/api/admin/content/site";

export function SiteSettingsPage() {
  const { t } = useAdminT();
  const { type, ...types } = useContentType("site");
  const settings = useQuery<ContentItem>({ queryKey: [URL] });
  const client = useQueryClient();
  if (types.isPending || settings.isPending) return <Loading />;
  if (types.isError) return <ErrorNotice error={types.error} retry={() => types.refetch()} />;
  if (settings.isError) return <ErrorNotice error={settings.error} retry={() => settings.refetch()} />;
  if (!type) return <p role="alert">{t("adminContent.site.missing")}</p>;
  return (
    <>
      <PageHeader title={t("adminContent.site.title")}>
        <a className="btn-secondary" href="/" target="_blank" rel="noopener">
          {t("adminContent.table.viewOnSite")}
          <span className="sr-only">{t("adminContent.table.opensNewTab")}</span>
        </a>
      </PageHeader>
      <p className="mb-6 max-w-2xl">{t("adminContent.site.intro")}</p>
      <CmsEditor
        type={type}
        item={settings.data}
        method="PATCH"
        saveUrl={URL}
        onSaved={(saved) => client.setQueryData([URL], saved)}
      />
    </>
  );
}
