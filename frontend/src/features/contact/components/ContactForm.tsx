// The contact and booking form: checked in the browser with the server's rules, sent to
// POST /api/contact, answered with a toast (and `onSent`, which shows what happens next in its
// place); the server's field errors are shown like ours. With a time picked (SlotPicker) it books
// it instead (POST /api/booking) and goes to the booking page; a time taken first offers the next.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import {
  refusalKey,
  type SlotChoice,
  slotsKey,
  takenNextSlots,
} from "../../../components/booking/booking-api";
import { ChosenSlot } from "../../../components/booking/ChosenSlot";
import { NextSlots } from "../../../components/booking/NextSlots";
import { SlotPicker } from "../../../components/booking/SlotPicker";
import { CheckboxField, FormField, HoneypotField } from "../../../components/form/FormField";
import { toast } from "../../../components/ui/toast";
import { apiRequest } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/api-errors";
import type { BookingCreatedOut, ContactIn, SlotOut } from "../../../lib/api-types";
import { browserTimeZone } from "../../../lib/dates";
import { Trans, useLocalize, useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { lazyCheck } from "../../../lib/lazy-resolver";
import { Link, useLocation, useNavigate } from "../../../lib/router";
import { useServices } from "../../../lib/services";
import { replyWithin, useSite } from "../../../lib/site";
import { useForm } from "../../../lib/use-form";
import { utmParams } from "../../../lib/utm";
import { visitorRef } from "../../../lib/visitor";
import {
  COUNTRIES,
  type ContactInput,
  type ContactValues,
  EMPTY_FORM,
  FIELDS,
  type FieldName,
  LIMITS,
  SERVER_ERRORS,
} from "../form-fields";
import type { SentMessage } from "./ContactSent";

const rules = lazyCheck(() => import("../resolver").then((m) => m.checkContact));

const CONTROL =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";

/** `titleId`: the id of the heading that names the form; `onSent`: called once a message is stored;
 * `visitorZone`: the visitor's time zone (the browser's when not given). */
export function ContactForm({
  titleId,
  onSent,
  visitorZone: givenZone,
}: {
  titleId?: string;
  onSent?: (sent: SentMessage) => void;
  visitorZone?: string;
}) {
  const { t, lang } = useT();
  const to = useLocalize();
  const uid = useId();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const site = useSite();
  const phone = site?.phone ?? "";
  // The services offered are the site's own, as the content lists them (in the page's data).
  const services = useServices().data;
  const mountedAt = useRef<number | null>(null);
  // The times shown read the browser's zone themselves, once shown (components/booking/use-visitor-zone.ts).
  const visitorZone = givenZone ?? null;
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  // The next free times offered when the chosen one was taken first (409 slot_taken).
  const [taken, setTaken] = useState<{ type: string; next: SlotOut[] } | null>(null);

  // When the visitor first saw the form: the server ignores forms sent sooner than LIMITS.minFillMs
  // (bots), so a very quick visitor's form waits out the rest while the button says "Sending...".
  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);

  const { register, handleSubmit, reset, setError, setFocus, errors, watched } = useForm<
    ContactInput,
    ContactValues
  >({ check: rules.check, defaultValues: EMPTY_FORM, watch: ["message"] });
  /** Focuses the first of the `invalid` fields on the page (its order, FIELDS): after our checks and
   * the server's alike. */
  const focusFirst = (invalid: readonly string[]) => {
    const first = FIELDS.find((field) => invalid.includes(field));
    if (first) setFocus(first);
  };
  const message = String(watched.message ?? "");

  const mutation = useMutation({
    mutationFn: async ({ payload, slot }: { payload: ContactIn; slot: SlotChoice | null }) => {
      const wait = LIMITS.minFillMs - payload.elapsed_ms;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = { ...payload, elapsed_ms: Math.max(payload.elapsed_ms, LIMITS.minFillMs) };
      if (!slot) {
        await apiRequest("POST", "/api/contact", body);
        return null;
      }
      const booking = {
        ...body,
        type: slot.type,
        start: slot.start,
        time_zone: visitorZone ?? browserTimeZone(),
      };
      const response = await apiRequest("POST", "/api/booking", booking);
      return (await response.json()) as BookingCreatedOut;
    },
    onSuccess: (created, { payload }) => {
      if (created) {
        // The booking page says it is booked (and takes focus); the typed details are its lead's now.
        navigate(created.path[lang], { state: { booked: true } });
        return;
      }
      reset(EMPTY_FORM);
      toast({
        title: t("contact.toast.successTitle"),
        description: t("contact.toast.successText", { within: replyWithin(t, site) }),
        variant: "success",
      });
      onSent?.({ firstName: payload.first_name, email: payload.email });
    },
    onError: (error, { slot }) => {
      const next = slot ? takenNextSlots(error) : null;
      if (slot && next) {
        setSlot(null);
        setTaken({ type: slot.type, next });
        void queryClient.invalidateQueries({ queryKey: [slotsKey(slot.type)] });
        return;
      }
      // A time that cannot be booked at all (passed while the form was open, a closed day...): said as
      // such, and another time is to be picked from the fresh list.
      const refused = slot ? refusalKey(error) : null;
      if (slot && refused) {
        setSlot(null);
        void queryClient.invalidateQueries({ queryKey: [slotsKey(slot.type)] });
        toast({
          title: t("booking.errors.refusedTitle"),
          description: t(`booking.errors.${refused}`, { phone }),
          variant: "error",
        });
        return;
      }
      toast({
        title: t("contact.toast.errorTitle"),
        description: t("contact.toast.errorText"),
        variant: "error",
      });
      const fields = fieldErrors(error);
      const invalid = FIELDS.filter((field) => field in fields);
      for (const field of invalid) {
        setError(field, SERVER_ERRORS[field]);
      }
      focusFirst(invalid);
    },
  });

  const onSubmit = (values: ContactValues) => {
    if (mutation.isPending) return;
    const started = mountedAt.current;
    const payload: ContactIn = {
      ...values,
      language: lang,
      page_url: window.location.href,
      referrer: document.referrer,
      utm: utmParams(search),
      visitor: visitorRef(),
      elapsed_ms: started === null ? 0 : Math.max(0, Date.now() - started),
    };
    mutation.mutate({ payload, slot });
  };
  const chooseSlot = (choice: SlotChoice | null) => {
    setSlot(choice);
    if (choice) setTaken(null);
  };

  const id = (field: string) => `${uid}-${field}`;
  /** The error shown under `field`, in the page's language. */
  const errorOf = (field: FieldName) => {
    const key = errors[field];
    return key ? t(`contact.errors.${key}`) : undefined;
  };
  const fieldProps = (name: FieldName) => ({ id: id(name), error: errorOf(name) });

  const pending = mutation.isPending;
  const tooLong = message.length > LIMITS.message;

  return (
    <form
      noValidate
      onFocus={rules.preload}
      // Without JavaScript the browser posts the form to this page (backend web/form_post.py).
      method="post"
      action={pathname}
      aria-labelledby={titleId}
      onSubmit={handleSubmit(onSubmit, focusFirst)}
      className="mt-6 grid gap-5 sm:grid-cols-2"
    >
      <FormField {...fieldProps("first_name")} label={t("contact.form.firstName")} required>
        {(control) => (
          <input
            type="text"
            autoComplete="given-name"
            className={CONTROL}
            {...control}
            {...register("first_name")}
          />
        )}
      </FormField>

      <FormField {...fieldProps("last_name")} label={t("contact.form.lastName")} required>
        {(control) => (
          <input
            type="text"
            autoComplete="family-name"
            className={CONTROL}
            {...control}
            {...register("last_name")}
          />
        )}
      </FormField>

      <FormField {...fieldProps("email")} label={t("contact.form.email")} required>
        {(control) => (
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            className={`${CONTROL} rtl:text-right`}
            {...control}
            {...register("email")}
          />
        )}
      </FormField>

      <FormField
        {...fieldProps("phone")}
        label={t("contact.form.phone")}
        hint={t("contact.form.phoneHint")}
        required
      >
        {(control) => (
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            className={`${CONTROL} rtl:text-right`}
            {...control}
            {...register("phone")}
          />
        )}
      </FormField>

      <FormField {...fieldProps("country")} label={t("contact.form.country")} required>
        {(control) => (
          // The country a visitor wants to go to, not their address: "off" keeps the browser's autofill
          // from choosing it from their saved address (its name, "country", is an address token).
          <select className={CONTROL} autoComplete="off" required {...control} {...register("country")}>
            {/* The empty first option is what the page shows until the visitor chooses: a form posted
                without JavaScript then sends no country (refused, web/form_post.py) rather than the
                first country of the list, which a disabled placeholder would leave chosen. */}
            <option value="">{t("contact.form.countryPlaceholder")}</option>
            {COUNTRIES.map((key) => (
              <option key={key} value={key}>
                {t(`contact.countries.${key}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField {...fieldProps("service")} label={t("contact.form.service")} required>
        {(control) => (
          <select className={CONTROL} required {...control} {...register("service")}>
            <option value="">{t("contact.form.servicePlaceholder")}</option>
            {(Array.isArray(services) ? services : []).map((service) => (
              <option key={service.slug} value={service.slug}>
                {pickText(service.title, lang)}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        {...fieldProps("message")}
        label={t("contact.form.message")}
        className="sm:col-span-2"
        notes={[id("message-hint"), id("message-counter")]}
        below={
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
        }
      >
        {(control) => (
          <textarea rows={6} className={`${CONTROL} resize-y`} {...control} {...register("message")} />
        )}
      </FormField>

      <CheckboxField
        id={id("consent")}
        label={
          <Trans
            t={t}
            i18nKey="contact.form.consent"
            components={{
              policy: <Link to={to("/privacy-policy")} className="font-semibold text-brand-700 underline" />,
            }}
          />
        }
        error={errorOf("consent")}
        input={register("consent")}
      />

      <HoneypotField id={id("website")} label={t("contact.form.website")} input={register("website")} />

      {/* Picking a time needs JavaScript: without it the section is hidden (page.html hides .js-only)
          and the form sends a request for a call. */}
      <noscript>
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700 sm:col-span-2">
          {t("contact.noScript.note")}
        </p>
      </noscript>
      <section aria-labelledby={id("slot-title")} className="js-only space-y-4 sm:col-span-2">
        <h3 id={id("slot-title")} className="text-lg font-semibold text-ink">
          {t("booking.picker.title")}
        </h3>
        <SlotPicker value={slot} onChange={chooseSlot} visitorZone={visitorZone} />
        {taken ? (
          <NextSlots
            slots={taken.next}
            visitorZone={visitorZone}
            onPick={(next) => chooseSlot({ ...next, type: taken.type })}
          />
        ) : null}
        {slot ? (
          <ChosenSlot
            slot={slot}
            visitorZone={visitorZone}
            onClear={() => setSlot(null)}
            clearLabel={t("booking.picker.clear")}
          />
        ) : null}
      </section>

      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          disabled={pending}
        >
          {pending ? t("contact.form.sending") : slot ? t("booking.form.submit") : t("contact.form.submit")}
        </button>
      </div>
    </form>
  );
}
