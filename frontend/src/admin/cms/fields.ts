import { formatDateTime } from "../format";
import { tAdmin } from "../i18n";
import type { FieldSpec, ImageValue } from "../types";

export interface Column {
  /** The key in the item and in the request body: `title_en`, `title_ar` or `slug`. */
  column: string;
  spec: FieldSpec;
  lang?: "en" | "ar";
}

/** The columns of a field: a translated one has an English and an Arabic column. */
export function columnsOf(spec: FieldSpec): Column[] {
  if (!spec.translated) return [{ column: spec.name, spec }];
  return [
    { column: `${spec.name}_en`, spec, lang: "en" },
    { column: `${spec.name}_ar`, spec, lang: "ar" },
  ];
}

/** A column's label: the field's, with the language of a translated field's column ("Title (Arabic)"). */
export function columnLabel(label: string, lang?: "en" | "ar"): string {
  if (!lang) return label;
  const language = tAdmin(lang === "en" ? "adminContent.field.english" : "adminContent.field.arabic");
  return tAdmin("adminContent.field.inLanguage", { label, language });
}

/** The value a new item starts with. */
export function emptyValue(spec: FieldSpec): unknown {
  if (spec.default !== undefined) return spec.default;
  if (spec.kind === "bool") return spec.name === "published";
  if (spec.kind === "int") return null;
  if (spec.kind === "image") return null;
  if (spec.kind === "multiselect" || spec.kind === "items") return [];
  if (spec.kind === "select" && spec.required && spec.choices?.length) return spec.choices[0].key;
  return "";
}

/** The form's state for an item: every column of every field. */
export function formState(fields: FieldSpec[], item?: Record<string, unknown>): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const spec of fields) {
    for (const { column } of columnsOf(spec)) {
      state[column] = item && column in item ? item[column] : emptyValue(spec);
    }
  }
  return state;
}

/** What to send: images as their stored name ("" clears), everything else as it is; when editing, only
 * what changed. */
export function toPayload(
  fields: FieldSpec[],
  state: Record<string, unknown>,
  original?: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of fields) {
    for (const { column } of columnsOf(spec)) {
      let value = state[column];
      let before = original?.[column];
      if (spec.kind === "image") {
        value = value && typeof value === "object" ? (value as ImageValue).name : "";
        before = before && typeof before === "object" ? (before as ImageValue).name : "";
      }
      if (spec.kind === "int" && value === "") value = null;
      // A new item leaves out what was not filled in, so the model's defaults apply (a post's status).
      if (!original && (value === "" || value === null)) continue;
      if (!original || JSON.stringify(value) !== JSON.stringify(before)) body[column] = value;
    }
  }
  return body;
}

/** ISO date-time from the API -> the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== "string" || !iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A short text for a list cell. */
export function cellText(spec: FieldSpec | undefined, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (spec?.kind === "datetime" && typeof value === "string") return formatDateTime(value);
  if (spec?.kind === "bool" || typeof value === "boolean")
    return tAdmin(value ? "adminContent.table.yes" : "adminContent.table.no");
  if (spec?.kind === "select") return spec.choices?.find((c) => c.key === value)?.label ?? String(value);
  if (spec?.kind === "items" && Array.isArray(value))
    return value.length ? tAdmin("adminContent.table.itemCount", { count: value.length }) : "—";
  if (Array.isArray(value)) {
    const labels = value.map((key) => spec?.choices?.find((c) => c.key === key)?.label ?? String(key));
    return labels.join(tAdmin("adminContent.index.separator")) || "—";
  }
  if (typeof value === "object") return "name" in value ? String((value as { name: unknown }).name) : "";
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/** Why a file cannot be uploaded, or null when it may be (the server checks again with Pillow). */
export function uploadProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return tAdmin("adminContent.field.uploadType");
  if (file.size > MAX_UPLOAD_BYTES) return tAdmin("adminContent.field.uploadSize");
  return null;
}
