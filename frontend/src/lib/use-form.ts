// A form's state over its own uncontrolled fields (about 1 KB gzip), for the contact form, whose first
// load React Hook Form (12.6 KB gzip) would have weighed down: the fields keep their values in the DOM
// (a field the visitor changed before the form hydrated keeps what they typed, chose or ticked, and
// the form's state takes it: lib/typed-before-hydration.ts), the rules run on submit and, once
// the form has been submitted, again on each change of a field (that field's message is updated), as
// React Hook Form's "onSubmit" mode with "onChange" re-validation does. `check` may load its rules on
// demand (lib/lazy-resolver.ts: `lazyCheck`).
import { type FormEvent, useRef, useState } from "react";
import { changedByVisitor } from "./typed-before-hydration";

/** The result of checking the values: the values to send (after the rules' clean-up), or a message
 * key per invalid field. */
export type CheckResult<Name extends string, Output> =
  | { values: Output; errors?: undefined }
  | { values?: undefined; errors: Partial<Record<Name, string>> };

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field spreads on its control (the shape of React Hook Form's `register`, which the form
 * field components accept). */
export interface Registered<Name extends string> {
  name: Name;
  ref: (element: Field | null) => void;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<void>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<void>;
}

const read = (field: Field) =>
  field instanceof HTMLInputElement && field.type === "checkbox" ? field.checked : field.value;

function write(field: Field, value: unknown) {
  if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = Boolean(value);
  else field.value = value == null ? "" : String(value);
}

export function useForm<Values extends Record<string, unknown>, Output>({
  defaultValues,
  check,
  watch = [],
}: {
  defaultValues: Values;
  check: (values: Values) => Promise<CheckResult<keyof Values & string, Output>>;
  /** Fields whose value the form re-renders with (`watched`), e.g. a message's character counter. */
  watch?: readonly (keyof Values & string)[];
}) {
  type Name = keyof Values & string;
  const fields = useRef(new Map<string, Field>());
  const registered = useRef(new Map<string, Registered<Name>>());
  const submitted = useRef(false);
  const checkRef = useRef(check);
  checkRef.current = check;
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [watched, setWatched] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(watch.map((name) => [name, defaultValues[name]])),
  );
  const watchRef = useRef(watch);
  watchRef.current = watch;

  /** The values of fields not in the page (their default, or what they held when they left it). */
  const last = useRef<Record<string, unknown>>({ ...defaultValues });
  /** Every field's value now (a field not rendered keeps its default). */
  const values = (): Values => {
    const out: Record<string, unknown> = { ...last.current };
    for (const [name, field] of fields.current) out[name] = read(field);
    return out as Values;
  };

  const register = (name: Name): Registered<Name> => {
    let entry = registered.current.get(name);
    if (!entry) {
      const changed = async () => {
        const field = fields.current.get(name);
        if (field && watchRef.current.includes(name)) {
          setWatched((now) => ({ ...now, [name]: read(field) }));
        }
        if (!submitted.current) return;
        const result = await checkRef.current(values());
        const message = result.errors?.[name];
        setErrors((now) => {
          if (now[name] === message) return now;
          const next = { ...now };
          if (message === undefined) delete next[name];
          else next[name] = message;
          return next;
        });
      };
      entry = {
        name,
        // A field put in the page shows the form's value for it (its default at first, as React Hook
        // Form does: a select's disabled placeholder stays chosen rather than the browser's first option),
        // unless the visitor changed it before the form hydrated: then the form takes the field's value.
        ref: (element) => {
          if (!element) {
            const field = fields.current.get(name);
            if (field) last.current[name] = read(field);
            fields.current.delete(name);
          } else if (fields.current.get(name) !== element) {
            if (changedByVisitor(element)) {
              last.current[name] = read(element);
              if (watchRef.current.includes(name)) setWatched((now) => ({ ...now, [name]: read(element) }));
            } else {
              write(element, last.current[name]);
            }
            fields.current.set(name, element);
          }
        },
        onChange: changed,
        onBlur: async () => undefined,
      };
      registered.current.set(name, entry);
    }
    return entry;
  };

  /** The form's onSubmit: checks every field, then calls `valid` with the checked values, or
   * `invalid` with the names of the invalid fields (their messages shown). */
  const handleSubmit =
    (valid: (values: Output) => unknown, invalid?: (names: Name[]) => unknown) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      const result = await checkRef.current(values());
      submitted.current = true;
      setErrors(result.errors ?? {});
      if (result.errors) await invalid?.(Object.keys(result.errors) as Name[]);
      else await valid(result.values as Output);
    };

  /** Puts `next` in the fields and starts over: no messages, not submitted. */
  const reset = (next: Values) => {
    last.current = { ...next };
    for (const [name, field] of fields.current) write(field, next[name]);
    submitted.current = false;
    setErrors({});
    setWatched(Object.fromEntries(watchRef.current.map((name) => [name, next[name]])));
  };

  const setError = (name: Name, message: string) => setErrors((now) => ({ ...now, [name]: message }));
  const setFocus = (name: Name) => fields.current.get(name)?.focus();

  return { register, handleSubmit, reset, setError, setFocus, errors, watched };
}
