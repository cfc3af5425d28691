import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorNotice, Loading, PageHeader } from "../components/ui";
import { formatDateTime } from "../format";
import { useAdminT } from "../i18n";
import type { ContentItem, RevisionDetail } from "../types";
import { CmsEditor } from "./CmsEditor";
import { RevisionHistory } from "./RevisionHistory";
import { useContentType } from "./useContentTypes";

const URL = "/api/admin/content/site";

export function SiteSettingsPage() {
  const { t } = useAdminT();
  const { type, ...types } = useContentType("site");
  const settings = useQuery<ContentItem>({ queryKey: [URL] });
  const client = useQueryClient();
  const [opened, setOpened] = useState<RevisionDetail | null>(null);
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
      {opened ? (
        <p role="status" className="mb-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900">
          {t("adminContent.revisions.editingDraft", { at: `\u2068${formatDateTime(opened.at)}\u2069` })}
        </p>
      ) : null}
      <CmsEditor
        key={opened?.id ?? "live"}
        type={type}
        item={settings.data}
        initial={opened?.data}
        method="PATCH"
        saveUrl={URL}
        draftUrl={`${URL}/drafts`}
        onReload={() => settings.refetch()}
        onSaved={(saved) => client.setQueryData([URL], saved)}
      />
      <RevisionHistory
        type={type}
        itemId={null}
        onOpenDraft={setOpened}
        onApplied={(saved) => {
          setOpened(null);
          client.setQueryData([URL], saved);
        }}
      />
    </>
  );
}
