import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { fieldErrors } from "../../lib/api-errors";
import { adminRequest } from "../api";
import { useLeaveGuard } from "../components/LeaveGuard";
import { ErrorNotice, Saved } from "../components/ui";
import { useAdminT } from "../i18n";
import type { ContentItem, ContentType } from "../types";
import { FieldInput } from "./FieldInput";
import { columnsOf, formState, toPayload } from "./fields";
import { ItemActions } from "./ItemActions";
import { ConflictNotice, conflictOf } from "./RevisionHistory";

/** Where a write goes with the revision the form started from (`?base=`): a save over someone else's is a 409. */
function withBase(url: string, base: number | null | undefined): string {
  if (base === undefined || base === null) return url;
  return `${url}${url.includes("?") ? "&" : "?"}base=${base}`;
}

/** The form of one content item, generic over the type's field descriptions. */
export function CmsEditor({
  type,
  item,
  saveUrl,
  method,
  onSaved,
  initial,
  draftUrl,
  onDraftSaved,
  onReload,
}: {
  type: ContentType;
  item?: ContentItem;
  /** PATCH: the item's own address, which its actions (a guide's "Mark reviewed") hang from. */
  saveUrl: string;
  method: "POST" | "PATCH";
  onSaved?: (item: ContentItem) => void;
  /** What the form starts from instead of the item (a draft reopened); changes are still the item's. */
  initial?: Record<string, unknown>;
  /** Where "Save as draft" keeps the form's changes (none: no draft button). */
  draftUrl?: string;
  onDraftSaved?: () => void;
  /** Loads the live item again (after a save was refused over someone else's). */
  onReload?: () => void;
}) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const [state, setState] = useState(() => formState(type.fields, initial ?? item));
  const [saved, setSaved] = useState(false);
  const [draftSaved, setDraftSaved] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  // A fresh copy from the server (after a save, a restore, a reload) becomes the form's new starting point.
  const shown = useRef(item);
  useEffect(() => {
    if (item && item !== shown.current) setState(formState(type.fields, item));
    shown.current = item;
  }, [item, type.fields]);
  // Leaving with changes not saved asks first (in the admin) or gets the browser's warning (tab, reload).
  const start = useMemo(() => JSON.stringify(formState(type.fields, item)), [type.fields, item]);
  const dirty = JSON.stringify(state) !== start;
  const guard = useLeaveGuard(dirty);
  const refreshLists = () =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(`/api/admin/content/${type.type}`),
    });

  const save = useMutation({
    mutationFn: ({ body, base }: { body: Record<string, unknown>; base?: number | null }) =>
      adminRequest<ContentItem>(method, method === "PATCH" ? withBase(saveUrl, base) : saveUrl, body),
    onSuccess: (result) => {
      guard.saved();
      setSaved(true);
      refreshLists();
      onSaved?.(result);
    },
    onError: () => requestAnimationFrame(() => summary.current?.focus()),
  });
  const keepDraft = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      adminRequest("POST", withBase(draftUrl ?? "", item?.revision), body),
    onSuccess: () => {
      guard.saved();
      setDraftSaved(true);
      client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(`/api/admin/content/${type.type}/revisions`),
      });
      onDraftSaved?.();
    },
    onError: () => requestAnimationFrame(() => summary.current?.focus()),
  });
  const failed = save.error ?? keepDraft.error;
  const errors = fieldErrors(failed);
  const conflict = conflictOf(save.error);
  const changes = () => toPayload(type.fields, state, method === "PATCH" ? item : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    setDraftSaved(false);
    keepDraft.reset();
    const body = changes();
    if (method === "PATCH" && Object.keys(body).length === 0) {
      setSaved(true);
      return;
    }
    save.mutate({ body, base: item?.revision });
  };
  const set = (column: string) => (value: unknown) => {
    setSaved(false);
    setDraftSaved(false);
    setState((s) => ({ ...s, [column]: value }));
  };
  const known = new Set(type.fields.flatMap((f) => columnsOf(f).map((c) => c.column)));
  const other = Object.entries(errors).filter(([name]) => !known.has(name));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {guard.element}
      {conflict ? (
        <ConflictNotice conflict={conflict}>
          {onReload ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                save.reset();
                onReload();
              }}
            >
              {t("adminContent.revisions.reload")}
            </button>
          ) : null}
          <button
            type="button"
            className="btn-primary"
            onClick={() => save.mutate({ body: changes(), base: conflict.revision })}
          >
            {t("adminContent.revisions.overwrite")}
          </button>
        </ConflictNotice>
      ) : failed ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          {Object.keys(errors).length ? (
            <>
              <p className="font-semibold">{t("adminContent.editor.notSaved")}</p>
              {other.map(([name, message]) => (
                <p key={name}>
                  {name === "__all__" ? "" : `${name}: `}
                  {message}
                </p>
              ))}
            </>
          ) : (
            <ErrorNotice error={failed} />
          )}
        </div>
      ) : null}
      {/* First, where staff see them with the notice that asks for them (a guide due for review). */}
      {method === "PATCH" ? (
        <ItemActions
          type={type}
          url={saveUrl}
          dirty={dirty}
          onDone={(result) => {
            refreshLists();
            onSaved?.(result);
          }}
        />
      ) : null}
      {type.fields.map((spec) => {
        const columns = columnsOf(spec);
        if (columns.length === 1) {
          const [col] = columns;
          return (
            <div key={spec.name} className="card">
              <FieldInput
                column={col}
                value={state[col.column]}
                error={errors[col.column]}
                onChange={set(col.column)}
              />
            </div>
          );
        }
        return (
          <fieldset key={spec.name} className="card">
            <legend className="sr-only">{spec.label}</legend>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {columns.map((col) => (
                <FieldInput
                  key={col.column}
                  column={col}
                  value={state[col.column]}
                  error={errors[col.column]}
                  onChange={set(col.column)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t("adminContent.editor.saving")
            : method === "POST"
              ? t("adminContent.editor.create")
              : t("adminContent.editor.saveChanges")}
        </button>
        {draftUrl ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={keepDraft.isPending}
            onClick={() => {
              setSaved(false);
              save.reset();
              keepDraft.mutate(changes());
            }}
          >
            {t("adminContent.revisions.saveDraft")}
          </button>
        ) : null}
        <Saved show={saved && !save.isPending}>{t("adminContent.editor.saved")}</Saved>
        <Saved show={draftSaved && !keepDraft.isPending}>{t("adminContent.revisions.draftSaved")}</Saved>
      </div>
    </form>
  );
}
