"""Test bookings built straight with the ORM (no API, no slot search), so tests of what follows a booking
(e-mails, calendar files, reminders) do not depend on how slots are found. Plain functions: call them
from any test with the `db` fixture; every argument has a sensible default."""

import datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.utils import timezone

from accounts.names import set_display_names
from booking.models import Booking, Consultant, MeetingType
from leads.models import Lead

DOHA = datetime.timezone(datetime.timedelta(hours=3))


def lead(**fields: Any) -> Lead:
    defaults = {"source": Lead.Source.BOOKING, "status": Lead.Status.BOOKED, "first_name": "Aisha",
                "last_name": "Khan", "email": "aisha@example.com", "phone": "+97455123456", "country": "canada",
                "service": "study", "language": "en"}
    return Lead.objects.create(**{**defaults, **fields})


def meeting_type(mode: str = MeetingType.Mode.VIDEO, **fields: Any) -> MeetingType:
    names = {"office": ("Free consultation at our office", "الاستشارة المجانية في المكتب"),
             "phone": ("Free consultation by phone", "الاستشارة المجانية عبر مكالمة هاتفية"),
             "video": ("Free consultation by video", "الاستشارة المجانية عبر مكالمة فيديو")}[mode]
    defaults = {"slug": f"free-{mode}", "name_en": names[0], "name_ar": names[1], "mode": mode,
                "duration_minutes": 30}
    found = MeetingType.objects.filter(slug=fields.get("slug", defaults["slug"])).first()
    return found or MeetingType.objects.create(**{**defaults, **fields})


def consultant(email: str = "omar@horizongate.qa", first_name: str = "Omar", name_ar: str = "",
               **fields: Any) -> Consultant:
    """The consultant's display name is their first name (`name_ar` in Arabic, else the same)."""
    user = get_user_model().objects.filter(username=email).first() or get_user_model().objects.create_user(
        username=email, email=email, password=None, is_staff=True, last_name="Haddad")
    if user.first_name != first_name:  # a staff user made by another fixture becomes this consultant
        user.first_name = first_name
        user.save(update_fields=["first_name"])
    set_display_names(user, first_name, name_ar)
    defaults: dict[str, Any] = {}
    found = Consultant.objects.filter(user=user).first()
    return found or Consultant.objects.create(user=user, **{**defaults, **fields})


def booking(starts_at: datetime.datetime | None = None, mode: str = MeetingType.Mode.VIDEO,
            **fields: Any) -> Booking:
    """A confirmed booking; by default three days ahead at 10:00 Doha time."""
    if starts_at is None:
        day = (timezone.now() + datetime.timedelta(days=3)).astimezone(DOHA).date()
        starts_at = datetime.datetime.combine(day, datetime.time(10, 0), tzinfo=DOHA)
    kind = fields.pop("meeting_type", None) or meeting_type(mode)
    defaults: dict[str, Any] = {"time_zone": ""}
    if "lead" not in fields:
        defaults["lead"] = lead()
    if "consultant" not in fields:
        defaults["consultant"] = consultant()
    return Booking.objects.create(meeting_type=kind, starts_at=starts_at,
                                  ends_at=starts_at + datetime.timedelta(minutes=kind.duration_minutes),
                                  **{**defaults, **fields})
