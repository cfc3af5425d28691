// The slot picker: how to meet, then a day on a month calendar, then a free time of that day. Meeting
// types and free times come from the booking API (TanStack Query, keys are API paths); the calendar
// loads lazily, so the pages that show no picker never carry it.
import "../../locales/pages-strings";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import type { MeetingTypeOut, SlotsOut } from "../../lib/api-types";
import { dayKey, TIME_ZONE } from "../../lib/dates";
import { useT } from "../../lib/i18n-hooks";
import { type SlotChoice, slotsKey, TYPES_KEY } from "./booking-api";
import { MeetingTypeChoice } from "./MeetingTypeChoice";
import { SlotTimes } from "./SlotTimes";
import { useVisitorZone } from "./use-visitor-zone";
import { showsOtherTime, zoneCity } from "./zones";

const loadCalendar = () => import("./SlotCalendar");
const SlotCalendar = lazy(loadCalendar);

function Skeleton({ label }: { label: string }) {
  return (
    <div className="animate-pulse space-y-3" aria-busy="true" data-testid="slots-loading">
      <span className="sr-only">{label}</span>
      <div className="h-10 w-1/2 rounded-lg bg-slate-200" />
      <div className="grid max-w-sm grid-cols-7 gap-1">
        {Array.from({ length: 35 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <div key={i} className="aspect-square rounded-full bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

/** Which clock the times are in: Doha's, or Doha's and the visitor's. Shown with the times only, so the
 * visitor's zone is read then (useVisitorZone), not while the page hydrates. */
function ZoneNote({ sample, visitorZone }: { sample: string; visitorZone: string | null }) {
  const { t, lang } = useT();
  const zone = useVisitorZone(visitorZone);
  return (
    <p className="text-sm text-slate-600 md:col-span-2">
      {showsOtherTime(sample, zone)
        ? t("booking.picker.zoneBoth", { city: zoneCity(zone, lang), doha: zoneCity(TIME_ZONE, lang) })
        : t("booking.picker.zoneDoha")}
    </p>
  );
}

export function SlotPicker({
  value,
  onChange,
  fixedType,
  visitorZone,
  children,
}: {
  value: SlotChoice | null;
  onChange: (choice: SlotChoice | null) => void;
  /** Only this meeting type (moving a booking keeps its type): no type choice is shown. */
  fixedType?: string;
  visitorZone: string | null;
  /** What the empty state offers instead (the contact form: "send us a message"). */
  children?: React.ReactNode;
}) {
  const { t } = useT();
  const uid = useId();
  const types = useQuery<MeetingTypeOut[]>({ queryKey: [TYPES_KEY], enabled: !fixedType });
  const [type, setType] = useState<string | null>(value?.type ?? fixedType ?? null);
  const [day, setDay] = useState<string | null>(value ? dayKey(value.start) : null);
  const only = types.data?.length === 1 ? types.data[0].slug : null;
  const chosenType = fixedType ?? type ?? only;
  const slots = useQuery<SlotsOut>({ queryKey: [slotsKey(chosenType ?? "")], enabled: Boolean(chosenType) });

  // The calendar's code loads while the free times do, not after them.
  useEffect(() => {
    if (chosenType) void loadCalendar();
  }, [chosenType]);

  // A time chosen from outside (one of the next free times after a 409) shows its day.
  useEffect(() => {
    if (value) {
      setType(value.type);
      setDay(dayKey(value.start));
    }
  }, [value]);

  const byDay = useMemo(
    () => new Map((slots.data?.days ?? []).map((d) => [d.date, d.slots] as const)),
    [slots.data],
  );
  const daySlots = day ? (byDay.get(day) ?? []) : [];

  const chooseType = (slug: string) => {
    setType(slug);
    setDay(null);
    onChange(null);
  };
  const chooseDay = (next: string) => {
    setDay(next);
    if (value && dayKey(value.start) !== next) onChange(null);
  };

  let body: React.ReactNode = null;
  if (!chosenType) {
    body = null;
  } else if (slots.isPending) {
    body = <Skeleton label={t("booking.picker.loading")} />;
  } else if (slots.isError) {
    body = (
      <div className="space-y-2 text-slate-700" role="status">
        <p>{t("booking.picker.error")}</p>
        <button type="button" className="btn-secondary" onClick={() => void slots.refetch()}>
          {t("booking.picker.retry")}
        </button>
      </div>
    );
  } else if (!byDay.size) {
    body = (
      <div className="rounded-xl bg-slate-50 p-4 text-slate-700" role="status" data-testid="slots-empty">
        <p>{t("booking.picker.empty")}</p>
        {children}
      </div>
    );
  } else if (slots.data) {
    const sample = slots.data.days[0].slots[0]?.start ?? "";
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <ZoneNote sample={sample} visitorZone={visitorZone} />
        <div>
          <p id={`${uid}-day`} className="text-sm font-semibold text-ink">
            {t("booking.picker.dayLegend")}
          </p>
          <div className="mt-2">
            <Suspense fallback={<Skeleton label={t("booking.picker.loading")} />}>
              <SlotCalendar
                days={new Set(byDay.keys())}
                firstDay={slots.data.first_day}
                lastDay={slots.data.last_day}
                selected={day}
                onSelect={chooseDay}
                labelledBy={`${uid}-day`}
              />
            </Suspense>
          </div>
        </div>
        <div aria-live="polite">
          {day && daySlots.length ? (
            <SlotTimes
              day={day}
              slots={daySlots}
              value={value?.start ?? null}
              onChange={(slot) => onChange({ ...slot, type: chosenType })}
              name={`${uid}-time`}
              visitorZone={visitorZone}
            />
          ) : (
            <p className="text-sm text-slate-600">{t("booking.picker.chooseDay")}</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5" data-testid="slot-picker">
      {fixedType ? null : types.isPending ? (
        // The meeting types' cards as they will stand, so the page does not move when they arrive.
        <div className="grid animate-pulse gap-3 sm:grid-cols-3" aria-busy="true">
          <span className="sr-only">{t("booking.picker.loading")}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-[4.75rem] rounded-xl bg-slate-200" />
          ))}
        </div>
      ) : types.data?.length ? (
        <MeetingTypeChoice types={types.data} value={chosenType} onChange={chooseType} name={`${uid}-type`} />
      ) : (
        <div className="rounded-xl bg-slate-50 p-4 text-slate-700" role="status">
          <p>{types.isError ? t("booking.picker.error") : t("booking.picker.empty")}</p>
          {children}
        </div>
      )}
      {body}
    </div>
  );
}
