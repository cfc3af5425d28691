// One meeting in the agenda: when, what, with whom, its status, and what staff can do with it
// (move it to another free time, cancel it, record that it took place or that the person did not come).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorCode, fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { Badge, ConfirmAction, ErrorNotice } from "../../components/ui";
import { formatTime } from "../../format";
import { tAdmin, useAdminT } from "../../i18n";
import type { Meeting, MeetingStatus } from "../../types";
import { useRefreshMeetings } from "./refresh";
import { SlotPicker } from "./SlotPicker";

const STATUSES: MeetingStatus[] = ["confirmed", "cancelled", "completed", "no_show"];

/** A meeting status as staff read it, in the admin's language. */
export function statusLabel(status: string): string {
  return STATUSES.includes(status as MeetingStatus) ? tAdmin(`adminBooking.status.${status}`) : status;
}

const STATUS_TONES: Record<MeetingStatus, string> = {
  confirmed: "new",
  cancelled: "lost",
  completed: "converted",
  no_show: "failed",
};

const MODES = ["office", "phone", "video"];
const NO_SHOW = { status: "no_show" };
// The server's codes for a chosen time that is not free (taken meanwhile, or never bookable: passed, a
// closed day, not one of the day's starts): the picker's list is out of date. Its sentence is shown as sent,
// in the staff member's language.
const TIME_GONE = new Set(["slot_taken", "slot_past", "slot_closed", "slot_not_offered"]);

function modeLabel(mode: string): string {
  return MODES.includes(mode) ? tAdmin(`adminBooking.mode.${mode}`) : mode;
}

export function MeetingStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status as MeetingStatus]}>{statusLabel(status)}</Badge>;
}

function Reschedule({ meeting, onDone }: { meeting: Meeting; onDone: () => void }) {
  const { t } = useAdminT();
  const refresh = useRefreshMeetings();
  const [start, setStart] = useState("");
  const move = useMutation({
    mutationFn: () => adminRequest<Meeting>("POST", `booking/bookings/${meeting.id}/reschedule`, { start }),
    onSuccess: () => {
      refresh();
      onDone();
    },
    onError: (error) => {
      // The picker's list is fetched again without the time.
      if (TIME_GONE.has(errorCode(error) ?? "")) refresh();
    },
  });
  return (
    <form
      className="mt-3 flex flex-col gap-3"
      aria-label={t("adminBooking.meeting.moveForm", { name: meeting.lead.name })}
      onSubmit={(e) => {
        e.preventDefault();
        if (start) move.mutate();
      }}
    >
      <SlotPicker
        meetingType={meeting.meeting_type.id}
        booking={meeting.id}
        value={start}
        onChange={setStart}
        error={fieldErrors(move.error).start}
      />
      {move.isError ? <ErrorNotice error={move.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={!start || move.isPending}>
          {move.isPending ? t("adminBooking.meeting.moving") : t("adminBooking.meeting.move")}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t("adminBooking.meeting.keepTime")}
        </button>
      </div>
    </form>
  );
}

export function MeetingItem({ meeting: m }: { meeting: Meeting }) {
  const { t } = useAdminT();
  const refresh = useRefreshMeetings();
  const [moving, setMoving] = useState(false);
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      adminRequest<Meeting>("POST", `booking/bookings/${m.id}/${path}`, body),
    onSuccess: refresh,
  });
  const outcome = (status: "completed" | "no_show") =>
    act.mutate({ path: "outcome", body: status === "no_show" ? NO_SHOW : { status } });
  // A failed cancel is told inside its confirmation, where the person is; a failed outcome above the buttons.
  const cancelFailed = act.isError && act.variables?.path === "cancel";
  const when = `${formatTime(m.start)}–${formatTime(m.end)}`;
  // Nobody can have missed a meeting that has not started: "no-show" is offered from its start.
  const begun = Date.parse(m.start) <= Date.now();
  const noShowFailed = act.isError && act.variables?.path === "outcome" && act.variables.body === NO_SHOW;

  return (
    <li className="card flex min-w-0 flex-col gap-2" aria-label={`${when} ${m.lead.name}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink tabular-nums">
          <time dateTime={m.start}>{when}</time>
        </p>
        <MeetingStatusBadge status={m.status} />
      </div>
      <p className="min-w-0 break-words">
        <Link className="link" to={`/admin/leads/${m.lead.id}`}>
          {m.lead.name || t("adminBooking.meeting.leadNumber", { id: m.lead.id })}
        </Link>
        {m.lead.phone ? (
          <>
            {" · "}
            <a className="link" href={`tel:${m.lead.phone}`} dir="ltr">
              {m.lead.phone}
            </a>
          </>
        ) : null}
      </p>
      <p className="text-sm text-slate-600">
        {m.meeting_type.name} ({modeLabel(m.meeting_type.mode)}) ·{" "}
        {t("adminBooking.meeting.with", { name: m.consultant.name })}
        {m.lead.service_label ? ` · ${m.lead.service_label}` : ""}
        {m.created_by ? ` · ${t("adminBooking.meeting.bookedBy", { name: m.created_by })}` : ""}
      </p>
      {m.video_link ? (
        <p className="text-sm">
          <a className="link" href={m.video_link} target="_blank" rel="noopener noreferrer">
            {t("adminBooking.meeting.join")}
          </a>
        </p>
      ) : null}
      {m.note ? (
        <p className="rounded-md bg-slate-50 p-2 text-sm">
          <span className="font-medium text-ink">{t("adminBooking.meeting.note")}</span>{" "}
          {/* The visitor's own words, quoted as written (in whatever language they wrote). */}
          <span className="whitespace-pre-wrap break-words" dir="auto" translate="no">
            {m.note}
          </span>
        </p>
      ) : null}
      {act.isError && !cancelFailed && !noShowFailed ? <ErrorNotice error={act.error} /> : null}
      {moving ? (
        <Reschedule meeting={m} onDone={() => setMoving(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {m.status === "confirmed" ? (
            <button type="button" className="btn-secondary btn-small" onClick={() => setMoving(true)}>
              {t("adminBooking.meeting.reschedule")}
            </button>
          ) : null}
          {m.status !== "cancelled" && m.status !== "completed" ? (
            <button
              type="button"
              className="btn-secondary btn-small"
              disabled={act.isPending}
              onClick={() => outcome("completed")}
            >
              {t("adminBooking.meeting.markCompleted")}
            </button>
          ) : null}
          {m.status !== "cancelled" && m.status !== "no_show" && begun ? (
            <ConfirmAction
              label={t("adminBooking.meeting.markNoShow")}
              question={t("adminBooking.meeting.noShowQuestion", { name: m.lead.name, when })}
              confirmLabel={t("adminBooking.meeting.noShowConfirm")}
              busy={act.isPending}
              error={noShowFailed ? act.error : null}
              onConfirm={() => outcome("no_show")}
            >
              <p className="mt-1 text-sm text-red-900">{t("adminBooking.meeting.noShowNote")}</p>
            </ConfirmAction>
          ) : null}
          {m.status === "completed" || m.status === "no_show" ? (
            <button
              type="button"
              className="btn-secondary btn-small"
              disabled={act.isPending}
              onClick={() => act.mutate({ path: "outcome/undo" })}
            >
              {t("adminBooking.meeting.undoOutcome", { status: statusLabel(m.status) })}
            </button>
          ) : null}
          {m.status === "confirmed" ? (
            <ConfirmAction
              label={t("adminBooking.meeting.cancel")}
              question={t("adminBooking.meeting.cancelQuestion", { name: m.lead.name, when })}
              confirmLabel={t("adminBooking.meeting.cancelConfirm")}
              busy={act.isPending}
              error={cancelFailed ? act.error : null}
              onConfirm={() => act.mutate({ path: "cancel" })}
            >
              <p className="mt-1 text-sm text-red-900">{t("adminBooking.meeting.cancelNote")}</p>
            </ConfirmAction>
          ) : null}
        </div>
      )}
    </li>
  );
}
