// "Send me my assessment": after a result, the visitor may ask us to e-mail it and get in touch (POST
// /api/tools/{tool}/assessment, which scores the answers again itself). Says plainly what is kept and
// why; nothing is sent before the visitor presses Send. The contact form's rules, field and defences
// (a hidden field bots fill in, the time the form was open).
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { CheckboxField, FormField, HoneypotField } from "../../../components/form/FormField";
import { apiRequest } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/api-errors";
import type { AssessmentIn } from "../../../lib/api-types";
import { LIMITS } from "../../../lib/contact-limits";
import { Trans, useLocalize, useT } from "../../../lib/i18n-hooks";
import { lazyResolver } from "../../../lib/lazy-resolver";
import { Link, useLocation } from "../../../lib/router";
import { useReplyWithin } from "../../../lib/site";
import { utmParams } from "../../../lib/utm";
import { visitorRef } from "../../../lib/visitor";
import {
  ASSESSMENT_FIELDS,
  type AssessmentInput,
  type AssessmentValues,
  EMPTY_ASSESSMENT,
  errorText,
} from "../assessment-fields";
import { CONTROL } from "./controls";

const rules = lazyResolver(() => import("../assessment-resolver").then((m) => m.assessmentResolver));

export function AssessmentForm({ tool, answers }: { tool: string; answers: AssessmentIn["answers"] }) {
  const { t, lang } = useT();
  const within = useReplyWithin();
  const to = useLocalize();
  const { search } = useLocation();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const openedAt = useRef<number>(0);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState<{ email: string } | null>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AssessmentInput, unknown, AssessmentValues>({
    resolver: rules.resolver,
    defaultValues: EMPTY_ASSESSMENT,
    shouldFocusError: false,
  });
  const focusFirst = (invalid: readonly string[]) => {
    const first = ASSESSMENT_FIELDS.find((field) => invalid.includes(field));
    if (first) setFocus(first);
  };

  const mutation = useMutation({
    mutationFn: async (payload: AssessmentIn) => {
      // The server ignores forms sent sooner than a person could (bots): a quick visitor's waits.
      const wait = LIMITS.minFillMs - payload.elapsed_ms;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = { ...payload, elapsed_ms: Math.max(payload.elapsed_ms, LIMITS.minFillMs) };
      await apiRequest("POST", `/api/tools/${tool}/assessment`, body);
    },
    onSuccess: (_done, payload) => setSent({ email: payload.email ?? "" }),
    onError: (error) => {
      const fields = fieldErrors(error);
      const invalid = ASSESSMENT_FIELDS.filter((field) => field in fields);
      for (const field of invalid) {
        const key =
          field === "name" ? "nameInvalid" : field === "consent" ? "consentRequired" : `${field}Invalid`;
        setError(field, { type: "server", message: key });
      }
      focusFirst(invalid);
    },
  });

  const onSubmit = (values: AssessmentValues) => {
    if (mutation.isPending) return;
    mutation.mutate({
      answers,
      name: values.name,
      email: values.email,
      phone: values.phone,
      consent: values.consent,
      language: lang,
      page_url: typeof window === "undefined" ? "" : window.location.href,
      utm: utmParams(search),
      visitor: visitorRef(),
      website: values.website,
      elapsed_ms: Date.now() - openedAt.current,
    });
  };
  const errorOf = (field: keyof AssessmentInput) => {
    const message = errors[field]?.message;
    return message ? t(errorText(message)) : undefined;
  };

  if (sent) {
    return (
      <section
        aria-labelledby={id("sent")}
        className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6"
      >
        <h2 id={id("sent")} ref={sentRef} tabIndex={-1} className="text-xl font-bold text-ink">
          {t("tools.assessment.sentTitle")}
        </h2>
        <p className="mt-2 text-slate-700" role="status">
          {sent.email
            ? t("tools.assessment.sentEmail", { email: sent.email, within })
            : t("tools.assessment.sentPhone", { within })}
        </p>
      </section>
    );
  }

  const pending = mutation.isPending;
  return (
    <section
      aria-labelledby={id("heading")}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={id("heading")} className="text-xl font-bold text-ink">
        {t("tools.assessment.heading")}
      </h2>
      <p className="mt-2 text-slate-600">{t("tools.assessment.intro")}</p>
      <form
        noValidate
        onFocus={rules.preload}
        className="mt-5 grid gap-5 sm:grid-cols-2"
        onSubmit={handleSubmit(onSubmit, (invalid) => focusFirst(Object.keys(invalid)))}
      >
        <FormField
          id={id("name")}
          label={t("tools.assessment.name")}
          required
          error={errorOf("name")}
          className="sm:col-span-2"
        >
          {(control) => (
            <input type="text" autoComplete="name" className={CONTROL} {...control} {...register("name")} />
          )}
        </FormField>
        <FormField id={id("email")} label={t("tools.assessment.email")} error={errorOf("email")}>
          {(control) => (
            <input
              type="email"
              autoComplete="email"
              dir="ltr"
              className={`${CONTROL} rtl:text-right`}
              {...control}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField id={id("phone")} label={t("tools.assessment.phone")} error={errorOf("phone")}>
          {(control) => (
            <input
              type="tel"
              autoComplete="tel"
              dir="ltr"
              className={`${CONTROL} rtl:text-right`}
              {...control}
              {...register("phone")}
            />
          )}
        </FormField>
        <p className="text-sm text-slate-600 sm:col-span-2">
          <Trans
            t={t}
            i18nKey="tools.assessment.kept"
            components={{
              privacy: <Link to={to("/privacy-policy")} className="font-semibold text-brand-700 underline" />,
            }}
          />
        </p>
        <CheckboxField
          id={id("consent")}
          label={t("tools.assessment.consent")}
          error={errorOf("consent")}
          input={register("consent")}
        />
        <HoneypotField id={id("website")} label={t("contact.form.website")} input={register("website")} />
        {mutation.isError && !Object.keys(fieldErrors(mutation.error)).length ? (
          <p role="alert" className="font-medium text-red-700 sm:col-span-2">
            {t("tools.assessment.errors.failed")}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
            disabled={pending}
          >
            {pending ? t("tools.assessment.sending") : t("tools.assessment.send")}
          </button>
        </div>
      </form>
    </section>
  );
}
