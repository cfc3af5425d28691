// A labelled text input of the staff screens, its hint and error tied to it for screen readers.
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "./ui";

type Wired = "id" | "value" | "onChange" | "aria-describedby" | "aria-invalid";

export type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, Wired> & {
  label: string;
  value: string;
  /** Gets the new text. */
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
};

export function InputField({ label, value, onChange, error, hint, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </Field>
  );
}
