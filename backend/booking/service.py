"""Booking, moving, cancelling and closing meetings: each one transaction that takes or frees the
consultant's cells, keeps the lead's status and history in step, and queues the e-mails.

Two visitors racing for the same slot both try to insert the same cells; the unique constraint on
BookedCell lets exactly one commit. The consultant's row is locked first (PostgreSQL), so the loser
waits, then sees the winner's cells and tries the next free consultant, or hears the slot is taken.
"""

import datetime as dt
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from leads import assignment, lifecycle
from leads.admin_rows import person
from leads.models import Lead, LeadEvent
from office.calendar import zone

from . import notifications
from .models import BookedCell, Booking, Consultant, MeetingType
from .slots import Slot, cells, next_free, refusal, slot_at

# A visitor may move a booking through its link this many times in this long (staff, any number): each
# move e-mails the address it was booked with, so a link must not be a way to flood that inbox. Past
# the cap the move is refused (the booking and its e-mails stay as they are) and the visitor is asked to
# call. Cancelling stays possible: it happens once and sends one e-mail.
VISITOR_MOVES = 3
VISITOR_MOVES_WINDOW = dt.timedelta(hours=24)


class SlotTaken(Exception):
    """The slot is no longer free; `next_slots` are the next free ones to offer instead."""

    def __init__(self, next_slots: list[Slot]) -> None:
        super().__init__("slot taken")
        self.next_slots = next_slots


class NotBookable(SlotTaken):
    """The time is not one that can be booked at all, whoever else books: `reason` says why (a code of
    slots.Refusal: passed, inside the notice, beyond the window, a closed day, not a slot start). A
    SlotTaken without times to offer for callers that only know that one."""

    def __init__(self, reason: str) -> None:
        super().__init__([])
        self.reason = reason


class TooManyChanges(Exception):
    """The visitor has moved this booking VISITOR_MOVES times within VISITOR_MOVES_WINDOW already."""


class TooLate(Exception):
    """Inside the minimum notice: the visitor must call instead."""


class NotActive(Exception):
    """The booking was cancelled or has taken place: nothing to move."""


class NotStarted(Exception):
    """The meeting has not started yet: nobody can have missed it."""


class NothingToUndo(Exception):
    """The meeting has no recorded outcome to take back."""


def change_deadline(booking: Booking) -> dt.datetime:
    return booking.starts_at - dt.timedelta(minutes=booking.meeting_type.min_notice_minutes)


def can_change(booking: Booking, now: dt.datetime | None = None) -> bool:
    return booking.status == Booking.Status.CONFIRMED and (now or timezone.now()) < change_deadline(booking)


def _when(booking: Booking) -> dict[str, Any]:
    """The meeting as the lead's history keeps it: its Doha time and its type's name in both languages
    (the admin shows it in the staff member's language)."""
    return {"at": booking.starts_at.astimezone(zone()).isoformat(), "name": booking.meeting_type.name_en,
            "name_ar": booking.meeting_type.name_ar or booking.meeting_type.name_en}


def _hold(booking: Booking, consultant: Consultant, start: dt.datetime) -> bool:
    """Takes the cells for `start` from `consultant` for `booking` (savepoint); False if any is taken."""
    try:
        with transaction.atomic():
            BookedCell.objects.bulk_create(
                BookedCell(booking=booking, consultant=consultant, starts_at=cell)
                for cell in cells(booking.meeting_type, start))
    except IntegrityError:
        return False
    return True


def _order(slot: Slot, prefer: Consultant | None) -> list[int]:
    ids = list(slot.consultants)
    if prefer is not None and prefer.pk in ids:
        ids.remove(prefer.pk)
        ids.insert(0, prefer.pk)
    return ids


def _still_free(meeting_type: MeetingType, consultant: Consultant, start: dt.datetime, staff: bool,
                ignore: Booking | None) -> bool:
    """Checked again once the consultant's row is locked: what a racing booking just committed counts."""
    return slot_at(meeting_type, start, consultants=[consultant], staff=staff, ignore=ignore) is not None


def _assign(lead: Lead, consultant: Consultant, changes: dict[str, Any]) -> None:
    """A lead nobody has yet becomes the booked consultant's (they meet the person), or, when their role
    does not work leads, the assignment rules' choice (leads/assignment.py); the new assignee is told."""
    if lead.assignee_id is not None:
        return
    user = consultant.user if assignment.can_take(consultant.user) else assignment.choose(lead)
    if user is None:
        return
    lead.assignee = user
    lead.save(update_fields=["assignee", "updated_at"])
    changes["assignee"] = [None, person(user)]
    assignment.tell(lead, user)


@transaction.atomic
def book(meeting_type: MeetingType, start: dt.datetime, lead: Lead, *, time_zone: str = "",
         consultant: Consultant | None = None, created_by: Any = None, staff: bool = False,
         note: str = "") -> Booking:
    """Books `start` for `lead` with a free consultant (round robin, or `consultant` when staff choose one).
    An unassigned lead becomes the consultant's; a meeting staff booked with the person (on the phone) is
    the lead's first response. Raises NotBookable for a time that cannot be booked at all, SlotTaken when
    no consultant is free for it."""
    slot = slot_at(meeting_type, start, staff=staff)
    if slot is None:
        _refuse(meeting_type, start, staff)
    ids = _order(slot, consultant) if slot else []
    if consultant is not None:
        ids = [i for i in ids if i == consultant.pk]
    end = start + dt.timedelta(minutes=meeting_type.duration_minutes)
    for cid in ids:
        chosen = Consultant.objects.select_for_update().select_related("user").get(pk=cid)
        if not _still_free(meeting_type, chosen, start, staff, None):
            continue
        booking = Booking.objects.create(lead=lead, meeting_type=meeting_type, consultant=chosen, starts_at=start,
                                         ends_at=end, time_zone=time_zone[:64], created_by=created_by, note=note)
        if not _hold(booking, chosen, start):
            booking.delete()
            continue
        chosen.last_assigned_at = timezone.now()
        chosen.save(update_fields=["last_assigned_at"])
        changes: dict[str, list[Any]] = {"meeting": [None, _when(booking)]}
        lifecycle.move(lead, Lead.Status.BOOKED, "booked", changes)
        _assign(lead, chosen, changes)
        if created_by is not None:
            lifecycle.reached(lead)
        lifecycle.record(lead, created_by, "booked", changes)
        notifications.booked(booking)
        return booking
    raise SlotTaken(next_free(meeting_type, start, staff=staff))


def _refuse(meeting_type: MeetingType, start: dt.datetime, staff: bool) -> None:
    """Raises NotBookable when `start` can never be booked; returns when it is merely taken."""
    reason = refusal(meeting_type, start, staff=staff)
    if reason is not None:
        raise NotBookable(reason)


def _count_visitor_move(booking: Booking, now: dt.datetime) -> None:
    """Counts one more move by the visitor (saved with the move), or raises TooManyChanges."""
    since = booking.visitor_moves_since
    if since is None or now - since >= VISITOR_MOVES_WINDOW:
        booking.visitor_moves_since, booking.visitor_moves = now, 0
    if booking.visitor_moves >= VISITOR_MOVES:
        raise TooManyChanges
    booking.visitor_moves += 1


def _locked(booking: Booking) -> Booking:
    return Booking.objects.select_for_update().select_related("lead", "meeting_type", "consultant__user").get(
        pk=booking.pk)


@transaction.atomic
def reschedule(booking: Booking, start: dt.datetime, *, actor: Any = None, staff: bool = False) -> Booking:
    """Moves the meeting to `start`, keeping its consultant when they are free then. Its own time again
    changes nothing: no e-mail, no new calendar version, nothing in the lead's history."""
    booking = _locked(booking)
    if booking.status != Booking.Status.CONFIRMED:
        raise NotActive
    if not staff and not can_change(booking):
        raise TooLate
    if start == booking.starts_at:
        return booking
    if not staff:
        _count_visitor_move(booking, timezone.now())
    meeting_type = booking.meeting_type
    slot = slot_at(meeting_type, start, staff=staff, ignore=booking)
    if slot is None:
        _refuse(meeting_type, start, staff)
    before, was = _when(booking), booking.starts_at
    for cid in _order(slot, booking.consultant) if slot else []:
        chosen = Consultant.objects.select_for_update().select_related("user").get(pk=cid)
        if not _still_free(meeting_type, chosen, start, staff, booking):
            continue
        booking.cells.all().delete()
        if not _hold(booking, chosen, start):
            continue
        booking.consultant = chosen
        booking.starts_at = start
        booking.ends_at = start + dt.timedelta(minutes=meeting_type.duration_minutes)
        booking.sequence += 1
        booking.save()
        lifecycle.record(booking.lead, actor, "rescheduled", {"meeting": [before, _when(booking)]})
        notifications.moved(booking, was=was)
        return booking
    # Raising rolls the transaction back: cells deleted above are the booking's again.
    raise SlotTaken(next_free(meeting_type, start, staff=staff, ignore=booking))


@transaction.atomic
def cancel(booking: Booking, *, actor: Any = None, staff: bool = False) -> Booking:
    """Cancels and frees the time. Cancelling a cancelled booking changes and sends nothing."""
    booking = _locked(booking)
    if booking.status == Booking.Status.CANCELLED:
        return booking
    if booking.status != Booking.Status.CONFIRMED:
        raise NotActive
    if not staff and not can_change(booking):
        raise TooLate
    booking.cells.all().delete()
    booking.status = Booking.Status.CANCELLED
    booking.cancelled_at = timezone.now()
    booking.sequence += 1
    booking.save()
    changes: dict[str, list[Any]] = {"meeting": [_when(booking), None]}
    if (lifecycle.allowed("cancelled", booking.lead.status, Lead.Status.NEW)
            and not booking.lead.bookings.filter(status=Booking.Status.CONFIRMED).exists()):
        lifecycle.move(booking.lead, Lead.Status.NEW, "cancelled", changes)
    lifecycle.record(booking.lead, actor, "cancelled", changes)
    notifications.cancelled(booking)
    return booking


OUTCOMES: dict[str, str] = {Booking.Status.COMPLETED: Lead.Status.COMPLETED,
                            Booking.Status.NO_SHOW: Lead.Status.NO_SHOW}


@transaction.atomic
def set_outcome(booking: Booking, status: str, *, actor: Any, now: dt.datetime | None = None) -> Booking:
    """Staff record how the meeting went (held or no-show); the lead's status follows. A no-show only once
    the meeting has started (NotStarted before)."""
    booking = _locked(booking)
    if status not in OUTCOMES:
        raise ValueError(status)
    if booking.status == Booking.Status.CANCELLED:
        raise NotActive
    if booking.status == status:
        return booking
    if status == Booking.Status.NO_SHOW and (now or timezone.now()) < booking.starts_at:
        raise NotStarted
    # The booking's id lets the outcome be taken back (undo_outcome) from the one it was recorded on.
    changes: dict[str, Any] = {"meeting_status": [booking.status, status], "booking": booking.pk}
    booking.status = status
    booking.save(update_fields=["status", "updated_at"])
    lifecycle.move(booking.lead, OUTCOMES[status], "meeting", changes)
    lifecycle.record(booking.lead, actor, "meeting", changes)
    return booking


@transaction.atomic
def undo_outcome(booking: Booking, *, actor: Any) -> Booking:
    """Takes back the outcome staff recorded (a no-show marked by mistake): the meeting is as it was before
    and so is the lead, unless someone has changed the lead's status since. On the lead's timeline."""
    booking = _locked(booking)
    if booking.status not in OUTCOMES:
        raise NothingToUndo
    recorded = (LeadEvent.objects.filter(lead=booking.lead, action="meeting", changes__booking=booking.pk)
                .order_by("-at", "-id").first())
    if recorded is None or recorded.changes.get("meeting_status", [None, None])[1] != booking.status:
        raise NothingToUndo
    before_meeting = recorded.changes["meeting_status"][0]
    changes: dict[str, Any] = {"meeting_status": [booking.status, before_meeting], "booking": booking.pk}
    booking.status = before_meeting
    booking.save(update_fields=["status", "updated_at"])
    lead_before, lead_after = recorded.changes.get("status", [None, None])
    if lead_before and booking.lead.status == lead_after:
        lifecycle.move(booking.lead, lead_before, "outcome_undone", changes)
    lifecycle.record(booking.lead, actor, "outcome_undone", changes)
    return booking
