import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrors } from "../../lib/api-errors";
import { adminRequest, errorMessage } from "../api";
import { Field } from "../components/ui";
import { formatLongDay } from "../format";
import { tAdmin, useAdminT } from "../i18n";
import type { FieldSpec, ImageValue } from "../types";
import { type Column, columnLabel, fromLocalInput, IMAGE_TYPES, toLocalInput, uploadProblem } from "./fields";
import { ItemsInput } from "./ItemsInput";

const INPUT_TYPES: Record<string, string> = {
  text: "text",
  slug: "text",
  url: "url",
  email: "email",
  int: "number",
  date: "date",
  time: "time",
};

interface Props {
  column: Column;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}

function label(spec: FieldSpec, lang?: "en" | "ar"): string {
  const base = columnLabel(spec.label, lang);
  return spec.required && spec.kind !== "bool" ? `${base} *` : base;
}

function hintOf(spec: FieldSpec): string | undefined {
  // What the field is for (the model's help text, in the staff member's language), then how to write it.
  const parts: string[] = spec.help ? [spec.help] : [];
  if (spec.kind === "markdown") parts.push(tAdmin("adminContent.field.markdownHint"));
  if (spec.kind === "slug") parts.push(tAdmin("adminContent.field.slugHint"));
  if (spec.max_length) parts.push(tAdmin("adminContent.field.maxLength", { max: spec.max_length }));
  return parts.join(" ") || undefined;
}

function ImageInput({ column, value, error, onChange }: Props) {
  const { t } = useAdminT();
  const { spec, lang } = column;
  const image = value && typeof value === "object" ? (value as ImageValue) : null;
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      if (spec.folder) form.append("folder", spec.folder);
      return adminRequest<ImageValue>("POST", "uploads", form);
    },
    onSuccess: (stored) => onChange(stored),
  });
  const uploadError = upload.isError
    ? (fieldErrors(upload.error).file ??
      Object.values(fieldErrors(upload.error))[0] ??
      errorMessage(upload.error))
    : undefined;
  const shown = problem ?? uploadError ?? error;
  return (
    <Field label={label(spec, lang)} error={shown} hint={t("adminContent.field.imageHint")}>
      {({ id, describedBy, invalid }) => (
        <div className="flex flex-col gap-2">
          {image ? (
            <img
              src={image.url}
              alt={t("adminContent.field.currentImage", { label: spec.label.toLowerCase() })}
              className="max-h-40 w-auto max-w-full self-start rounded-md border border-slate-200 bg-slate-50 object-contain"
            />
          ) : (
            <p className="text-sm text-slate-500">{t("adminContent.field.noImage")}</p>
          )}
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const why = uploadProblem(file);
              setProblem(why);
              upload.reset();
              if (!why) upload.mutate(file);
              e.target.value = "";
            }}
          />
          <div className="flex items-center gap-3">
            {upload.isPending ? (
              <span role="status" className="text-sm">
                {t("adminContent.field.uploading")}
              </span>
            ) : null}
            {image ? (
              <button type="button" className="btn-secondary btn-small" onClick={() => onChange(null)}>
                {t("adminContent.field.removeImage")}
              </button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}

/** Links to several items of another type (a post's tags): one checkbox per item, in a fieldset. */
function ChoicesInput({ column, value, error, onChange }: Props) {
  const { t } = useAdminT();
  const { spec } = column;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const errorId = `${column.column}-error`;
  const choices = spec.choices ?? [];
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{label(spec)}</legend>
      {choices.length ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {choices.map((c) => (
            <label key={c.key} className="inline-flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                name={column.column}
                value={c.key}
                checked={chosen.includes(c.key)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, c.key] : chosen.filter((key) => key !== c.key))
                }
              />
              {c.label}
            </label>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t("adminContent.field.noChoices")}</p>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A field set by one of the type's actions (a guide's review date and reviewer): shown, not edited. */
function ReadOnly({ column, value, error }: Props) {
  const { spec, lang } = column;
  const empty = value === null || value === undefined || value === "";
  const shown = empty ? "—" : spec.kind === "date" ? formatLongDay(String(value)) : String(value);
  return (
    <Field label={columnLabel(spec.label, lang)} error={error} hint={hintOf(spec)}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={column.column}
          readOnly
          aria-describedby={describedBy}
          className="bg-slate-50 text-slate-700"
          value={shown}
        />
      )}
    </Field>
  );
}

/** One column of a content item as a form control; Arabic columns are right-to-left. */
export function FieldInput(props: Props) {
  const { column, value, error, onChange } = props;
  const { spec, lang } = column;
  if (spec.read_only) return <ReadOnly {...props} />;
  if (spec.kind === "image") return <ImageInput {...props} />;
  if (spec.kind === "multiselect") return <ChoicesInput {...props} />;
  if (spec.kind === "items") return <ItemsInput {...props} />;
  const langProps = lang ? { lang, dir: lang === "ar" ? "rtl" : "ltr" } : {};
  if (spec.kind === "bool") {
    const helpId = spec.help ? `${column.column}-help` : undefined;
    return (
      <div className="flex flex-col gap-1">
        <label className="inline-flex min-h-10 items-center gap-2 font-medium text-ink">
          <input
            type="checkbox"
            name={column.column}
            checked={Boolean(value)}
            aria-describedby={helpId}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label(spec, lang)}
        </label>
        {helpId ? (
          <p id={helpId} className="text-xs text-slate-500">
            {spec.help}
          </p>
        ) : null}
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
      </div>
    );
  }
  return (
    <Field label={label(spec, lang)} error={error} hint={hintOf(spec)}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          name: column.column,
          "aria-describedby": describedBy,
          "aria-invalid": invalid,
          required: spec.required,
        };
        if (spec.kind === "textarea" || spec.kind === "markdown") {
          return (
            <textarea
              {...common}
              {...langProps}
              rows={spec.kind === "markdown" ? 12 : 4}
              maxLength={spec.max_length ?? undefined}
              // A fixed height rather than rows: Arabic's taller lines would make it taller than its
              // English twin beside it. Markdown reads best in a fixed-width font; Arabic has none.
              className={
                spec.kind === "markdown"
                  ? `h-80 resize-y${lang === "ar" ? "" : " font-mono text-sm"}`
                  : "h-32 resize-y"
              }
              value={String(value ?? "")}
              onChange={(e) => onChange(e.target.value)}
            />
          );
        }
        if (spec.kind === "select") {
          return (
            <select
              {...common}
              value={String(value ?? "")}
              onChange={(e) => onChange(e.target.value || null)}
            >
              {!spec.required || !value ? <option value="">—</option> : null}
              {(spec.choices ?? []).map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </select>
          );
        }
        if (spec.kind === "datetime") {
          return (
            <input
              {...common}
              type="datetime-local"
              value={toLocalInput(value)}
              onChange={(e) => onChange(fromLocalInput(e.target.value))}
            />
          );
        }
        if (spec.kind === "int") {
          return (
            <input
              {...common}
              type="number"
              inputMode="numeric"
              step={1}
              value={value === null || value === undefined ? "" : String(value)}
              onChange={(e) => onChange(e.target.value === "" ? null : Number.parseInt(e.target.value, 10))}
            />
          );
        }
        const ltrOnly = spec.kind === "slug" || spec.kind === "url" || spec.kind === "email";
        return (
          <input
            {...common}
            {...(ltrOnly ? { dir: "ltr" } : langProps)}
            type={INPUT_TYPES[spec.kind] ?? "text"}
            maxLength={spec.max_length ?? undefined}
            value={String(value ?? "")}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }}
    </Field>
  );
}
