"""Consultation booking: what can be booked (meeting types), who takes bookings (consultants, their
weekly hours and time off) and the bookings themselves. When the office is open (business hours,
closures, Ramadan hours): the office app (office/models.py, office/calendar.py). How slots are worked
out: booking/slots.py; docs/booking.md.

Times of day are Doha wall-clock times (settings.TIME_ZONE, UTC+3 all year); moments are stored in UTC.
"""

import secrets
import uuid

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models

from accounts.names import display_name
from lib.i18n import translated

# Every duration, buffer and slot start is a multiple of this many minutes: a booking occupies
# whole cells of the consultant's time (BookedCell), which is what the database keeps unique.
CELL_MINUTES = 5


def _multiple_of_cell(value: int) -> None:
    if value % CELL_MINUTES:
        raise ValidationError(f"Use a multiple of {CELL_MINUTES} minutes.")


class MeetingType(models.Model):
    """A kind of appointment a visitor can book: the free consultation in the office, by phone or by video."""

    class Mode(models.TextChoices):
        OFFICE = "office", "In the office"
        PHONE = "phone", "Phone call"
        VIDEO = "video", "Video call"

    slug = models.SlugField(max_length=40, unique=True)
    name_en, name_ar = translated(models.CharField, max_length=120)
    description_en, description_ar = translated(models.CharField, max_length=300, blank=True)
    mode = models.CharField(max_length=10, choices=Mode.choices)
    duration_minutes = models.PositiveSmallIntegerField(default=30, validators=[_multiple_of_cell])
    buffer_before_minutes = models.PositiveSmallIntegerField(default=0, validators=[_multiple_of_cell])
    buffer_after_minutes = models.PositiveSmallIntegerField(default=10, validators=[_multiple_of_cell])
    # Slots start every this many minutes from the start of the working day.
    interval_minutes = models.PositiveSmallIntegerField(default=30, validators=[_multiple_of_cell])
    min_notice_minutes = models.PositiveIntegerField(default=240, help_text="How long before its start a "
                                                     "meeting can still be booked, moved or cancelled online.")
    window_days = models.PositiveSmallIntegerField(default=30, help_text="How many days ahead can be booked.")
    daily_limit = models.PositiveSmallIntegerField(default=8, help_text="At most this many of these meetings "
                                                   "per consultant per day (0: no limit).")
    published = models.BooleanField(default=True)
    order = models.PositiveSmallIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["order", "id"]
        constraints = [
            models.CheckConstraint(condition=models.Q(duration_minutes__gte=CELL_MINUTES),
                                   name="meeting_type_duration"),
            models.CheckConstraint(condition=models.Q(interval_minutes__gte=CELL_MINUTES),
                                   name="meeting_type_interval"),
            models.CheckConstraint(condition=models.Q(window_days__gte=1), name="meeting_type_window"),
        ]

    def __str__(self) -> str:
        return self.name_en


class Consultant(models.Model):
    """A member of staff who takes bookings. Without hours of their own they work the site's business hours."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="consultant")
    active = models.BooleanField(default=True)
    meeting_types = models.ManyToManyField(MeetingType, related_name="consultants", blank=True)
    # No room of their own: one room shared by all of a consultant's meetings let anyone who had it join
    # another visitor's call, so each booking has its own (Booking.video_room, booking/video.py).
    # Round robin: of the consultants free for a slot, the one assigned longest ago gets the booking.
    last_assigned_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return self.name("en")

    def name(self, lang: str) -> str:
        """The name visitors and staff read, in their language (accounts/names.py)."""
        return display_name(self.user, lang)


class WorkingHours(models.Model):
    """One working period of a consultant on one weekday (Doha time). Several periods a day are allowed."""

    consultant = models.ForeignKey(Consultant, on_delete=models.CASCADE, related_name="hours")
    # Python's weekday(): 0 Monday ... 6 Sunday.
    weekday = models.PositiveSmallIntegerField(choices=[(i, name) for i, name in enumerate(
        ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"))])
    starts_at = models.TimeField()
    ends_at = models.TimeField()

    class Meta:
        ordering = ["consultant", "weekday", "starts_at"]
        constraints = [models.CheckConstraint(condition=models.Q(ends_at__gt=models.F("starts_at")),
                                              name="working_hours_order")]

    def __str__(self) -> str:
        return f"{self.consultant} {self.get_weekday_display()} {self.starts_at:%H:%M}–{self.ends_at:%H:%M}"


class TimeOff(models.Model):
    """A consultant away (leave, training, a doctor's visit): no bookings between the two moments."""

    consultant = models.ForeignKey(Consultant, on_delete=models.CASCADE, related_name="time_off")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["starts_at"]
        constraints = [models.CheckConstraint(condition=models.Q(ends_at__gt=models.F("starts_at")),
                                              name="time_off_order")]

    def __str__(self) -> str:
        return f"{self.consultant} away {self.starts_at:%Y-%m-%d %H:%M}–{self.ends_at:%Y-%m-%d %H:%M}"


def new_video_room() -> str:
    """A video room name nobody can guess (144 random bits): each meeting has its own room, so a past
    visitor who kept a link cannot walk into someone else's consultation."""
    return secrets.token_urlsafe(18)


class Booking(models.Model):
    class Status(models.TextChoices):
        CONFIRMED = "confirmed", "Confirmed"
        CANCELLED = "cancelled", "Cancelled"
        COMPLETED = "completed", "Completed"
        NO_SHOW = "no_show", "No-show"

    # The calendar files' UID, and what the visitor's signed links name.
    uid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    lead = models.ForeignKey("leads.Lead", on_delete=models.CASCADE, related_name="bookings")
    meeting_type = models.ForeignKey(MeetingType, on_delete=models.PROTECT, related_name="bookings")
    consultant = models.ForeignKey(Consultant, on_delete=models.PROTECT, related_name="bookings")
    starts_at = models.DateTimeField(db_index=True)
    ends_at = models.DateTimeField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CONFIRMED, db_index=True)
    # iCalendar SEQUENCE: +1 with every change the visitor's calendar must follow (moved, cancelled).
    sequence = models.PositiveIntegerField(default=0)
    # The meeting's own video room: the room's address is settings.BOOKING_VIDEO_ROOM_URL followed by this
    # (booking/video.py). Unused by office and phone meetings.
    video_room = models.CharField(max_length=40, unique=True, default=new_video_room, editable=False)
    # The visitor's IANA time zone as their browser reported it (Europe/London), for showing both times.
    time_zone = models.CharField(max_length=64, blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+", help_text="The member of staff who booked it for a caller.")
    # The visitor's moves through their link since `visitor_moves_since` (capped: booking/service.py).
    visitor_moves = models.PositiveSmallIntegerField(default=0, editable=False)
    visitor_moves_since = models.DateTimeField(null=True, blank=True, editable=False)
    # What the member of staff who booked it wrote for the consultant (also a note on the lead's timeline).
    note = models.TextField(max_length=2000, blank=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["starts_at", "id"]
        constraints = [models.CheckConstraint(condition=models.Q(ends_at__gt=models.F("starts_at")),
                                              name="booking_order")]

    def __str__(self) -> str:
        return f"{self.meeting_type} {self.starts_at:%Y-%m-%d %H:%M} ({self.status})"


class BookedCell(models.Model):
    """One CELL_MINUTES piece of a consultant's time taken by a booking, buffers included. The unique
    constraint is what makes double booking impossible: two visitors racing for the same slot both
    insert the same cells, and the database lets exactly one of them commit."""

    booking = models.ForeignKey(Booking, on_delete=models.CASCADE, related_name="cells")
    consultant = models.ForeignKey(Consultant, on_delete=models.CASCADE, related_name="+")
    starts_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["consultant", "starts_at"], name="one_booking_per_cell")]

    def __str__(self) -> str:
        return f"{self.consultant_id} {self.starts_at:%Y-%m-%d %H:%M}"
