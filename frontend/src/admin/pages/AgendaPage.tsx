// The agenda: every meeting of a day or a week (Sunday to Saturday, Doha), for all consultants or one,
// with what staff do with each, and booking for a caller. The view, day and consultant live in the
// address, so a link or a reload shows the same agenda.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { toQuery } from "../api";
import { QueryState } from "../components/QueryState";
import { SelectField } from "../components/SelectField";
import { ToggleGroup } from "../components/ToggleGroup";
import { PageHeader } from "../components/ui";
import { formatLongDay } from "../format";
import { useAdminT } from "../i18n";
import type { Agenda, Meeting } from "../types";
import { BookForCaller } from "./agenda/BookForCaller";
import { addDays, dayOf, isDay, todayInDoha, weekStart } from "./agenda/days";
import { MeetingItem } from "./agenda/MeetingItem";

type View = "day" | "week";

function DaySection({ day, meetings }: { day: string; meetings: Meeting[] }) {
  const { t } = useAdminT();
  const headingId = `day-${day}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-2 font-semibold text-ink">
        {formatLongDay(day)}
        {day === todayInDoha() ? (
          <span className="ms-2 text-sm font-normal text-slate-600">
            {t("adminBooking.agenda.todayMark")}
          </span>
        ) : null}
      </h2>
      {meetings.length ? (
        <ul className="flex flex-col gap-3">
          {meetings.map((m) => (
            <MeetingItem key={m.id} meeting={m} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("adminBooking.agenda.noMeetings")}</p>
      )}
    </section>
  );
}

/** An arrow for the day navigation, pointing the way the page reads (mirrored right-to-left). */
function Arrow({ back }: { back?: boolean }) {
  return (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      {back ? "←" : "→"}
    </span>
  );
}

export function AgendaPage() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "day" ? "day" : "week";
  const date = isDay(params.get("date")) ? (params.get("date") as string) : todayInDoha();
  const consultant = params.get("consultant") ?? "";
  const [booking, setBooking] = useState(false);
  const first = view === "week" ? weekStart(date) : date;
  const last = view === "week" ? addDays(first, 6) : date;
  const agenda = useQuery<Agenda>({
    queryKey: [`/api/admin/booking/agenda${toQuery({ from: first, to: last, consultant })}`],
    // The filter and the dates stay on screen while the next range loads.
    placeholderData: keepPreviousData,
  });

  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const step = view === "week" ? 7 : 1;
  const days = Array.from({ length: view === "week" ? 7 : 1 }, (_, i) => addDays(first, i));
  const title =
    view === "week" ? t("adminBooking.agenda.weekOf", { day: formatLongDay(first) }) : formatLongDay(first);

  return (
    <>
      <PageHeader title={t("adminBooking.agenda.title")}>
        <button
          type="button"
          className="btn-primary"
          aria-expanded={booking}
          aria-controls="book-for-caller"
          onClick={() => setBooking((open) => !open)}
        >
          {t("adminBooking.agenda.bookForCaller")}
        </button>
      </PageHeader>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <ToggleGroup
          label={t("adminBooking.agenda.view")}
          options={[
            { key: "day", label: t("adminBooking.agenda.day") },
            { key: "week", label: t("adminBooking.agenda.week") },
          ]}
          current={view}
          onPick={(v) => go({ view: v === "week" ? "" : v })}
        />
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t("adminBooking.agenda.dates")}</legend>
          <button type="button" className="btn-secondary" onClick={() => go({ date: addDays(date, -step) })}>
            <Arrow back />
            {view === "week" ? t("adminBooking.agenda.previousWeek") : t("adminBooking.agenda.previousDay")}
          </button>
          <button type="button" className="btn-secondary" onClick={() => go({ date: "" })}>
            {t("adminBooking.agenda.today")}
          </button>
          <button type="button" className="btn-secondary" onClick={() => go({ date: addDays(date, step) })}>
            {view === "week" ? t("adminBooking.agenda.nextWeek") : t("adminBooking.agenda.nextDay")}
            <Arrow />
          </button>
        </fieldset>
        <div className="sm:w-64">
          <SelectField
            label={t("adminBooking.agenda.consultant")}
            value={consultant}
            onChange={(v) => go({ consultant: v })}
          >
            <option value="">{t("adminBooking.agenda.allConsultants")}</option>
            {agenda.data?.consultants.map((c) => (
              <option key={c.id} value={c.id}>
                {c.active ? c.name : t("adminBooking.agenda.inactive", { name: c.name })}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {booking ? (
        <div id="book-for-caller" className="card mb-6">
          <QueryState query={agenda}>
            {(a) => <BookForCaller meetingTypes={a.meeting_types} consultants={a.consultants} />}
          </QueryState>
        </div>
      ) : null}
      <QueryState query={agenda}>
        {(a) => {
          const held = a.meetings.filter((m) => m.status !== "cancelled").length;
          return (
            <>
              <p className="mb-4 text-slate-600" aria-live="polite">
                {t("adminBooking.agenda.summary", {
                  title,
                  meetings: t("adminBooking.agenda.meetings", { count: held }),
                })}
              </p>
              <div className="flex flex-col gap-6">
                {days.map((day) => (
                  <DaySection
                    key={day}
                    day={day}
                    meetings={a.meetings.filter((m) => dayOf(m.start) === day)}
                  />
                ))}
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
