"""A video meeting's room: its own for every booking (settings.BOOKING_VIDEO_ROOM_URL followed by the
booking's random room name), and given out only while it can still be joined: a cancelled meeting, or
one that has ended, has no join link anywhere (booking page, e-mails, calendar files, admin)."""

import datetime as dt

from django.conf import settings
from django.utils import timezone

from .models import Booking, MeetingType


def room_url(booking: Booking) -> str:
    """The booking's room, whatever its state; empty for office and phone meetings or without a room service."""
    base = settings.BOOKING_VIDEO_ROOM_URL
    if booking.meeting_type.mode != MeetingType.Mode.VIDEO or not base:
        return ""
    return f"{base}{booking.video_room}"


def joinable(booking: Booking, now: dt.datetime | None = None) -> bool:
    """A confirmed meeting that has not ended yet."""
    return booking.status == Booking.Status.CONFIRMED and (now or timezone.now()) < booking.ends_at


def join_url(booking: Booking, now: dt.datetime | None = None) -> str:
    """The room to join, only while the meeting can still be joined; else empty."""
    return room_url(booking) if joinable(booking, now) else ""


def link_to_send(booking: Booking) -> bool:
    """A video meeting still to come without a room service (BOOKING_VIDEO_ROOM_URL empty): nothing here
    sends a link, so the visitor reads that their consultant will, and the consultant's notice asks for it."""
    return booking.meeting_type.mode == MeetingType.Mode.VIDEO and joinable(booking) and not room_url(booking)
