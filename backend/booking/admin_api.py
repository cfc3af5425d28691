"""The staff side of booking (capability `leads`): the agenda, the free slots as staff may book them,
and working a meeting (book for a caller, move, cancel, record how it went). Every action goes through
booking/service.py, as the visitor's do, and is kept in the audit log. The availability settings and a
consultant's own hours are admin_availability.py, mounted on this router. See docs/admin-api.md."""

import datetime as dt
from typing import Any

from django.conf import settings
from django.db import transaction
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from ninja import Query, Router, Schema
from pydantic import Field

from accounts import audit
from accounts.preferences import language_of
from accounts.security import require, staff
from leads import intake, notes, rules
from leads.models import Lead
from lib.api_ints import Id
from lib.emails import clean_email
from lib.errors import ErrorOut, FieldErrors
from office.calendar import now as office_now

from . import service
from .admin_availability import router as availability_router
from .admin_rows import consultant_ref, day_start, local, meeting, type_ref, with_relations
from .admin_schemas import AgendaMeetingOut, AgendaOut, StaffBookingIn, StaffMoveIn, StaffOutcomeIn, StaffSlotsOut
from .models import Booking, Consultant, MeetingType
from .schemas import SlotTakenOut
from .slots import MAX_RANGE_DAYS, Slot, free_slots
from .views import not_bookable, slot_taken

router = Router(tags=["admin: booking"], auth=staff)
router.add_router("", availability_router)

# A time someone else holds is 409 `slot_taken`; a time that can never be booked (passed, a closed day, not
# one of the day's starts) is 422 with its own code, as the public API answers (views.not_bookable).
REFUSED = {409: SlotTakenOut | ErrorOut, 422: ErrorOut}
NOT_BOOKABLE = {"responses": {422: {"description": "validation_error (see `fields`), or slot_past, slot_closed or "
                                                   "slot_not_offered: a time that can never be booked"}}}


class AgendaRangeQuery(Schema):
    first: dt.date | None = Field(None, alias="from")
    to: dt.date | None = None
    consultant: Id | None = None


def _range(query: AgendaRangeQuery, default_days: int) -> tuple[dt.date, dt.date]:
    first = query.first or office_now().date()
    last = query.to or first + dt.timedelta(days=default_days - 1)
    if last < first:
        raise FieldErrors({"to": "The last day comes before the first."})
    if (last - first).days >= MAX_RANGE_DAYS:
        raise FieldErrors({"to": f"Ask for at most {MAX_RANGE_DAYS} days at a time."})
    return first, last


def _slot(slot: Slot) -> dict[str, Any]:
    return {"start": local(slot.start), "end": local(slot.end)}


def _not_active() -> tuple[int, dict[str, Any]]:
    return 409, {"error": {"code": "not_active", "message": "This meeting was cancelled or has already been closed."}}


def _not_started() -> tuple[int, dict[str, Any]]:
    return 409, {"error": {"code": "not_started",
                           "message": "This meeting has not started yet: a no-show can be recorded from its start."}}


@router.get("booking/agenda", response=AgendaOut)
def agenda(request: HttpRequest, query: Query[AgendaRangeQuery]) -> dict[str, Any]:
    """Every meeting from `from` to `to` (Doha days, inclusive; a week from today by default), all statuses."""
    require(request, "leads")
    first, last = _range(query, 7)
    found = with_relations(Booking.objects.filter(starts_at__gte=day_start(first),
                                                  starts_at__lt=day_start(last + dt.timedelta(days=1))))
    if query.consultant is not None:
        found = found.filter(consultant_id=query.consultant)
    consultants = Consultant.objects.select_related("user__preference").order_by("user__first_name", "user__last_name",
                                                                                 "id")
    lang = language_of(request.user)
    return {
        "first_day": first, "last_day": last, "time_zone": settings.TIME_ZONE,
        "meetings": [meeting(b, lang) for b in found.order_by("starts_at", "id")],
        "consultants": [consultant_ref(c, lang) for c in consultants],
        "meeting_types": [type_ref(t, lang) for t in MeetingType.objects.all()],
    }


class StaffSlotsQuery(AgendaRangeQuery):
    type: Id
    # A booking being moved: its own time counts as free.
    booking: Id | None = None


# 404: the meeting type, consultant or booking the query names does not exist.
@router.get("booking/slots", response={200: StaffSlotsOut, 404: ErrorOut})
def staff_slots(request: HttpRequest, query: Query[StaffSlotsQuery]) -> dict[str, Any]:
    """Free slots as staff may book them: anything still ahead, inside neither notice nor window."""
    require(request, "leads")
    meeting_type = get_object_or_404(MeetingType, pk=query.type)
    first, last = _range(query, 14)
    team = None
    if query.consultant is not None:
        team = [get_object_or_404(Consultant.objects.prefetch_related("hours"), pk=query.consultant)]
    ignore = get_object_or_404(Booking, pk=query.booking) if query.booking is not None else None
    days: dict[dt.date, list[dict[str, Any]]] = {}
    for slot in free_slots(meeting_type, first, last, staff=True, consultants=team, ignore=ignore):
        days.setdefault(slot.day, []).append({**_slot(slot), "consultants": list(slot.consultants)})
    return {"meeting_type": meeting_type.pk, "first_day": first, "last_day": last,
            "days": [{"date": day, "slots": slots} for day, slots in days.items()]}


def _caller(data: StaffBookingIn) -> dict[str, Any]:
    """The caller's details by the contact form's rules; every field's problem at once."""
    fields: dict[str, Any] = {}
    errors: dict[str, str] = {}
    checks: dict[str, Any] = {
        "first_name": lambda v: rules.clean_name(v, "first name"),
        "last_name": lambda v: rules.clean_name(v, "last name"),
        "phone": rules.clean_phone,
        "email": lambda v: clean_email(v) if v.strip() else "",
        "service": lambda v: rules.clean_choice(v, "services") if v else "",
        "country": lambda v: rules.clean_choice(v, "countries") if v else "",
    }
    for name, check in checks.items():
        try:
            fields[name] = check(getattr(data, name))
        except ValueError as exc:
            errors[name] = str(exc)
    if errors:
        raise FieldErrors(errors)
    return {**fields, "language": data.language}


def _bookable_consultant(meeting_type: MeetingType, consultant_id: Id | None) -> Consultant | None:
    if consultant_id is None:
        return None
    found = meeting_type.consultants.filter(pk=consultant_id, active=True).select_related("user").first()
    if found is None:
        raise FieldErrors({"consultant_id": "Choose an active consultant who takes this meeting type."})
    return found


@router.post("booking/bookings", response={201: AgendaMeetingOut, **REFUSED}, openapi_extra=NOT_BOOKABLE)
def book_for_caller(request: HttpRequest, payload: StaffBookingIn) -> Any:
    require(request, "leads")
    meeting_type = MeetingType.objects.filter(pk=payload.meeting_type_id).first()
    if meeting_type is None:
        raise FieldErrors({"meeting_type_id": "Choose a meeting type."})
    consultant = _bookable_consultant(meeting_type, payload.consultant_id)
    try:
        # The caller's lead and the meeting together: a slot taken meanwhile leaves no lead behind.
        with transaction.atomic():
            if payload.lead_id is not None:
                lead = Lead.objects.filter(pk=payload.lead_id).first()
                if lead is None:
                    raise FieldErrors({"lead_id": "This lead does not exist."})
            else:
                lead = intake.create_lead(source=Lead.Source.BOOKING, **_caller(payload))
            booking = service.book(meeting_type, payload.start, lead, consultant=consultant,
                                   created_by=request.user, staff=True, note=payload.note)
            if payload.note:  # on the lead's timeline too, where everyone who works the lead reads it
                notes.add(request, lead, payload.note)
    except service.NotBookable as refusal:
        return not_bookable(refusal.reason)
    except service.SlotTaken as exc:
        return slot_taken(exc.next_slots)
    audit.record(request, "create", "booking", booking.pk,
                 summary=f"Booked lead {lead.pk}: {local(booking.starts_at):%Y-%m-%d %H:%M}, {meeting_type.name_en}",
                 after={"lead_id": lead.pk, "start": booking.starts_at, "consultant_id": booking.consultant_id})
    return 201, meeting(with_relations(Booking.objects.all()).get(pk=booking.pk), language_of(request.user))


def _booking(booking_id: Id) -> Booking:
    return get_object_or_404(with_relations(Booking.objects.all()), pk=booking_id)


@router.post("booking/bookings/{int:booking_id}/reschedule", response={200: AgendaMeetingOut, **REFUSED},
             openapi_extra=NOT_BOOKABLE)
def reschedule(request: HttpRequest, booking_id: Id, payload: StaffMoveIn) -> Any:
    require(request, "leads")
    booking = _booking(booking_id)
    before = {"start": booking.starts_at, "consultant_id": booking.consultant_id}
    try:
        moved = service.reschedule(booking, payload.start, actor=request.user, staff=True)
    except service.NotBookable as refusal:
        return not_bookable(refusal.reason)
    except service.SlotTaken as exc:
        return slot_taken(exc.next_slots)
    except service.NotActive:
        return _not_active()
    audit.record(request, "reschedule", "booking", booking.pk,
                 summary=f"Moved booking {booking.pk} to {local(moved.starts_at):%Y-%m-%d %H:%M}", before=before,
                 after={"start": moved.starts_at, "consultant_id": moved.consultant_id})
    return meeting(_booking(booking_id), language_of(request.user))


@router.post("booking/bookings/{int:booking_id}/cancel", response={200: AgendaMeetingOut, 409: ErrorOut})
def cancel(request: HttpRequest, booking_id: Id) -> Any:
    require(request, "leads")
    booking = _booking(booking_id)
    was = booking.status
    try:
        service.cancel(booking, actor=request.user, staff=True)
    except service.NotActive:
        return _not_active()
    if was != Booking.Status.CANCELLED:
        audit.record(request, "cancel", "booking", booking.pk, summary=f"Cancelled booking {booking.pk}",
                     before={"status": was}, after={"status": Booking.Status.CANCELLED})
    return meeting(_booking(booking_id), language_of(request.user))


@router.post("booking/bookings/{int:booking_id}/outcome", response={200: AgendaMeetingOut, 409: ErrorOut})
def outcome(request: HttpRequest, booking_id: Id, payload: StaffOutcomeIn) -> Any:
    """The meeting took place (`completed`) or the person did not come (`no_show`); the lead follows."""
    require(request, "leads")
    booking = _booking(booking_id)
    was = booking.status
    try:
        service.set_outcome(booking, payload.status, actor=request.user)
    except service.NotActive:
        return _not_active()
    except service.NotStarted:
        return _not_started()
    if was != payload.status:
        audit.record(request, "update", "booking", booking.pk,
                     summary=f"Marked booking {booking.pk} {payload.status.replace('_', '-')}",
                     before={"status": was}, after={"status": payload.status})
    return meeting(_booking(booking_id), language_of(request.user))


@router.post("booking/bookings/{int:booking_id}/outcome/undo", response={200: AgendaMeetingOut, 409: ErrorOut})
def undo_outcome(request: HttpRequest, booking_id: Id) -> Any:
    """Takes back a recorded outcome (a no-show marked by mistake): the meeting and the lead are as before."""
    require(request, "leads")
    booking = _booking(booking_id)
    was = booking.status
    try:
        undone = service.undo_outcome(booking, actor=request.user)
    except service.NothingToUndo:
        return 409, {"error": {"code": "nothing_to_undo", "message": "This meeting has no outcome to undo."}}
    audit.record(request, "update", "booking", booking.pk, summary=f"Took back the outcome of booking {booking.pk}",
                 before={"status": was}, after={"status": undone.status})
    return meeting(_booking(booking_id), language_of(request.user))
