// Picking a free time as staff may book it (GET booking/slots): a day with free times, then a time,
// two weeks at a time. Two drop-downs rather than a grid: keyboard-friendly and fits a phone.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toQuery } from "../../api";
import { QueryState } from "../../components/QueryState";
import { SelectField } from "../../components/SelectField";
import { formatLongDay, formatTime } from "../../format";
import { useAdminT } from "../../i18n";
import type { StaffSlots } from "../../types";
import { addDays, todayInDoha } from "./days";

const SPAN = 14;

export function SlotPicker({
  meetingType,
  consultant,
  booking,
  value,
  onChange,
  error,
}: {
  meetingType: number;
  consultant?: number;
  /** A meeting being moved: its own time counts as free. */
  booking?: number;
  value: string;
  onChange: (start: string) => void;
  error?: string;
}) {
  const { t } = useAdminT();
  const [from, setFrom] = useState(todayInDoha());
  const [day, setDay] = useState("");
  const url = `/api/admin/booking/slots${toQuery({
    type: meetingType,
    from,
    to: addDays(from, SPAN - 1),
    consultant,
    booking,
  })}`;
  const slots = useQuery<StaffSlots>({ queryKey: [url] });
  const days = slots.data?.days ?? [];
  // A new range or a new list: start from its first day with free times.
  useEffect(() => {
    if (!days.some((d) => d.date === day)) setDay(days[0]?.date ?? "");
  }, [days, day]);
  const times = days.find((d) => d.date === day)?.slots ?? [];

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{t("adminBooking.slots.legend")}</legend>
      <QueryState query={slots}>
        {() =>
          days.length === 0 ? (
            <p className="text-sm">{t("adminBooking.slots.none", { day: formatLongDay(from) })}</p>
          ) : (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <SelectField
                label={t("adminBooking.slots.day")}
                value={day}
                onChange={(d) => {
                  setDay(d);
                  onChange("");
                }}
              >
                {days.map((d) => (
                  <option key={d.date} value={d.date}>
                    {formatLongDay(d.date)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t("adminBooking.slots.time")}
                value={value}
                onChange={onChange}
                error={error}
              >
                <option value="">{t("adminBooking.slots.chooseTime")}</option>
                {times.map((s) => (
                  <option key={s.start} value={s.start}>
                    {formatTime(s.start)}–{formatTime(s.end)}
                  </option>
                ))}
              </SelectField>
            </div>
          )
        }
      </QueryState>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary btn-small"
          disabled={from <= todayInDoha()}
          onClick={() => setFrom(addDays(from, -SPAN))}
        >
          {t("adminBooking.slots.earlier")}
        </button>
        <button
          type="button"
          className="btn-secondary btn-small"
          onClick={() => setFrom(addDays(from, SPAN))}
        >
          {t("adminBooking.slots.later")}
        </button>
      </div>
    </fieldset>
  );
}
