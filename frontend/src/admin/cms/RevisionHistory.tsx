// The History panel of a content item's edit screen: its drafts (open in the form, preview, publish,
// discard) and its kept versions, newest first, each opening to what it changed against the one before
// it, with "Restore this version" (the same audited save as an edit). See docs/staff-workbench.md.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { adminRequest } from "../api";
import { ConfirmAction, ErrorNotice, Loading, Saved } from "../components/ui";
import { formatDateTime } from "../format";
import { useAdminT } from "../i18n";
import type { Conflict, ContentItem, ContentType, Revision, RevisionDetail, Revisions } from "../types";
import { RevisionDiff } from "./RevisionDiff";

/** A name or a date inside a sentence, isolated so that a Latin name in an Arabic sentence (or the other way
 * round) keeps its own order and does not pull the punctuation around it. */
function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** The body of a 409 (someone else saved since), or null for any other failure. */
export function conflictOf(error: unknown): Conflict | null {
  if (error instanceof ApiError && error.status === 409 && error.body && typeof error.body === "object") {
    const body = error.body as Partial<Conflict>;
    if (Array.isArray(body.diff) && typeof body.revision === "number") return body as Conflict;
  }
  return null;
}

/** A save or publish refused because someone else saved the item: who, when, what changed, and the choices. */
export function ConflictNotice({ conflict, children }: { conflict: Conflict; children: ReactNode }) {
  const { t } = useAdminT();
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t("adminContent.revisions.conflictTitle")}</p>
      <p className="mb-3">
        {t("adminContent.revisions.conflictMessage", {
          by: isolate(conflict.by || t("adminContent.revisions.nobody")),
          at: isolate(formatDateTime(conflict.at)),
        })}
      </p>
      <RevisionDiff diff={conflict.diff} />
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

function actionText(t: ReturnType<typeof useAdminT>["t"], revision: Revision): string {
  if (revision.action === "restore")
    return t("adminContent.revisions.action.restore", { at: isolate(formatDateTime(revision.source_at)) });
  return t(`adminContent.revisions.action.${revision.action}`);
}

function PreviewLinks({ id }: { id: number }) {
  const { t } = useAdminT();
  return (
    <>
      <a className="btn-secondary" href={`/admin/preview/${id}`} target="_blank" rel="noopener">
        {t("adminContent.revisions.previewEn")}
        <span className="sr-only"> {t("adminContent.revisions.opensNewTab")}</span>
      </a>
      <a className="btn-secondary" href={`/admin/preview/${id}?lang=ar`} target="_blank" rel="noopener">
        {t("adminContent.revisions.previewAr")}
        <span className="sr-only"> {t("adminContent.revisions.opensNewTab")}</span>
      </a>
    </>
  );
}

function useRefresh(type: ContentType) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(`/api/admin/content/${type.type}`),
    });
}

function DraftRow({
  type,
  draft,
  onOpen,
  onApplied,
}: {
  type: ContentType;
  draft: Revision;
  onOpen: (draft: RevisionDetail) => void;
  onApplied: (item: ContentItem) => void;
}) {
  const { t } = useAdminT();
  const base = `/api/admin/content/${type.type}/revisions/${draft.id}`;
  const refresh = useRefresh(type);
  const open = useMutation({
    mutationFn: () => adminRequest<RevisionDetail>("GET", base),
    onSuccess: onOpen,
  });
  const publish = useMutation({
    mutationFn: (over?: number) =>
      adminRequest<ContentItem>("POST", `${base}/publish${over !== undefined ? `?base=${over}` : ""}`),
    onSuccess: (item) => {
      refresh();
      onApplied(item);
    },
  });
  const discard = useMutation({ mutationFn: () => adminRequest("DELETE", base), onSuccess: () => refresh() });
  const conflict = conflictOf(publish.error);
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-0">
      <p>
        {t("adminContent.revisions.draftBy", {
          by: isolate(draft.by || t("adminContent.revisions.nobody")),
          at: isolate(formatDateTime(draft.at)),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={open.isPending}
          onClick={() => open.mutate()}
        >
          {t("adminContent.revisions.openDraft")}
        </button>
        {type.public_path ? <PreviewLinks id={draft.id} /> : null}
        <button
          type="button"
          className="btn-primary"
          disabled={publish.isPending}
          onClick={() => publish.mutate(undefined)}
        >
          {t("adminContent.revisions.publish")}
        </button>
      </div>
      {conflict ? (
        <ConflictNotice conflict={conflict}>
          <button type="button" className="btn-primary" onClick={() => publish.mutate(conflict.revision)}>
            {t("adminContent.revisions.publishOver")}
          </button>
        </ConflictNotice>
      ) : publish.isError ? (
        <ErrorNotice error={publish.error} />
      ) : null}
      {open.isError ? <ErrorNotice error={open.error} /> : null}
      <ConfirmAction
        label={t("adminContent.revisions.discard")}
        question={t("adminContent.revisions.discardQuestion")}
        confirmLabel={t("adminContent.revisions.discardConfirm")}
        busy={discard.isPending}
        error={discard.error}
        onConfirm={() => discard.mutate()}
      />
    </li>
  );
}

function HistoryRow({
  type,
  revision,
  newest,
  onApplied,
}: {
  type: ContentType;
  revision: Revision;
  newest: boolean;
  onApplied: (item: ContentItem) => void;
}) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const url = `/api/admin/content/${type.type}/revisions/${revision.id}`;
  const detail = useQuery<RevisionDetail>({ queryKey: [url], enabled: open });
  const refresh = useRefresh(type);
  const restore = useMutation({
    mutationFn: () => adminRequest<ContentItem>("POST", `${url}/restore`),
    onSuccess: (item) => {
      refresh();
      onApplied(item);
    },
  });
  const panelId = `revision-${revision.id}`;
  return (
    <li className="border-b border-slate-200 py-3 last:border-0" data-testid="revision">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-ink">
            {actionText(t, revision)}
            {newest && revision.action !== "delete" ? (
              <span className="ms-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                {t("adminContent.revisions.live")}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {t("adminContent.revisions.byAt", {
              by: isolate(revision.by || t("adminContent.revisions.nobody")),
              at: isolate(formatDateTime(revision.at)),
            })}
          </p>
        </div>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? t("adminContent.revisions.hideChanges") : t("adminContent.revisions.showChanges")}
        </button>
      </div>
      {open ? (
        <div id={panelId} className="mt-3 flex flex-col gap-3">
          {detail.isPending ? (
            <Loading />
          ) : detail.isError ? (
            <ErrorNotice error={detail.error} retry={() => detail.refetch()} />
          ) : (
            <>
              <RevisionDiff diff={detail.data.diff} />
              <div className="flex flex-wrap gap-2">
                {!newest ? (
                  <ConfirmAction
                    label={t("adminContent.revisions.restore")}
                    question={t("adminContent.revisions.restoreQuestion", {
                      at: isolate(formatDateTime(revision.at)),
                    })}
                    confirmLabel={t("adminContent.revisions.restoreConfirm")}
                    busy={restore.isPending}
                    error={restore.error}
                    onConfirm={() => restore.mutate()}
                  />
                ) : null}
                {detail.data.preview ? <PreviewLinks id={revision.id} /> : null}
              </div>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function RevisionHistory({
  type,
  itemId,
  onOpenDraft,
  onApplied,
}: {
  type: ContentType;
  /** The item's id; null for a single-item type's one row. */
  itemId: number | null;
  onOpenDraft: (draft: RevisionDetail) => void;
  onApplied: (item: ContentItem) => void;
}) {
  const { t } = useAdminT();
  const url = `/api/admin/content/${type.type}/revisions${itemId !== null ? `?item=${itemId}` : ""}`;
  const found = useQuery<Revisions>({ queryKey: [url] });
  const [applied, setApplied] = useState<string | null>(null);
  const done = (message: string) => (item: ContentItem) => {
    setApplied(message);
    onApplied(item);
  };
  return (
    <section className="card mt-8" aria-labelledby="history-heading">
      <h2 id="history-heading" className="mb-1 font-semibold text-ink">
        {t("adminContent.revisions.heading")}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("adminContent.revisions.intro")}</p>
      <Saved show={applied !== null}>{applied}</Saved>
      {found.isPending ? (
        <Loading />
      ) : found.isError ? (
        <ErrorNotice error={found.error} retry={() => found.refetch()} />
      ) : (
        <>
          {found.data.drafts.length ? (
            <>
              <h3 className="mt-2 font-semibold text-ink">{t("adminContent.revisions.drafts")}</h3>
              <ul>
                {found.data.drafts.map((draft) => (
                  <DraftRow
                    key={draft.id}
                    type={type}
                    draft={draft}
                    onOpen={onOpenDraft}
                    onApplied={done(t("adminContent.revisions.published"))}
                  />
                ))}
              </ul>
            </>
          ) : null}
          {found.data.history.length ? (
            <ul>
              {found.data.history.map((revision, n) => (
                <HistoryRow
                  key={revision.id}
                  type={type}
                  revision={revision}
                  newest={n === 0}
                  onApplied={done(t("adminContent.revisions.restored"))}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t("adminContent.revisions.none")}</p>
          )}
        </>
      )}
    </section>
  );
}
