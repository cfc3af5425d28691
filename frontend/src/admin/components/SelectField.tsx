// A labelled drop-down of the staff screens, its hint and error tied to it for screen readers.
import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field } from "./ui";

type Wired = "id" | "value" | "onChange" | "aria-describedby" | "aria-invalid" | "children";

/** `children` are the options; `onChange` gets the chosen value. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  hint,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, Wired> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
