// One content item: its editor (new or existing), the link to it on the site, and deleting it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../lib/api-client";
import { adminRequest } from "../api";
import { DISCARDING } from "../components/LeaveGuard";
import { BackLink, CardScreen, ConfirmAction, ErrorNotice, Loading, PageHeader } from "../components/ui";
import { inAdminLanguage } from "../format";
import { useAdminT } from "../i18n";
import type { ContentItem } from "../types";
import { CmsEditor } from "./CmsEditor";
import { cellText } from "./fields";
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
      {!isNew && data && !data.public_url && type.public_path ? (
        <p className="mb-4 text-sm text-slate-600">{t("adminContent.edit.notLive")}</p>
      ) : null}
      {data?.notices?.length ? (
        <div role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {data.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      <CmsEditor
        key={id}
        type={type}
        item={data}
        method={isNew ? "POST" : "PATCH"}
        saveUrl={isNew ? `/api/admin/content/${key}` : url}
        onSaved={(saved) => {
          client.setQueryData([`/api/admin/content/${key}/${saved.id}`], saved);
          if (isNew) navigate(`/admin/cms/${key}/${saved.id}`, { replace: true });
        }}
      />
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
