"""Booking data in the public API's shapes (schemas.py): one place that turns rows into answers."""

import datetime as dt
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import JsonResponse

from content.models import Office
from lib.errors import error_response
from lib.i18n import tr
from office.calendar import zone

from . import calendar_files, service, tokens, video
from .bring import bring
from .models import Booking, MeetingType
from .slots import Refusal, Slot


def iso(moment: dt.datetime) -> str:
    """A moment as Doha sees it: 2026-12-01T09:00:00+03:00."""
    return moment.astimezone(zone()).isoformat()


def meeting_type_out(t: MeetingType) -> dict[str, Any]:
    return {"slug": t.slug, "name": tr(t, "name"), "description": tr(t, "description"), "mode": t.mode,
            "duration_minutes": t.duration_minutes}


def slot_out(slot: Slot) -> dict[str, str]:
    return {"start": iso(slot.start), "end": iso(slot.end)}


def slot_taken(next_slots: list[Slot]) -> tuple[int, dict[str, Any]]:
    """The 409 when a chosen time was taken first (public and staff alike), with the next free times."""
    return 409, {"error": {"code": "slot_taken", "message": "That time was just taken. Please choose another.",
                           "next_slots": [slot_out(s) for s in next_slots]}}


# Why a time cannot be booked at all (slots.Refusal), as the public API says it: the browser shows its own
# sentence for each code in the page's language (booking.errors in the pages' strings).
REFUSALS = {
    Refusal.PAST: "That time has already passed. Please choose another.",
    Refusal.TOO_SOON: "That time is too soon to book online. Please choose a later time, or call us.",
    Refusal.TOO_FAR: "That time is further ahead than we take bookings. Please choose an earlier time.",
    Refusal.CLOSED: "We are closed on that day. Please choose another day.",
    Refusal.OFF_GRID: "Meetings start only at the times offered. Please choose one of them.",
}


def not_bookable(reason: str) -> JsonResponse:
    """The 422 for a time that cannot be booked at all (passed, too soon, too far, a closed day, not a slot
    start): each its own code, so that only a time someone else holds reads as taken."""
    return error_response(422, reason, REFUSALS[reason])


def slots_out(meeting_type: MeetingType, first: dt.date, last: dt.date, slots: list[Slot]) -> dict[str, Any]:
    by_day: dict[str, list[dict[str, str]]] = defaultdict(list)
    for slot in slots:
        by_day[slot.day.isoformat()].append(slot_out(slot))
    return {"type": meeting_type.slug, "time_zone": settings.TIME_ZONE, "first_day": first.isoformat(),
            "last_day": last.isoformat(), "days": [{"date": d, "slots": s} for d, s in by_day.items()]}


def place_out(booking: Booking) -> dict[str, Any]:
    mode = booking.meeting_type.mode
    place: dict[str, Any] = {"mode": mode}
    if mode == MeetingType.Mode.OFFICE:
        office = Office.objects.filter(published=True).order_by("order", "id").first()
        if office is not None:
            place.update(address=tr(office, "address"), map_url=office.map_url)
    elif mode == MeetingType.Mode.VIDEO:
        place["link"] = video.join_url(booking)
    else:
        place["phone"] = booking.lead.phone
    return place


def both(text: Callable[[str], str]) -> dict[str, str]:
    """A text in each language, as tr() gives a model's fields: the booking page shows the one of its own
    language (the answer is cached under its API path, the same for both languages)."""
    return {lang: text(lang) for lang in ("en", "ar")}


def booking_out(booking: Booking) -> dict[str, Any]:
    lead = booking.lead
    token = tokens.make(booking)
    return {
        "status": booking.status, "meeting_type": meeting_type_out(booking.meeting_type),
        "starts_at": iso(booking.starts_at), "ends_at": iso(booking.ends_at), "time_zone": booking.time_zone,
        "consultant": both(booking.consultant.name), "first_name": lead.first_name, "email": lead.email,
        "service": lead.service, "bring": both(lambda lang: bring(lead.service, lang)), "place": place_out(booking),
        "can_change": service.can_change(booking),
        "change_deadline": iso(service.change_deadline(booking)),
        "calendar_url": both(lambda lang: f"/api/booking/manage/{token}/calendar.ics?lang={lang}"),
        "google_calendar_url": both(lambda lang: calendar_files.google_calendar_url(booking, lang)),
        "path": tokens.page_paths(booking),
    }
