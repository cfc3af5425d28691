// /booking/:token (and /ar/booking/:token): one visitor's free consultation, read from its signed
// link (server-rendered, so it reads without JavaScript), with add-to-calendar, WhatsApp, and while
// it is time, moving or cancelling it. docs/booking.md.
import "../../locales/pages-strings";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useVisitorZone } from "../../components/booking/use-visitor-zone";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { isNotFound } from "../../lib/api-client";
import type { BookingOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { useRouteData, useRouteQueryKey } from "../../lib/route-data";
import { useLocation, useSearchParams } from "../../lib/router";
import { AddToCalendar } from "./components/AddToCalendar";
import { BookingDetails } from "./components/BookingDetails";
import { BookingLinkInvalid } from "./components/BookingLinkInvalid";
import { type Done, titleKey } from "./components/booking-status";
import { ManageBooking, type Step } from "./components/ManageBooking";

function stepOf(action: string | null): Step {
  return action === "reschedule" || action === "cancel" ? action : null;
}

export default function BookingPage({ visitorZone: givenZone }: { visitorZone?: string }) {
  const { t } = useT();
  const apiPath = useRouteQueryKey("booking") ?? "";
  const { data: booking, isPending, error } = useRouteData<BookingOut>("booking");
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<Step>(stepOf(params.get("action")));
  const booked = Boolean((location.state as { booked?: boolean } | null)?.booked);
  const [done, setDone] = useState<Done>(booked ? "booked" : null);
  // Counts the changes made here: each one moves focus to the heading that now says what happened.
  const [changes, setChanges] = useState(booked ? 1 : 0);
  const heading = useRef<HTMLHeadingElement>(null);
  const visitorZone = useVisitorZone(givenZone || booking?.time_zone || null);

  // After booking, moving or cancelling, the heading says what happened and takes focus.
  const loaded = booking !== undefined;
  useEffect(() => {
    if (changes > 0 && loaded) heading.current?.focus();
  }, [changes, loaded]);

  if (isNotFound(error)) return <BookingLinkInvalid />;
  if (isPending || !booking) return <PageSkeleton />;

  const changed = (updated: BookingOut, how: "moved" | "cancelled") => {
    queryClient.setQueryData([apiPath], updated);
    setStep(null);
    setDone(how);
    setChanges((n) => n + 1);
    if (params.has("action")) setParams({}, { replace: true });
  };
  const key = titleKey(booking.status, done);

  return (
    <>
      <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-bold text-ink outline-none sm:text-4xl"
            data-testid="booking-title"
          >
            {t(`booking.page.title.${key}`)}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-600">
            {booking.status === "confirmed"
              ? t("booking.page.lead", { name: booking.first_name, email: booking.email })
              : t(`booking.page.leadOther.${key}`)}
          </p>
        </div>
      </header>
      <div className="container-page grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-3">
        <section
          aria-label={t("booking.page.detailsLabel")}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
        >
          <BookingDetails booking={booking} visitorZone={visitorZone} />
        </section>
        {booking.status === "confirmed" ? <AddToCalendar booking={booking} /> : null}
        <div className="lg:col-span-3">
          <ManageBooking
            booking={booking}
            apiPath={apiPath}
            visitorZone={visitorZone}
            step={step}
            onStep={setStep}
            onChanged={changed}
          />
        </div>
      </div>
    </>
  );
}
