// Staff sign-in: e-mail and password, the lockout explained, then on to where they were going. Before
// sign-in nobody's language is known: a button shows this page in the other language (for this visit).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { errorCode, fieldErrors } from "../../lib/api-errors";
import type { LoginIn } from "../../lib/api-types";
import { adminPath, adminRequest, errorMessage } from "../api";
import { ME, useMe } from "../auth";
import { InputField } from "../components/InputField";
import { PasswordField } from "../components/PasswordField";
import { useTitle } from "../components/ui";
import { companyName, setAdminLanguage, useAdminT } from "../i18n";
import type { Me } from "../types";

/** Only a path inside the admin may follow sign-in (no open redirect). */
export function safeNext(next: string | null): string {
  return adminPath(next) ?? "/admin";
}

export function LoginPage() {
  const { t, lang } = useAdminT();
  useTitle(t("admin.login.title"));
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const me = useMe();
  const client = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const alertRef = useRef<HTMLDivElement>(null);
  const login = useMutation({
    mutationFn: (body: LoginIn) => adminRequest<Me>("POST", "auth/login", body, { redirectOn401: false }),
    onSuccess: (user) => {
      // Everything cached so far was fetched signed out (or as someone else).
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== ME });
      client.setQueryData([ME], user);
    },
  });
  useEffect(() => {
    if (login.isError) alertRef.current?.focus();
  }, [login.isError]);

  if (me.data) return <Navigate to={next} replace />;

  const fields = fieldErrors(login.error);
  const code = errorCode(login.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email: email.trim(), password });
  };
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-4">
      <div className="card w-full max-w-sm">
        <p className="text-sm font-semibold text-brand-700">{companyName(lang)}</p>
        <h1 className="mb-6 text-2xl font-semibold text-ink">{t("admin.login.heading")}</h1>
        {login.isError ? (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className={`mb-4 rounded-md border p-3 text-sm ${
              code === "locked_out"
                ? "border-amber-300 bg-amber-50 text-amber-900"
                : "border-red-200 bg-red-50 text-red-800"
            }`}
          >
            {code === "locked_out" ? <p className="font-semibold">{t("admin.login.locked")}</p> : null}
            <p>{errorMessage(login.error)}</p>
          </div>
        ) : null}
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <InputField
            label={t("admin.login.email")}
            error={fields.email}
            type="email"
            dir="ltr"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
          />
          <PasswordField
            label={t("admin.login.password")}
            error={fields.password}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <button type="submit" className="btn-primary" disabled={login.isPending || !email || !password}>
            {login.isPending ? t("admin.login.submitting") : t("admin.login.submit")}
          </button>
        </form>
        {/* After the form, so the first Tab still lands on the e-mail. */}
        <p className="mt-4 text-center text-sm">
          <button
            type="button"
            className="link cursor-pointer"
            lang={lang === "ar" ? "en" : "ar"}
            aria-label={t("admin.language.switchLabel")}
            onClick={() => setAdminLanguage(lang === "ar" ? "en" : "ar")}
          >
            {t("admin.language.switchTo")}
          </button>
        </p>
      </div>
    </main>
  );
}
