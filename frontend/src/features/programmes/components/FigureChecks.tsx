// Beside a group of official figures (the fees, the processing time): when each was checked and against
// which official page. `Unconfirmed` says, once for the section, that a figure marked so could not be
// confirmed and to ask the firm first.
import type { FactOut } from "../../../lib/api-types";
import { formatDate } from "../../../lib/dates";
import { Trans, useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";

/** The facts of `keys`, grouped by what a reader sees as one check: the same page, day and person. */
function checks(keys: string[], facts: FactOut[]): FactOut[][] {
  const groups = new Map<string, FactOut[]>();
  for (const key of new Set(keys)) {
    const fact = facts.find((f) => f.key === key);
    if (!fact) continue;
    const id = `${fact.source.url} ${fact.checked_on ?? ""} ${fact.checked_by}`;
    groups.set(id, [...(groups.get(id) ?? []), fact]);
  }
  return [...groups.values()];
}

export function FigureChecks({ keys, facts }: { keys: string[]; facts: FactOut[] }) {
  const { t, lang } = useT();
  const groups = checks(keys, facts);
  if (!groups.length) return null;
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-600">
      {groups.map((group) => {
        const [first] = group as [FactOut];
        const key = first.checked_on
          ? first.checked_by
            ? "facts.checkedBy"
            : "facts.checked"
          : "facts.notChecked";
        return (
          <p key={first.key}>
            <Trans
              t={t}
              i18nKey={key}
              values={{
                date: first.checked_on ? formatDate(first.checked_on, lang) : "",
                name: first.checked_by,
                source: pickText(first.source.name, lang),
              }}
              components={{
                source: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the source's name inside.
                  <a
                    href={first.source.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="break-words text-brand-700 underline"
                  />
                ),
              }}
            />
          </p>
        );
      })}
    </div>
  );
}

/** The plain word under the figures when any of `keys` could not be confirmed; nothing otherwise. */
export function Unconfirmed({ keys, facts }: { keys: string[]; facts: FactOut[] }) {
  const { t } = useT();
  const wanted = new Set(keys);
  const any = facts.some((fact) => wanted.has(fact.key) && fact.status !== "confirmed");
  return any ? <p className="mt-3 text-sm font-medium text-amber-900">{t("facts.unconfirmed")}</p> : null;
}
