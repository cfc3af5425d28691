"""When consultants can be booked, as staff set it: meeting types, consultants, closures (with Qatar's
public holidays seeded per year) and special hours such as Ramadan are admin settings (capability
`users`); a consultant's weekly hours and time off are theirs to keep (`booking/me/…`), and an admin's
for anyone. Writes go through the model's `full_clean`, so its rules (cell multiples, Ramadan's six
hours, one closure a day) answer 422 on the field, and each is kept in the audit log."""

import datetime as dt
from typing import Any, cast

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.db.models import ProtectedError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from ninja import Query, Router, Schema
from ninja.errors import HttpError

from accounts import audit, roles
from accounts.preferences import language_of
from accounts.security import require, staff
from content.models import SiteSettings
from lib.api_ints import Id, Year
from lib.errors import ErrorOut, FieldErrors
from office import holidays
from office.models import Closure, SpecialHours
from office.text import business_hours

from .admin_rows import consultant_ref, local
from .admin_schemas import (
    ClosureIn,
    ClosureOut,
    ConsultantAdminIn,
    ConsultantAdminOut,
    HolidaySeedIn,
    HolidaySeedOut,
    MeetingTypeAdminIn,
    MeetingTypeAdminOut,
    SpecialHoursIn,
    SpecialHoursOut,
    TimeOffIn,
    TimeOffOut,
    WeeklyHoursIn,
    WeeklyHoursOut,
)
from .models import Consultant, MeetingType, TimeOff, WorkingHours

router = Router(tags=["admin: booking settings"], auth=staff)
# The signed-in user's own hours and time off: a 404 when they take no bookings (no consultant record).
NOT_A_CONSULTANT = {404: ErrorOut}


def _save(obj: models.Model, data: dict[str, Any], rename: dict[str, str] | None = None) -> None:
    """Sets `data` on `obj`, checks it with the model's rules and saves; 422 with the fields otherwise."""
    for name, value in data.items():
        setattr(obj, name, value)
    try:
        obj.full_clean()
    except ValidationError as exc:
        rename = rename or {}
        raise FieldErrors({rename.get(k, k): " ".join(v) for k, v in exc.message_dict.items()}) from exc
    obj.save()


def _delete(request: HttpRequest, obj: models.Model, kind: str, refusal: str) -> HttpResponse | tuple[int, Any]:
    try:
        obj.delete()
    except ProtectedError:
        return 409, {"error": {"code": "in_use", "message": refusal}}
    audit.record(request, "delete", kind, obj.pk, summary=f"Deleted {kind.replace('_', ' ')} {obj}")
    return HttpResponse(status=204)


# --- Meeting types ----------------------------------------------------------------------------------


def _type(t: MeetingType) -> dict[str, Any]:
    return {name: getattr(t, name) for name in MeetingTypeAdminOut.model_fields}


@router.get("booking/meeting-types", response=list[MeetingTypeAdminOut])
def types_list(request: HttpRequest) -> list[dict[str, Any]]:
    require(request, "users")
    return [_type(t) for t in MeetingType.objects.all()]


@router.post("booking/meeting-types", response={201: MeetingTypeAdminOut})
def types_create(request: HttpRequest, payload: MeetingTypeAdminIn) -> tuple[int, dict[str, Any]]:
    require(request, "users")
    item = MeetingType()
    _save(item, payload.dict(exclude_unset=True))
    audit.record(request, "create", "meeting_type", item.pk, summary=f"Added meeting type {item}", after=_type(item))
    return 201, _type(item)


@router.patch("booking/meeting-types/{int:type_id}", response=MeetingTypeAdminOut)
def types_update(request: HttpRequest, type_id: Id, payload: MeetingTypeAdminIn) -> dict[str, Any]:
    require(request, "users")
    item = get_object_or_404(MeetingType, pk=type_id)
    before = _type(item)
    _save(item, payload.dict(exclude_unset=True))
    audit.record(request, "update", "meeting_type", item.pk, summary=f"Changed meeting type {item}", before=before,
                 after=_type(item))
    return _type(item)


@router.delete("booking/meeting-types/{int:type_id}", response={204: None, 409: ErrorOut})
def types_delete(request: HttpRequest, type_id: Id) -> Any:
    require(request, "users")
    return _delete(request, get_object_or_404(MeetingType, pk=type_id), "meeting_type",
                   "This meeting type has bookings: unpublish it instead.")


# --- Consultants ------------------------------------------------------------------------------------


def _consultant(c: Consultant, lang: str = "en") -> dict[str, Any]:
    return {**consultant_ref(c, lang), "email": c.user.email,
            "meeting_type_ids": sorted(t.pk for t in c.meeting_types.all()), "own_hours": c.hours.exists()}


def _consultant_write(item: Consultant, payload: ConsultantAdminIn) -> None:
    data = payload.dict(exclude_unset=True)
    type_ids = data.pop("meeting_type_ids", None)
    if "user_id" in data:
        user = get_user_model().objects.filter(pk=data["user_id"]).first()
        if user is None or roles.role_of(user) is None:
            raise FieldErrors({"user_id": "Choose an active staff member."})
    if type_ids is not None:
        types = list(MeetingType.objects.filter(pk__in=type_ids))
        if len(types) != len(set(type_ids)):
            raise FieldErrors({"meeting_type_ids": "Choose from the meeting types."})
    if data.get("active") is None:
        data.pop("active", None)
    _save(item, data, rename={"user": "user_id"})
    if type_ids is not None:
        item.meeting_types.set(types)


@router.get("booking/consultants", response=list[ConsultantAdminOut])
def consultants_list(request: HttpRequest) -> list[dict[str, Any]]:
    require(request, "users")
    found = Consultant.objects.select_related("user__preference").prefetch_related("meeting_types")
    lang = language_of(request.user)
    return [_consultant(c, lang) for c in found.order_by("user__first_name", "user__last_name", "id")]


@router.post("booking/consultants", response={201: ConsultantAdminOut})
@transaction.atomic
def consultants_create(request: HttpRequest, payload: ConsultantAdminIn) -> tuple[int, dict[str, Any]]:
    require(request, "users")
    if payload.user_id is None:
        raise FieldErrors({"user_id": "Choose an active staff member."})
    item = Consultant()
    _consultant_write(item, payload)
    audit.record(request, "create", "consultant", item.pk, summary=f"Made {item} a consultant",
                 after=_consultant(item))
    return 201, _consultant(item)


@router.patch("booking/consultants/{int:consultant_id}", response=ConsultantAdminOut)
@transaction.atomic
def consultants_update(request: HttpRequest, consultant_id: Id, payload: ConsultantAdminIn) -> dict[str, Any]:
    require(request, "users")
    item = get_object_or_404(Consultant.objects.select_related("user"), pk=consultant_id)
    before = _consultant(item)
    _consultant_write(item, payload)
    item.refresh_from_db()
    audit.record(request, "update", "consultant", item.pk, summary=f"Changed consultant {item}", before=before,
                 after=_consultant(item))
    return _consultant(item)


@router.delete("booking/consultants/{int:consultant_id}", response={204: None, 409: ErrorOut})
def consultants_delete(request: HttpRequest, consultant_id: Id) -> Any:
    require(request, "users")
    return _delete(request, get_object_or_404(Consultant.objects.select_related("user"), pk=consultant_id),
                   "consultant", "This consultant has bookings: make them inactive instead.")


# --- Closures and public holidays -------------------------------------------------------------------


def _closure(c: Closure) -> dict[str, Any]:
    return {name: getattr(c, name) for name in ClosureOut.model_fields}


class ClosureYearQuery(Schema):
    year: Year | None = None


@router.get("booking/closures", response=list[ClosureOut])
def closures_list(request: HttpRequest, query: Query[ClosureYearQuery]) -> list[dict[str, Any]]:
    """One year's closures (this year in Doha by default)."""
    require(request, "users")
    year = query.year or local(timezone.now()).year
    return [_closure(c) for c in Closure.objects.filter(date__year=year)]


@router.post("booking/closures", response={201: ClosureOut})
def closures_create(request: HttpRequest, payload: ClosureIn) -> tuple[int, dict[str, Any]]:
    require(request, "users")
    item = Closure(source=Closure.Source.STAFF)
    _save(item, payload.dict(exclude_unset=True))
    audit.record(request, "create", "closure", item.pk, summary=f"Closed {item}", after=_closure(item))
    return 201, _closure(item)


@router.post("booking/closures/seed", response=HolidaySeedOut)
def closures_seed(request: HttpRequest, payload: HolidaySeedIn) -> dict[str, Any]:
    """Adds the year's public holidays and Ramadan hours; a year already seeded adds nothing."""
    require(request, "users")
    result = holidays.seed(payload.year)
    if result.seeded:
        audit.record(request, "create", "closure", "",
                     summary=f"Added {len(result.closures)} public holidays of {payload.year}",
                     after=[c.date for c in result.closures])
    return {"year": result.year, "seeded": result.seeded, "closures": [_closure(c) for c in result.closures],
            "special_hours": [_special(s) for s in result.special_hours]}


@router.patch("booking/closures/{int:closure_id}", response=ClosureOut)
def closures_update(request: HttpRequest, closure_id: Id, payload: ClosureIn) -> dict[str, Any]:
    require(request, "users")
    item = get_object_or_404(Closure, pk=closure_id)
    before = _closure(item)
    _save(item, payload.dict(exclude_unset=True))
    audit.record(request, "update", "closure", item.pk, summary=f"Changed closure {item}", before=before,
                 after=_closure(item))
    return _closure(item)


@router.delete("booking/closures/{int:closure_id}", response={204: None, 409: ErrorOut})
def closures_delete(request: HttpRequest, closure_id: Id) -> Any:
    require(request, "users")
    return _delete(request, get_object_or_404(Closure, pk=closure_id), "closure", "")


# --- Special hours (Ramadan) ------------------------------------------------------------------------


def _special(s: SpecialHours) -> dict[str, Any]:
    return {**{name: getattr(s, name) for name in SpecialHoursOut.model_fields},
            "opens_at": f"{s.opens_at:%H:%M}", "closes_at": f"{s.closes_at:%H:%M}"}


@router.get("booking/special-hours", response=list[SpecialHoursOut])
def special_list(request: HttpRequest) -> list[dict[str, Any]]:
    require(request, "users")
    return [_special(s) for s in SpecialHours.objects.all()]


@router.post("booking/special-hours", response={201: SpecialHoursOut})
def special_create(request: HttpRequest, payload: SpecialHoursIn) -> tuple[int, dict[str, Any]]:
    require(request, "users")
    item = SpecialHours()
    _save(item, payload.dict(exclude_unset=True))
    audit.record(request, "create", "special_hours", item.pk, summary=f"Added special hours {item}",
                 after=_special(item))
    return 201, _special(item)


@router.patch("booking/special-hours/{int:item_id}", response=SpecialHoursOut)
def special_update(request: HttpRequest, item_id: Id, payload: SpecialHoursIn) -> dict[str, Any]:
    require(request, "users")
    item = get_object_or_404(SpecialHours, pk=item_id)
    before = _special(item)
    _save(item, payload.dict(exclude_unset=True))
    audit.record(request, "update", "special_hours", item.pk, summary=f"Changed special hours {item}",
                 before=before, after=_special(item))
    return _special(item)


@router.delete("booking/special-hours/{int:item_id}", response={204: None, 409: ErrorOut})
def special_delete(request: HttpRequest, item_id: Id) -> Any:
    require(request, "users")
    return _delete(request, get_object_or_404(SpecialHours, pk=item_id), "special_hours", "")


# --- A consultant's weekly hours and time off -------------------------------------------------------


def _whose(request: HttpRequest, consultant_id: Id | None) -> Consultant:
    """`None`: the signed-in user's own consultant record (404 if they take no bookings). Anyone else's
    needs the `users` capability."""
    if consultant_id is None:
        found = Consultant.objects.select_related("user").filter(user=cast(Any, request.user)).first()
        if found is None:
            raise HttpError(404, "You do not take bookings: an administrator can add you as a consultant.")
        return found
    found = get_object_or_404(Consultant.objects.select_related("user"), pk=consultant_id)
    if found.user_id != request.user.pk:
        require(request, "users")
    return found


def _hours(c: Consultant, lang: str = "en") -> dict[str, Any]:
    periods = [{"weekday": h.weekday, "starts_at": f"{h.starts_at:%H:%M}", "ends_at": f"{h.ends_at:%H:%M}"}
               for h in c.hours.all()]
    return {"consultant": consultant_ref(c, lang), "periods": periods,
            "site_hours": business_hours(SiteSettings.load(), lang)}


def _period_times(payload: WeeklyHoursIn) -> list[tuple[int, dt.time, dt.time]]:
    errors: dict[str, str] = {}
    found: list[tuple[int, dt.time, dt.time]] = []
    for i, p in enumerate(payload.periods):
        try:
            starts, ends = dt.time.fromisoformat(p.starts_at), dt.time.fromisoformat(p.ends_at)
        except ValueError:
            errors[f"periods.{i}.starts_at"] = "Give times as HH:MM."
            continue
        if ends <= starts:
            errors[f"periods.{i}.ends_at"] = "The end comes after the start."
        elif any(w == p.weekday and s < ends and starts < e for w, s, e in found):
            errors[f"periods.{i}.starts_at"] = "This overlaps another period that day."
        found.append((p.weekday, starts, ends))
    if errors:
        raise FieldErrors(errors)
    return found


def _put_hours(request: HttpRequest, c: Consultant, payload: WeeklyHoursIn) -> dict[str, Any]:
    periods = _period_times(payload)
    before = _hours(c)["periods"]
    with transaction.atomic():
        c.hours.all().delete()
        WorkingHours.objects.bulk_create(WorkingHours(consultant=c, weekday=w, starts_at=s, ends_at=e)
                                         for w, s, e in sorted(periods))
    after = _hours(c, language_of(request.user))
    audit.record(request, "update", "working_hours", c.pk, summary=f"Changed the weekly hours of {c}",
                 before=before, after=after["periods"])
    return after


def _time_off(t: TimeOff) -> dict[str, Any]:
    return {"id": t.pk, "starts_at": local(t.starts_at), "ends_at": local(t.ends_at), "note": t.note}


def _list_time_off(c: Consultant) -> list[dict[str, Any]]:
    """What is still ahead or under way: past absences do not matter to booking any more."""
    return [_time_off(t) for t in c.time_off.filter(ends_at__gt=timezone.now())]


def _add_time_off(request: HttpRequest, c: Consultant, payload: TimeOffIn) -> tuple[int, dict[str, Any]]:
    item = TimeOff(consultant=c)
    if payload.ends_at <= payload.starts_at:
        raise FieldErrors({"ends_at": "The end comes after the start."})
    _save(item, payload.dict(), rename={"consultant": "__all__"})
    audit.record(request, "create", "time_off", item.pk, summary=f"Added time off for {c}", after=_time_off(item))
    return 201, _time_off(item)


def _remove_time_off(request: HttpRequest, c: Consultant, time_off_id: Id) -> HttpResponse:
    item = get_object_or_404(TimeOff, pk=time_off_id, consultant=c)
    item.delete()
    audit.record(request, "delete", "time_off", time_off_id, summary=f"Removed time off of {c}")
    return HttpResponse(status=204)


@router.get("booking/me/hours", response={200: WeeklyHoursOut, **NOT_A_CONSULTANT})
def my_hours(request: HttpRequest) -> dict[str, Any]:
    return _hours(_whose(request, None), language_of(request.user))


@router.put("booking/me/hours", response={200: WeeklyHoursOut, **NOT_A_CONSULTANT})
def my_hours_put(request: HttpRequest, payload: WeeklyHoursIn) -> dict[str, Any]:
    return _put_hours(request, _whose(request, None), payload)


@router.get("booking/me/time-off", response={200: list[TimeOffOut], **NOT_A_CONSULTANT})
def my_time_off(request: HttpRequest) -> list[dict[str, Any]]:
    return _list_time_off(_whose(request, None))


@router.post("booking/me/time-off", response={201: TimeOffOut, **NOT_A_CONSULTANT})
def my_time_off_add(request: HttpRequest, payload: TimeOffIn) -> tuple[int, dict[str, Any]]:
    return _add_time_off(request, _whose(request, None), payload)


@router.delete("booking/me/time-off/{int:time_off_id}", response={204: None})
def my_time_off_remove(request: HttpRequest, time_off_id: Id) -> HttpResponse:
    return _remove_time_off(request, _whose(request, None), time_off_id)


@router.get("booking/consultants/{int:consultant_id}/hours", response=WeeklyHoursOut)
def hours_of(request: HttpRequest, consultant_id: Id) -> dict[str, Any]:
    return _hours(_whose(request, consultant_id), language_of(request.user))


@router.put("booking/consultants/{int:consultant_id}/hours", response=WeeklyHoursOut)
def hours_of_put(request: HttpRequest, consultant_id: Id, payload: WeeklyHoursIn) -> dict[str, Any]:
    return _put_hours(request, _whose(request, consultant_id), payload)


@router.get("booking/consultants/{int:consultant_id}/time-off", response=list[TimeOffOut])
def time_off_of(request: HttpRequest, consultant_id: Id) -> list[dict[str, Any]]:
    return _list_time_off(_whose(request, consultant_id))


@router.post("booking/consultants/{int:consultant_id}/time-off", response={201: TimeOffOut})
def time_off_of_add(request: HttpRequest, consultant_id: Id, payload: TimeOffIn) -> tuple[int, dict[str, Any]]:
    return _add_time_off(request, _whose(request, consultant_id), payload)


@router.delete("booking/consultants/{int:consultant_id}/time-off/{int:time_off_id}", response={204: None})
def time_off_of_remove(request: HttpRequest, consultant_id: Id, time_off_id: Id) -> HttpResponse:
    return _remove_time_off(request, _whose(request, consultant_id), time_off_id)
