// What changed between two versions of a content item, as the server compares them (content.revisions.diff):
// field by field, English and Arabic side by side, an item list item by item, changed words marked.
import { useAdminT } from "../i18n";
import type { DiffWords, FieldDiff } from "../types";

type Words = DiffWords[];

function Runs({ words }: { words: Words }) {
  const { t } = useAdminT();
  return (
    <>
      {words.map((run, n) =>
        run.op === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered
          <span key={n}>{run.text}</span>
        ) : run.op === "removed" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <del key={n} className="me-0.5 rounded bg-red-100 px-0.5 text-red-900 decoration-red-700">
            <span className="sr-only">{t("adminContent.revisions.removed")} </span>
            {run.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ins key={n} className="rounded bg-emerald-100 px-0.5 text-emerald-900 no-underline">
            <span className="sr-only">{t("adminContent.revisions.added")} </span>
            {run.text}
          </ins>
        ),
      )}
    </>
  );
}

export function RevisionDiff({ diff }: { diff: FieldDiff[] }) {
  const { t } = useAdminT();
  if (!diff.length) return <p className="text-sm text-slate-600">{t("adminContent.revisions.noChanges")}</p>;
  return (
    <dl className="flex flex-col gap-4" data-testid="revision-diff">
      {diff.map((field) => (
        <div key={field.name}>
          <dt className="font-semibold text-ink">{field.label}</dt>
          {field.rows.map((row) => (
            <dd key={row.item ?? 0} className="mt-1">
              {row.item !== null ? (
                <p className="text-xs text-slate-600">{t("adminContent.revisions.item", { n: row.item })}</p>
              ) : null}
              {row.ar ? (
                <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
                  <div
                    lang="en"
                    dir="ltr"
                    className="whitespace-pre-wrap break-words rounded border p-2 text-sm"
                  >
                    <p className="mb-1 text-xs text-slate-600">{t("adminContent.revisions.english")}</p>
                    <Runs words={row.en} />
                  </div>
                  <div
                    lang="ar"
                    dir="rtl"
                    className="whitespace-pre-wrap break-words rounded border p-2 text-sm"
                  >
                    <p className="mb-1 text-xs text-slate-600">{t("adminContent.revisions.arabic")}</p>
                    <Runs words={row.ar} />
                  </div>
                </div>
              ) : (
                <div className="whitespace-pre-wrap break-words rounded border p-2 text-sm">
                  <Runs words={row.en} />
                </div>
              )}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
