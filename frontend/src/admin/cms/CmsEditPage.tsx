// One content item: its editor (new or existing), the link to it on the site, and deleting it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../lib/api-client";
import { adminRequest } from "../api";
import { DISCARDING } from "../components/LeaveGuard";
import { BackLink, CardScreen, ConfirmAction, ErrorNotice, Loading, PageHeader } from "../components/ui";
import { formatDateTime, inAdminLanguage } from "../format";
import { useAdminT } from "../i18n";
import type { ContentItem, RevisionDetail } from "../types";
import { CmsEditor } from "./CmsEditor";
import { cellText } from "./fields";
import { RevisionHistory } from "./RevisionHistory";
import { useContentType } from "./useContentTypes";

export function CmsEditPage() {
  const { t } = useAdminT();
  const { type: key = "", id = "" } = useParams();
  const isNew = id === "new";
  const { type, ...types } = useContentType(key);
  const url = `/api/admin/content/${key}/${id}`;
  const item = useQuery<ContentItem>({ queryKey: [url], enabled: !isNew });
  const navigate = useNavigate();
  const client = useQueryClient();
  // A draft reopened from the History panel: the form starts from it.
  const [opened, setOpened] = useState<RevisionDetail | null>(null);
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", url),
    onSuccess: () => {
      client.removeQueries({ queryKey: [url] });
      client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(`/api/admin/content/${key}`),
      });
      // Deleting discards whatever was typed: leaving is not held for unsaved changes.
      navigate(`/admin/cms/${key}`, { state: { ...DISCARDING, notice: t("adminContent.edit.deleted") } });
    },
  });

  if (types.isPending || (!isNew && item.isPending)) return <Loading />;
  if (types.isError) return <ErrorNotice error={types.error} retry={() => types.refetch()} />;
  if (!type || (item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <CardScreen
        title={t("adminContent.edit.notFound")}
        link={{ to: "/admin/cms", label: t("adminContent.list.backToContent") }}
      />
    );
  }
  if (item.isError) return <ErrorNotice error={item.error} retry={() => item.refetch()} />;
  const data = item.data;
  const first = type.list[0] ?? type.fields[0]?.name;
  const firstSpec = type.fields.find((f) => f.name === first);
  const title = isNew
    ? t("adminContent.edit.newTitle", { type: type.label })
    : (firstSpec?.translated
        ? inAdminLanguage(
            cellText(firstSpec, data?.[`${first}_en`]),
            cellText(firstSpec, data?.[`${first}_ar`]),
          )
        : cellText(firstSpec, data?.[first])) ||
      t("adminContent.edit.numberedTitle", { type: type.label, id });

  return (
    <>
      <BackLink to={`/admin/cms/${key}`}>{type.label}</BackLink>
      <PageHeader title={title}>
        {data?.public_url ? (
          <a className="btn-secondary" href={data.public_url} target="_blank" rel="noopener">
            {t("adminContent.table.viewOnSite")}
            <span className="sr-only">{t("adminContent.table.opensNewTab")}</span>
          </a>
        ) : null}
      </PageHeader>
      {!isNew && data && scheduledFor(data) ? (
        <p role="status" className="mb-4 text-sm text-slate-700">
          {t("adminContent.revisions.scheduled", { at: `\u2068${formatDateTime(scheduledFor(data))}\u2069` })}
        </p>
      ) : !isNew && data && !data.public_url && type.public_path ? (
        <p className="mb-4 text-sm text-slate-600">{t("adminContent.edit.notLive")}</p>
      ) : null}
      {opened ? (
        <p role="status" className="mb-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900">
          {t("adminContent.revisions.editingDraft", { at: `\u2068${formatDateTime(opened.at)}\u2069` })}
        </p>
      ) : null}
      {data?.notices?.length ? (
        <div role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {data.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      <CmsEditor
        key={`${id}-${opened?.id ?? "live"}`}
        type={type}
        item={data}
        initial={opened?.data}
        method={isNew ? "POST" : "PATCH"}
        saveUrl={isNew ? `/api/admin/content/${key}` : url}
        draftUrl={isNew ? undefined : `/api/admin/content/${key}/drafts?item=${id}`}
        onReload={() => item.refetch()}
        onSaved={(saved) => {
          client.setQueryData([`/api/admin/content/${key}/${saved.id}`], saved);
          if (isNew) navigate(`/admin/cms/${key}/${saved.id}`, { replace: true });
        }}
      />
      {!isNew && data ? (
        <RevisionHistory
          type={type}
          itemId={data.id}
          onOpenDraft={(draft) => {
            setOpened(draft);
            window.scrollTo({ top: 0 });
          }}
          onApplied={(saved) => {
            setOpened(null);
            client.setQueryData([url], saved);
          }}
        />
      ) : null}
      {!isNew && data ? (
        <section className="card mt-8">
          <h2 className="mb-2 font-semibold text-ink">{t("adminContent.edit.deleteHeading")}</h2>
          <ConfirmAction
            label={t("adminContent.edit.deleteItem")}
            question={t("adminContent.edit.deleteQuestion", { title })}
            confirmLabel={t("adminContent.edit.deleteConfirm")}
            busy={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate()}
          >
            <p className="mt-1 text-sm text-red-900">{t("adminContent.edit.deleteNote")}</p>
          </ConfirmAction>
        </section>
      ) : null}
    </>
  );
}

/** When a published item whose date is still to come appears on the website (a post scheduled for later). */
function scheduledFor(item: ContentItem): string | null {
  const when = item.published_at;
  if (!item.published || typeof when !== "string") return null;
  return new Date(when).getTime() > Date.now() ? when : null;
}
