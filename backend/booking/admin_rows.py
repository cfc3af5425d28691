"""How staff see bookings: a meeting in the agenda, a booking on its lead's page, and the meetings on
the dashboard. Moments go out in Doha time, so the API's answers carry the +03:00 offset; names staff
read (a meeting type's, the lead's service) in the staff member's language (`lang`, "en" or "ar")."""

import datetime as dt
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from leads.admin_rows import person
from leads.models import Lead
from leads.notifications import label
from office import calendar
from office.calendar import zone

from . import video
from .models import Booking, Consultant, MeetingType


def local(moment: dt.datetime) -> dt.datetime:
    return moment.astimezone(zone())


def day_start(day: dt.date) -> dt.datetime:
    """Midnight at the start of a Doha calendar day."""
    return calendar.moment(day)


def week_start(day: dt.date) -> dt.date:
    """The Sunday a week in Qatar starts on (the working week is Sunday to Thursday)."""
    return day - dt.timedelta(days=(day.weekday() + 1) % 7)


def consultant_ref(consultant: Consultant, lang: str = "en") -> dict[str, Any]:
    return {"id": consultant.pk, "user_id": consultant.user_id, "name": consultant.name(lang),
            "active": consultant.active}


def type_ref(meeting_type: MeetingType, lang: str = "en") -> dict[str, Any]:
    name = (meeting_type.name_ar if lang == "ar" else "") or meeting_type.name_en
    return {"id": meeting_type.pk, "slug": meeting_type.slug, "name": name,
            "mode": meeting_type.mode, "duration_minutes": meeting_type.duration_minutes}


def meeting(booking: Booking, lang: str = "en") -> dict[str, Any]:
    lead = booking.lead
    return {
        "id": booking.pk,
        "lead": {"id": lead.pk, "name": lead.full_name or lead.phone or lead.email, "phone": lead.phone,
                 "email": lead.email, "service": lead.service,
                 "service_label": label("services", lead.service, lang) if lead.service else ""},
        "meeting_type": type_ref(booking.meeting_type, lang),
        "consultant": consultant_ref(booking.consultant, lang),
        "start": local(booking.starts_at), "end": local(booking.ends_at), "status": booking.status,
        "created_by": person(booking.created_by, lang) or None,
        "created_at": local(booking.created_at),
        "video_link": video.join_url(booking),
        "note": booking.note,
    }


def with_relations(qs: QuerySet[Booking]) -> QuerySet[Booking]:
    return qs.select_related("lead", "meeting_type", "consultant__user__preference", "created_by__preference")


def lead_meetings(lead: Lead, lang: str = "en") -> list[dict[str, Any]]:
    found = lead.bookings.select_related("meeting_type", "consultant__user__preference").order_by("-starts_at", "-id")
    return [{"id": b.pk, "start": local(b.starts_at), "end": local(b.ends_at),
             "meeting_type": type_ref(b.meeting_type, lang)["name"], "consultant": b.consultant.name(lang),
             "status": b.status} for b in found]


UPCOMING = 5


def meeting_counts(with_leads: bool, now: dt.datetime | None = None, lang: str = "en") -> dict[str, Any]:
    """Today's and this week's meetings (not cancelled), and the next few still to come."""
    now = now or timezone.now()
    today = local(now).date()
    held = Booking.objects.exclude(status=Booking.Status.CANCELLED)
    first = week_start(today)
    upcoming = with_relations(Booking.objects.filter(status=Booking.Status.CONFIRMED, ends_at__gt=now))
    return {
        "today": held.filter(starts_at__gte=day_start(today),
                             starts_at__lt=day_start(today + dt.timedelta(days=1))).count(),
        "week": held.filter(starts_at__gte=day_start(first),
                            starts_at__lt=day_start(first + dt.timedelta(days=7))).count(),
        "upcoming": [meeting(b, lang) for b in upcoming.order_by("starts_at", "id")[:UPCOMING]] if with_leads else [],
    }
