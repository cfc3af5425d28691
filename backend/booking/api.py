"""The public booking API: meeting types, free slots, booking, and the visitor's own booking page
(reached by a signed link: see tokens.py). docs/booking.md describes the calls."""

import datetime as dt
from typing import Any, Literal

from django.db import transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from ninja import Query, Router, Schema
from pydantic import Field, field_validator

from leads.contact import looks_automated, store
from leads.models import Lead
from lib.errors import ErrorOut, error_response, rate_limited
from lib.ratelimit import Limit

from . import calendar_files, service, tokens
from .models import Booking, MeetingType
from .schemas import (
    BookingCreatedOut,
    BookingIn,
    BookingOut,
    MeetingTypeOut,
    RescheduleIn,
    SlotsOut,
    SlotTakenOut,
)
from .slots import MAX_RANGE_DAYS, bookable_days, free_slots
from .views import booking_out, meeting_type_out, not_bookable, slot_taken, slots_out

router = Router(tags=["booking"])

# As many bookings as contact messages per address: a person books once, a script floods.
BOOKING_LIMIT = Limit("booking", requests=5, seconds=600)
# Moving and cancelling through a link: generous for a person, a wall for a script guessing tokens.
MANAGE_LIMIT = Limit("booking-manage", requests=20, seconds=600)


class SlotsQuery(Schema):
    type: str = Field(max_length=40)
    from_: dt.date | None = Field(None, alias="from")
    to: dt.date | None = None

    @field_validator("to")
    @classmethod
    def _range(cls, v: dt.date | None, info: Any) -> dt.date | None:
        start = info.data.get("from_")
        if v is not None and start is not None:
            if v < start:
                raise ValueError("`to` is before `from`.")
            if (v - start).days > MAX_RANGE_DAYS:
                raise ValueError(f"Ask for at most {MAX_RANGE_DAYS} days at a time.")
        return v


def _type(slug: str) -> MeetingType | None:
    return MeetingType.objects.filter(slug=slug, published=True).first()


def _invalid_link() -> Any:
    return error_response(404, "invalid_link", "This booking link is not valid.")


@router.get("booking/types", response=list[MeetingTypeOut])
def types(request: HttpRequest) -> Any:
    return [meeting_type_out(t) for t in MeetingType.objects.filter(published=True)]


@router.get("booking/slots", response={200: SlotsOut, 404: ErrorOut, 422: ErrorOut})
def slots(request: HttpRequest, query: Query[SlotsQuery]) -> Any:
    meeting_type = _type(query.type)
    if meeting_type is None:
        return error_response(404, "not_found", "No such meeting type.")
    first, last = bookable_days(meeting_type)
    start = max(query.from_ or first, first)
    end = min(query.to or last, last)
    return slots_out(meeting_type, first, last, free_slots(meeting_type, start, end))


@router.post("booking", response={201: BookingCreatedOut, 409: SlotTakenOut, 422: ErrorOut, 429: ErrorOut})
def book(request: HttpRequest, payload: BookingIn) -> Any:
    refused = rate_limited(BOOKING_LIMIT, request, "Too many bookings from your connection. Please try again later.")
    if refused:
        return refused
    if looks_automated(payload):
        # Answered like a success so that bots learn nothing; nothing is stored or sent.
        return 201, {"id": 0, "token": "", "path": {"en": "/book", "ar": "/ar/book"}}
    meeting_type = _type(payload.type)
    if meeting_type is None:
        return error_response(422, "validation_error", "Some fields are invalid.", {"type": "Choose a meeting type."})
    try:
        with transaction.atomic():
            lead = store(payload, Lead.Source.BOOKING)
            booking = service.book(meeting_type, payload.start, lead, time_zone=payload.time_zone)
    except service.NotBookable as refusal:
        return not_bookable(refusal.reason)
    except service.SlotTaken as taken:
        return slot_taken(taken.next_slots)
    return 201, {"id": booking.pk, "token": tokens.make(booking),
                 "path": tokens.page_paths(booking)}


@router.get("booking/manage/{token}", response={200: BookingOut, 404: ErrorOut})
def manage(request: HttpRequest, token: str) -> Any:
    booking = tokens.read(token)
    return booking_out(booking) if booking is not None else _invalid_link()


@router.get("booking/manage/{token}/calendar.ics", response={404: ErrorOut, 422: ErrorOut},
            openapi_extra={"responses": {200: {"description": "The meeting as an iCalendar file",
                                               "content": {"text/calendar": {"schema": {"type": "string"}}}}}})
def calendar(request: HttpRequest, token: str, lang: Literal["en", "ar"] | None = None) -> Any:
    """The booking page asks for the file in its own language; without one, the lead's (as the e-mails)."""
    booking = tokens.read(token)
    if booking is None:
        return _invalid_link()
    cancelled = booking.status == Booking.Status.CANCELLED
    body = calendar_files.ics(booking, "CANCEL" if cancelled else "PUBLISH", lang or booking.lead.language)
    response = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="consultation.ics"'
    response["Cache-Control"] = "no-store"
    return response


def _open(request: HttpRequest, token: str) -> Booking | JsonResponse:
    """The booking a change names, or the answer to give instead (too many changes, an altered link)."""
    refused = rate_limited(MANAGE_LIMIT, request, "Too many changes from your connection. Please try again later.")
    return refused or tokens.read(token) or _invalid_link()


@router.post("booking/manage/{token}/reschedule", response={200: BookingOut, 404: ErrorOut, 409: SlotTakenOut,
                                                              422: ErrorOut, 429: ErrorOut})
def reschedule(request: HttpRequest, token: str, payload: RescheduleIn) -> Any:
    booking = _open(request, token)
    if not isinstance(booking, Booking):
        return booking
    try:
        booking = service.reschedule(booking, payload.start)
    except service.NotBookable as refusal:
        return not_bookable(refusal.reason)
    except service.TooManyChanges:
        return error_response(429, "too_many_changes", "This consultation has been moved too many times today. "
                              "Please call us to change it again.")
    except service.SlotTaken as taken:
        return slot_taken(taken.next_slots)
    except service.NotActive:
        return error_response(409, "not_active", "This consultation can no longer be moved.")
    except service.TooLate:
        return error_response(422, "too_late", "It is too close to the meeting to change it online. Please call us.")
    if payload.time_zone and payload.time_zone != booking.time_zone:
        booking.time_zone = payload.time_zone
        booking.save(update_fields=["time_zone"])
    return booking_out(booking)


@router.post("booking/manage/{token}/cancel", response={200: BookingOut, 404: ErrorOut, 409: ErrorOut,
                                                          422: ErrorOut, 429: ErrorOut})
def cancel(request: HttpRequest, token: str) -> Any:
    booking = _open(request, token)
    if not isinstance(booking, Booking):
        return booking
    try:
        booking = service.cancel(booking)
    except service.NotActive:
        return error_response(409, "not_active", "This consultation has already taken place.")
    except service.TooLate:
        return error_response(422, "too_late", "It is too close to the meeting to cancel it online. Please call us.")
    return booking_out(booking)

