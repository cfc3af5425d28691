// The contact and booking form: checked in the browser with the server's rules, sent to
// POST /api/contact, answered with a toast (and `onSent`, which shows what happens next in its
// place); the server's field errors are shown like ours.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Trans } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLocalize, useT } from "../../../app/hooks";
import { toast } from "../../../components/ui/toast";
import { apiRequest } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/api-errors";
import type { ContactPayload } from "../api/types";
import {
  COUNTRIES,
  type ContactInput,
  type ContactValues,
  contactSchema,
  EMPTY_FORM,
  FIELDS,
  type FieldName,
  LIMITS,
  SERVER_ERRORS,
  SERVICES,
} from "../schema";
import type { SentMessage } from "./ContactSent";

const CONTROL =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";

/** The utm_* parameters of the page's address. */
function utmParams(search: string): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith("utm_") && value) utm[key] = value;
  }
  return utm;
}

function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      ) : null}
    </label>
  );
}

/** `titleId`: the id of the heading that names the form; `onSent`: called once a message is stored. */
export function ContactForm({ titleId, onSent }: { titleId?: string; onSent?: (sent: SentMessage) => void }) {
  const { t, lang } = useT();
  const to = useLocalize();
  const uid = useId();
  const { search } = useLocation();
  const mountedAt = useRef<number | null>(null);

  // When the visitor first saw the form: the server ignores forms sent sooner than LIMITS.minFillMs
  // (bots), so a very quick visitor's form waits out the rest while the button says "Sending...".
  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_FORM,
    shouldFocusError: true,
  });
  const message = useWatch({ control, name: "message" }) ?? "";

  const mutation = useMutation({
    mutationFn: async (payload: ContactPayload) => {
      const wait = LIMITS.minFillMs - payload.elapsed_ms;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return apiRequest("POST", "/api/contact", {
        ...payload,
        elapsed_ms: Math.max(payload.elapsed_ms, LIMITS.minFillMs),
      });
    },
    onSuccess: (_response, payload) => {
      reset(EMPTY_FORM);
      toast({
        title: t("contact.toast.successTitle"),
        description: t("contact.toast.successText"),
        variant: "success",
      });
      onSent?.({ firstName: payload.first_name, email: payload.email });
    },
    onError: (error) => {
      toast({
        title: t("contact.toast.errorTitle"),
        description: t("contact.toast.errorText"),
        variant: "error",
      });
      const fields = fieldErrors(error);
      const invalid = FIELDS.filter((field) => field in fields);
      for (const field of invalid) {
        setError(field, { type: "server", message: SERVER_ERRORS[field] });
      }
      if (invalid.length) setFocus(invalid[0]);
    },
  });

  const onSubmit = (values: ContactValues) => {
    if (mutation.isPending) return;
    const started = mountedAt.current;
    mutation.mutate({
      ...values,
      language: lang,
      page_url: window.location.href,
      referrer: document.referrer,
      utm: utmParams(search),
      elapsed_ms: started === null ? 0 : Math.max(0, Date.now() - started),
    });
  };

  const id = (field: string) => `${uid}-${field}`;
  const describedBy = (field: FieldName, ...extra: string[]) =>
    [...extra.map(id), errors[field] ? id(`${field}-error`) : ""].filter(Boolean).join(" ") || undefined;
  const a11y = (field: FieldName, ...extra: string[]) => ({
    id: id(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, ...extra),
  });
  const errorText = (field: FieldName) => {
    const key = errors[field]?.message;
    return key ? (
      <p id={id(`${field}-error`)} className="mt-1.5 text-sm font-medium text-red-700">
        {t(`contact.errors.${key}`)}
      </p>
    ) : null;
  };

  const pending = mutation.isPending;
  const tooLong = message.length > LIMITS.message;

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit(onSubmit)}
      className="mt-6 grid gap-5 sm:grid-cols-2"
    >
      <div>
        <Label htmlFor={id("first_name")} required>
          {t("contact.form.firstName")}
        </Label>
        <input
          type="text"
          autoComplete="given-name"
          aria-required="true"
          className={CONTROL}
          {...a11y("first_name")}
          {...register("first_name")}
        />
        {errorText("first_name")}
      </div>

      <div>
        <Label htmlFor={id("last_name")} required>
          {t("contact.form.lastName")}
        </Label>
        <input
          type="text"
          autoComplete="family-name"
          aria-required="true"
          className={CONTROL}
          {...a11y("last_name")}
          {...register("last_name")}
        />
        {errorText("last_name")}
      </div>

      <div>
        <Label htmlFor={id("email")} required>
          {t("contact.form.email")}
        </Label>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          aria-required="true"
          className={`${CONTROL} rtl:text-right`}
          {...a11y("email")}
          {...register("email")}
        />
        {errorText("email")}
      </div>

      <div>
        <Label htmlFor={id("phone")} required>
          {t("contact.form.phone")}
        </Label>
        <input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          aria-required="true"
          className={`${CONTROL} rtl:text-right`}
          {...a11y("phone", "phone-hint")}
          {...register("phone")}
        />
        <p id={id("phone-hint")} className="mt-1.5 text-sm text-slate-500">
          {t("contact.form.phoneHint")}
        </p>
        {errorText("phone")}
      </div>

      <div>
        <Label htmlFor={id("country")} required>
          {t("contact.form.country")}
        </Label>
        <select aria-required="true" className={CONTROL} {...a11y("country")} {...register("country")}>
          <option value="" disabled>
            {t("contact.form.countryPlaceholder")}
          </option>
          {COUNTRIES.map((key) => (
            <option key={key} value={key}>
              {t(`contact.countries.${key}`)}
            </option>
          ))}
        </select>
        {errorText("country")}
      </div>

      <div>
        <Label htmlFor={id("service")} required>
          {t("contact.form.service")}
        </Label>
        <select aria-required="true" className={CONTROL} {...a11y("service")} {...register("service")}>
          <option value="" disabled>
            {t("contact.form.servicePlaceholder")}
          </option>
          {SERVICES.map((key) => (
            <option key={key} value={key}>
              {t(`contact.services.${key}`)}
            </option>
          ))}
        </select>
        {errorText("service")}
      </div>

      <div className="sm:col-span-2">
        <Label htmlFor={id("message")}>{t("contact.form.message")}</Label>
        <textarea
          rows={6}
          className={`${CONTROL} resize-y`}
          {...a11y("message", "message-hint", "message-counter")}
          {...register("message")}
        />
        <div className="mt-1.5 flex flex-wrap justify-between gap-x-4 text-sm">
          <p id={id("message-hint")} className="text-slate-500">
            {t("contact.form.messageHint")}
          </p>
          <p
            id={id("message-counter")}
            data-testid="message-counter"
            className={tooLong ? "font-semibold text-red-700" : "text-slate-500"}
          >
            {t("contact.form.counter", { count: message.length, max: LIMITS.message })}
          </p>
        </div>
        {errorText("message")}
      </div>

      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            aria-required="true"
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            {...a11y("consent")}
            {...register("consent")}
          />
          <label htmlFor={id("consent")} className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="contact.form.consent"
              components={{
                policy: (
                  <Link to={to("/privacy-policy")} className="font-semibold text-brand-700 underline" />
                ),
              }}
            />
            <span aria-hidden="true" className="ms-0.5 text-red-600">
              *
            </span>
          </label>
        </div>
        {errorText("consent")}
      </div>

      {/* A field people never see; bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id("website")}>{t("contact.form.website")}</label>
        <input type="text" tabIndex={-1} autoComplete="off" id={id("website")} {...register("website")} />
      </div>

      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          disabled={pending}
        >
          {pending ? t("contact.form.sending") : t("contact.form.submit")}
        </button>
      </div>
    </form>
  );
}
