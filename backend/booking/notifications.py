"""The e-mails a booking causes (built in booking/emails.py): to the visitor in their language with the
calendar file, and to the consultant and staff in English. The booking service calls booked(), moved()
or cancelled() inside the booking's transaction; the rows go into the outbox with it (mail/outbox.py),
so a booking is never saved without its e-mails, and a slow mail server never slows the visitor down.

Each of the three also keeps the reminders in step (booking/reminders.py): the service calls nothing else.
"""

import datetime
from typing import Any

from mail.models import OutboxMessage
from mail.outbox import enqueue

from . import reminders
from .emails import staff_mails, visitor_mail
from .models import Booking

EVENT_KINDS = {
    "booked": (OutboxMessage.Kind.BOOKING_CONFIRMATION, OutboxMessage.Kind.BOOKING_NOTICE),
    "moved": (OutboxMessage.Kind.BOOKING_MOVED, OutboxMessage.Kind.BOOKING_MOVED),
    "cancelled": (OutboxMessage.Kind.BOOKING_CANCELLED, OutboxMessage.Kind.BOOKING_CANCELLED),
}


def _queue(booking: Booking, event: str, **extra: Any) -> list[OutboxMessage]:
    visitor_kind, staff_kind = EVENT_KINDS[event]
    mails = [visitor_mail(booking, event, visitor_kind, **extra)] if booking.lead.email else []
    mails += staff_mails(booking, event, staff_kind, **extra)
    return enqueue(mails, lead=booking.lead, booking=booking)


def booked(booking: Booking) -> list[OutboxMessage]:
    """A new booking: confirmation with the invitation, the notice to staff, and its reminders."""
    queued = _queue(booking, "booked")
    reminders.schedule(booking)
    return queued


def moved(booking: Booking, was: datetime.datetime | None = None) -> list[OutboxMessage]:
    """The booking has its new time (and a higher sequence) already; `was`, its old start, is shown
    when given. The reminders for the old time are skipped and new ones queued."""
    queued = _queue(booking, "moved", was=was)
    reminders.skip_pending(booking)
    reminders.schedule(booking)
    return queued


def cancelled(booking: Booking) -> list[OutboxMessage]:
    """The booking is cancelled already (status and sequence saved): the withdrawal of the invitation,
    the notice to staff, and no more reminders."""
    queued = _queue(booking, "cancelled")
    reminders.skip_pending(booking)
    return queued
