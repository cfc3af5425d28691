import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ErrorNotice, Loading, PageHeader } from "../components/ui";
import type { ContentItem } from "../types";
import { CmsEditor } from "./CmsEditor";
import { useContentType } from "./useContentTypes";

const URL = "/api/admin/content/site";

export function SiteSettingsPage() {
  const { type, ...types } = useContentType("site");
  const settings = useQuery<ContentItem>({ queryKey: [URL] });
  const client = useQueryClient();
  if (types.isPending || settings.isPending) return <Loading />;
  if (types.isError) return <ErrorNotice error={types.error} retry={() => types.refetch()} />;
  if (settings.isError) return <ErrorNotice error={settings.error} retry={() => settings.refetch()} />;
  if (!type) return <p role="alert">The server describes no site settings.</p>;
  return (
    <>
      <PageHeader title="Site settings">
        <a className="btn-secondary" href="/" target="_blank" rel="noopener">
          View on site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </PageHeader>
      <p className="mb-6 max-w-2xl">The company's name, contact details and the texts shown on every page.</p>
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
