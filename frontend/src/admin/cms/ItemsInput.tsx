// An `items` field (a guide's fees, documents or questions): a list of small items edited in place, each
// part of an item in English and Arabic side by side (Arabic right-to-left), with buttons to add, move
// and remove items. The server checks every item (content/models/item_lists.py) and names the one at fault.
import { useAdminT } from "../i18n";
import type { FieldSpec } from "../types";
import { type Column, columnLabel } from "./fields";

type Part = NonNullable<FieldSpec["parts"]>[number];
type Item = Record<string, unknown>;

/** A new item: every part empty, a translated one as {en, ar}. */
export function emptyItem(parts: Part[]): Item {
  return Object.fromEntries(parts.map((p) => [p.name, p.translated ? { en: "", ar: "" } : ""]));
}

function PartInput({
  id,
  part,
  lang,
  value,
  onChange,
}: {
  id: string;
  part: Part;
  lang?: "en" | "ar";
  value: string;
  onChange: (value: string) => void;
}) {
  const label = `${columnLabel(part.label, lang)}${part.required && lang !== "ar" ? " *" : ""}`;
  const dir = lang === "ar" ? "rtl" : "ltr";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {part.kind === "textarea" ? (
        <textarea
          id={id}
          lang={lang}
          dir={dir}
          maxLength={part.max_length}
          className="h-24 resize-y"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type="text"
          lang={lang}
          dir={dir}
          maxLength={part.max_length}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

export function ItemsInput({
  column,
  value,
  error,
  onChange,
}: {
  column: Column;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const { t } = useAdminT();
  const { spec } = column;
  const lower = spec.label.toLowerCase();
  const parts = spec.parts ?? [];
  const items = Array.isArray(value) ? (value as Item[]) : [];
  const errorId = `${column.column}-error`;
  const full = spec.max_items !== undefined && items.length >= spec.max_items;
  const update = (index: number, next: Item) => onChange(items.map((item, i) => (i === index ? next : item)));
  const move = (index: number, delta: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + delta]] = [next[index + delta], next[index]];
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{spec.label}</legend>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? <p className="text-sm text-slate-500">{t("adminContent.items.none")}</p> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own while being written.
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <p className="mb-2 text-sm font-semibold text-slate-700">
                {t("adminContent.items.itemHeading", { label: spec.label, n })}
              </p>
              <div className="flex flex-col gap-3">
                {parts.map((part) => {
                  const id = `${column.column}-${index}-${part.name}`;
                  if (!part.translated) {
                    return (
                      <PartInput
                        key={part.name}
                        id={id}
                        part={part}
                        value={String(item[part.name] ?? "")}
                        onChange={(v) => update(index, { ...item, [part.name]: v })}
                      />
                    );
                  }
                  const texts = (item[part.name] ?? { en: "", ar: "" }) as Record<string, string>;
                  return (
                    <div key={part.name} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
                      {(["en", "ar"] as const).map((lang) => (
                        <PartInput
                          key={lang}
                          id={`${id}-${lang}`}
                          part={part}
                          lang={lang}
                          value={texts[lang] ?? ""}
                          onChange={(v) => update(index, { ...item, [part.name]: { ...texts, [lang]: v } })}
                        />
                      ))}
                    </div>
                  );
                })}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary btn-small"
                  disabled={index === 0}
                  aria-label={t("adminContent.items.moveUp", { label: lower, n })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn-secondary btn-small"
                  disabled={index === items.length - 1}
                  aria-label={t("adminContent.items.moveDown", { label: lower, n })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn-secondary btn-small"
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  {t("adminContent.items.remove", { n })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn-secondary btn-small self-start"
        disabled={full}
        onClick={() => onChange([...items, emptyItem(parts)])}
      >
        {t("adminContent.items.add", { label: lower })}
      </button>
    </fieldset>
  );
}
