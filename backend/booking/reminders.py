"""Reminders to the visitor 24 hours and 2 hours before the meeting: fewer people forget, fewer slots
are wasted. They are ordinary outbox rows that wait for their time (`not_before`) and lose their point
when the meeting starts (`not_after`): a worker that was down sends one still ahead of the meeting when
it returns, and skips one whose meeting has begun.

notifications.booked/moved/cancelled call these, so the booking service does not. Both are safe to call
again and in any order: a reminder's dedupe key names the booking's sequence, so scheduling twice stores
it once, and skip_pending keeps those of the current sequence while the booking is confirmed.
"""

import datetime

from django.utils import timezone

from mail.models import OutboxMessage
from mail.outbox import MEETING_CHANGED, Mail, enqueue, skip

from .emails import visitor_mail
from .models import Booking

AHEAD = (("24h", datetime.timedelta(hours=24)), ("2h", datetime.timedelta(hours=2)))
MOVED = MEETING_CHANGED


def _prefix(booking: Booking) -> str:
    return f"booking:{booking.uid}:seq{booking.sequence}:"


def dedupe_key(booking: Booking, which: str) -> str:
    """One reminder per booking, version of the booking (sequence) and lead time (24h, 2h)."""
    return f"{_prefix(booking)}reminder-{which}"


def schedule(booking: Booking) -> list[OutboxMessage]:
    """Queues the reminders whose time is still ahead (a booking made 5 hours ahead gets only the 2-hour
    one). Returns those stored by this call."""
    if booking.status != Booking.Status.CONFIRMED or not booking.lead.email:
        return []
    now = timezone.now()
    mails = []
    for which, ahead in AHEAD:
        at = booking.starts_at - ahead
        if at <= now:
            continue
        mail = visitor_mail(booking, "reminder", OutboxMessage.Kind.BOOKING_REMINDER, soon=which)
        mails.append(Mail(mail.kind, mail.to, mail.subject, mail.text, mail.html, reply_to=mail.reply_to,
                          not_before=at, not_after=booking.starts_at, dedupe_key=dedupe_key(booking, which)))
    return enqueue(mails, lead=booking.lead, booking=booking)


def skip_pending(booking: Booking) -> int:
    """Marks the booking's unsent reminders skipped: all of them once it is no longer confirmed, and
    those of earlier sequences (its old time) while it is. Returns how many."""
    pending = OutboxMessage.objects.filter(booking=booking, kind=OutboxMessage.Kind.BOOKING_REMINDER)
    if booking.status == Booking.Status.CONFIRMED:
        pending = pending.exclude(dedupe_key__startswith=_prefix(booking))
    return skip(pending, MOVED)
