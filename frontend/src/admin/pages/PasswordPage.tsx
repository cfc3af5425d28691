// A staff member changes their own password (the current one first, the new one twice).
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../lib/api-errors";
import { adminRequest } from "../api";
import { PasswordField } from "../components/PasswordField";
import { ErrorNotice, PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";

export function PasswordPage() {
  const { t } = useAdminT();
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
      <PageHeader title={t("admin.password.title")} />
      <form className="card flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        <PasswordField
          label={t("admin.password.current")}
          error={errors.current_password}
          autoComplete="current-password"
          required
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          label={t("admin.password.new")}
          error={errors.new_password}
          hint={t("admin.password.newHint")}
          autoComplete="new-password"
          required
          value={next}
          onChange={setNext}
        />
        <PasswordField
          label={t("admin.password.again")}
          error={mismatch ? t("admin.password.mismatch") : undefined}
          autoComplete="new-password"
          required
          value={repeat}
          onChange={setRepeat}
        />
        {change.isError && !Object.keys(errors).length ? <ErrorNotice error={change.error} /> : null}
        {change.isSuccess ? (
          <p role="status" className="text-emerald-700">
            {t("admin.password.changed")}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn-primary self-start"
          disabled={change.isPending || !current || !next}
        >
          {change.isPending ? t("admin.password.submitting") : t("admin.password.submit")}
        </button>
      </form>
    </>
  );
}
