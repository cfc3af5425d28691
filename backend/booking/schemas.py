"""The public booking API's shapes (the browser's types are generated from them)."""

import datetime as dt
from typing import Literal
from zoneinfo import ZoneInfo

from ninja import Schema
from pydantic import Field, field_validator

from content.schemas import I18n, Paths
from leads.contact import ContactIn


def clean_time_zone(value: str) -> str:
    """An IANA zone name as browsers report it (Europe/London), or empty."""
    value = value.strip()
    if not value:
        return ""
    try:
        ZoneInfo(value)
    except Exception as exc:  # unknown, malformed or path-like names alike
        raise ValueError("Unknown time zone.") from exc
    return value


# A meeting's time lies within these years: the calendar's arithmetic (a day either side, a zone's offset)
# overflows at datetime's own ends (year 1 and 9999), which was a 500 instead of a 422.
YEARS = range(2000, 2101)


def aware(value: dt.datetime) -> dt.datetime:
    if value.tzinfo is None:
        raise ValueError("Give the time with its offset, e.g. 2026-12-01T09:00:00+03:00.")
    if value.year not in YEARS:
        raise ValueError(f"Give a time between {YEARS.start} and {YEARS.stop - 1}.")
    return value.astimezone(dt.UTC)


Mode = Literal["office", "phone", "video"]


class MeetingTypeOut(Schema):
    slug: str
    name: I18n
    description: I18n
    mode: Mode
    duration_minutes: int


class SlotOut(Schema):
    start: str  # ISO 8601 with the Doha offset
    end: str


class SlotDayOut(Schema):
    date: str
    slots: list[SlotOut]


class SlotsOut(Schema):
    type: str
    time_zone: str
    # The first and last days the type can be booked on (Doha dates): the calendar's limits.
    first_day: str
    last_day: str
    days: list[SlotDayOut]


class RescheduleIn(Schema):
    """A chosen slot's start, and the visitor's zone to show its time in."""

    start: dt.datetime
    time_zone: str = Field("", max_length=64)

    @field_validator("start")
    @classmethod
    def _start(cls, v: dt.datetime) -> dt.datetime:
        return aware(v)

    @field_validator("time_zone")
    @classmethod
    def _zone(cls, v: str) -> str:
        return clean_time_zone(v)


class BookingIn(ContactIn, RescheduleIn):
    """The contact form's fields with the chosen meeting type and slot."""

    type: str = Field(max_length=40)


class BookingCreatedOut(Schema):
    id: int
    token: str
    # The booking page, where the browser goes next.
    path: Paths


class PlaceOut(Schema):
    mode: Mode
    # The office (in-office meetings): its address and map link.
    address: I18n | None = None
    map_url: str = ""
    # The consultant's video room (video meetings).
    link: str = ""
    # The number the consultant will call (phone meetings).
    phone: str = ""


class BookingOut(Schema):
    """A booking as its visitor sees it on the booking page."""

    status: Literal["confirmed", "cancelled", "completed", "no_show"]
    meeting_type: MeetingTypeOut
    starts_at: str
    ends_at: str
    # The visitor's own zone (from their browser when they booked), for showing both times.
    time_zone: str
    # The consultant's display name in each language (accounts/names.py): the page shows its own.
    consultant: I18n
    first_name: str
    email: str
    service: str
    # What to bring, in each language: the service's own list or the general one (booking/bring.py).
    bring: I18n
    place: PlaceOut
    can_change: bool
    change_deadline: str
    # The meeting as a calendar file and as Google Calendar's "add event" page, in each language.
    calendar_url: I18n
    google_calendar_url: I18n
    path: Paths


class SlotTakenDetailOut(Schema):
    code: str
    message: str
    next_slots: list[SlotOut]


class SlotTakenOut(Schema):
    """409 when the chosen time was taken first: the next free times to offer instead."""

    error: SlotTakenDetailOut
