import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../lib/api-errors";
import { adminRequest } from "../api";
import { ErrorNotice, Field, PageHeader } from "../components/ui";

export function PasswordPage() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      adminRequest("POST", "auth/password", { current_password: current, new_password: next }),
    onSuccess: () => {
      setCurrent("");
      setNext("");
      setRepeat("");
    },
  });
  const errors = fieldErrors(change.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const differ = next !== repeat;
    setMismatch(differ);
    if (!differ) change.mutate();
  };
  return (
    <>
      <PageHeader title="Change password" />
      <form className="card flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        <Field label="Current password" error={errors.current_password}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field
          label="New password"
          error={errors.new_password}
          hint="At least 10 characters, not all digits, not a common password."
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="password"
              autoComplete="new-password"
              required
              value={next}
              onChange={(e) => setNext(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label="New password again" error={mismatch ? "The two new passwords differ." : undefined}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        {change.isError && !Object.keys(errors).length ? <ErrorNotice error={change.error} /> : null}
        {change.isSuccess ? (
          <p role="status" className="text-emerald-700">
            Your password was changed. You stay signed in here.
          </p>
        ) : null}
        <button
          type="submit"
          className="btn-primary self-start"
          disabled={change.isPending || !current || !next}
        >
          {change.isPending ? "Changing…" : "Change password"}
        </button>
      </form>
    </>
  );
}
