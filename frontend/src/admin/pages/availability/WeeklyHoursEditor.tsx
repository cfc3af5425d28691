// A consultant's weekly hours: working periods per weekday (several a day allowed), Sunday first as
// the week runs in Qatar. No periods at all means the site's business hours.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { ErrorNotice, Saved } from "../../components/ui";
import { formatWeekday } from "../../format";
import { useAdminT } from "../../i18n";
import type { WeeklyHours, WorkingPeriod } from "../../types";

// Python's weekday numbers (0 Monday … 6 Sunday), in Qatar's week order.
const WEEK = [6, 0, 1, 2, 3, 4, 5];

export function WeeklyHoursEditor({ hours, url }: { hours: WeeklyHours; url: string }) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const [periods, setPeriods] = useState<WorkingPeriod[]>(hours.periods);
  const [saved, setSaved] = useState(false);
  useEffect(() => setPeriods(hours.periods), [hours]);
  const save = useMutation({
    mutationFn: () => adminRequest<WeeklyHours>("PUT", url, { periods }),
    onSuccess: (data) => {
      client.setQueryData([url], data);
      setSaved(true);
    },
  });
  const errors = fieldErrors(save.error);
  const change = (index: number, patch: Partial<WorkingPeriod>) => {
    setSaved(false);
    setPeriods((all) => all.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <form className="card flex flex-col gap-4" onSubmit={submit} aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="font-semibold text-ink">
        {t("adminBooking.hours.heading")}
      </h2>
      {periods.length === 0 ? (
        <p className="text-sm">{t("adminBooking.hours.siteHours", { hours: hours.site_hours })}</p>
      ) : null}
      {WEEK.map((weekday) => {
        const name = formatWeekday(weekday);
        const mine = periods.map((p, i) => [p, i] as const).filter(([p]) => p.weekday === weekday);
        return (
          <fieldset key={weekday} className="min-w-0 border-t border-slate-100 pt-3">
            <legend className="text-sm font-semibold text-ink">{name}</legend>
            {mine.length === 0 ? (
              <p className="text-sm text-slate-600">{t("adminBooking.hours.notWorking")}</p>
            ) : null}
            <ul className="flex flex-col gap-2">
              {mine.map(([p, i]) => (
                <li key={i} className="flex flex-wrap items-end gap-2">
                  <label className="flex flex-col text-sm">
                    <span>{t("adminBooking.hours.from")}</span>
                    <input
                      type="time"
                      step={300}
                      value={p.starts_at}
                      aria-invalid={Boolean(errors[`periods.${i}.starts_at`])}
                      onChange={(e) => change(i, { starts_at: e.target.value })}
                    />
                  </label>
                  <label className="flex flex-col text-sm">
                    <span>{t("adminBooking.hours.to")}</span>
                    <input
                      type="time"
                      step={300}
                      value={p.ends_at}
                      aria-invalid={Boolean(errors[`periods.${i}.ends_at`])}
                      onChange={(e) => change(i, { ends_at: e.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    className="btn-secondary btn-small"
                    aria-label={t("adminBooking.hours.removePeriod", {
                      day: name,
                      from: p.starts_at,
                      to: p.ends_at,
                    })}
                    onClick={() => {
                      setSaved(false);
                      setPeriods((all) => all.filter((_, j) => j !== i));
                    }}
                  >
                    {t("adminBooking.hours.remove")}
                  </button>
                  {errors[`periods.${i}.starts_at`] || errors[`periods.${i}.ends_at`] ? (
                    <p className="w-full text-sm text-red-700">
                      {errors[`periods.${i}.starts_at`] ?? errors[`periods.${i}.ends_at`]}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="btn-secondary btn-small mt-2"
              aria-label={t("adminBooking.hours.addPeriodOn", { day: name })}
              onClick={() => {
                setSaved(false);
                setPeriods((all) => [...all, { weekday, starts_at: "09:00", ends_at: "13:00" }]);
              }}
            >
              {t("adminBooking.hours.addPeriod")}
            </button>
          </fieldset>
        );
      })}
      {save.isError && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t("adminBooking.hours.saving") : t("adminBooking.hours.save")}
        </button>
        <Saved show={saved} />
      </div>
    </form>
  );
}
