// One contact form field: label (with the required star), control, hint and error, wired for screen readers.
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** What the control must carry: its id (the label's target) and the state screen readers announce. */
export interface ControlProps {
  id: string;
  "aria-required": "true" | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The star after a required field's label; hidden from screen readers, which hear aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-600">
      *
    </span>
  );
}

/** A field's error message, which its control names in aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  ) : null;
}

/** The attributes of the control `id`: described by `notes` (a hint, a counter) first, then the error
 * `${id}-error` when there is one. */
export function controlProps(
  id: string,
  { required = false, error, notes = [] }: { required?: boolean; error?: string; notes?: string[] },
): ControlProps {
  return {
    id,
    "aria-required": required ? "true" : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [...notes, error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
  };
}

/** `id` is the control's; the hint is `${id}-hint` and the error `${id}-error`. `notes` are the ids of
 * further descriptions that `below` renders (the message's counter). */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  below,
  notes = [],
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  below?: ReactNode;
  notes?: string[];
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const control = controlProps(id, { required, error, notes: hint ? [`${id}-hint`, ...notes] : notes });
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(control)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {below}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A required checkbox laid out box first, then its label (the consent), wired as FormField wires a
 * control: the same ids, required mark and error. */
export function CheckboxField({
  id,
  label,
  error,
  input,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  input: UseFormRegisterReturn;
}) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          {...controlProps(id, { required: true, error })}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A field people never see and bots fill in: a form that arrives with it filled is a bot's. */
export function HoneypotField({
  id,
  label,
  input,
}: {
  id: string;
  label: string;
  input: UseFormRegisterReturn;
}) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input type="text" tabIndex={-1} autoComplete="off" id={id} {...input} />
    </div>
  );
}
