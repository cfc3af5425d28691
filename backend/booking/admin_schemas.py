"""What the staff side of booking takes and answers (admin_api.py, admin_availability.py): the agenda and
its meetings, staff-visible slots, booking for a caller, and the availability settings. Moments are ISO
8601 with the Doha offset; times of day are "HH:MM" in Doha. Names are unique across the whole API, so
they differ from the public booking shapes (booking/schemas.py)."""

import datetime as dt
from typing import Literal

from ninja import Schema
from pydantic import Field, field_validator

from lib.api_ints import Id, Year
from lib.plain_text import plain

from .schemas import aware

# --- The agenda -------------------------------------------------------------------------------------


class AgendaLeadOut(Schema):
    id: int
    name: str
    phone: str
    email: str
    service: str
    # The service's label as staff read it ("Student visas"); "" when the lead gave none.
    service_label: str


class AgendaTypeOut(Schema):
    id: int
    slug: str
    name: str
    mode: str
    duration_minutes: int


class AgendaConsultantOut(Schema):
    id: int
    user_id: int
    name: str
    active: bool


class AgendaMeetingOut(Schema):
    """One booking as staff see it (admin_rows.meeting)."""

    id: int
    lead: AgendaLeadOut
    meeting_type: AgendaTypeOut
    consultant: AgendaConsultantOut
    start: dt.datetime
    end: dt.datetime
    status: Literal["confirmed", "cancelled", "completed", "no_show"]
    # The staff member who booked it for a caller; null when the visitor booked online.
    created_by: str | None
    created_at: dt.datetime
    # A video meeting's own room while it can still be joined; "" otherwise (booking/video.py).
    video_link: str
    # What the staff member who booked it wrote for the consultant; "" for none.
    note: str


class AgendaOut(Schema):
    first_day: dt.date
    last_day: dt.date
    time_zone: str
    meetings: list[AgendaMeetingOut]
    # Everyone who takes or took bookings, for the consultant filter.
    consultants: list[AgendaConsultantOut]
    meeting_types: list[AgendaTypeOut]


class LeadMeetingOut(Schema):
    """A booking on the lead's page."""

    id: int
    start: dt.datetime
    end: dt.datetime
    meeting_type: str
    consultant: str
    status: str


class MeetingCountsOut(Schema):
    """Meetings on the dashboard: today's and this week's (Sunday to Saturday), cancelled ones left out."""

    today: int
    week: int
    # The next few confirmed meetings from now; [] for a role without the leads capability.
    upcoming: list[AgendaMeetingOut]


# --- Slots and staff actions ------------------------------------------------------------------------


class StaffSlotOut(Schema):
    start: dt.datetime
    end: dt.datetime
    # The consultants free for it (Consultant ids), the first the one a booking would get.
    consultants: list[int]


class StaffSlotDayOut(Schema):
    date: dt.date
    slots: list[StaffSlotOut]


class StaffSlotsOut(Schema):
    meeting_type: int
    first_day: dt.date
    last_day: dt.date
    # Only days with a free slot.
    days: list[StaffSlotDayOut]


class StaffBookingIn(Schema):
    """A booking staff make for a caller: an existing lead (`lead_id`), or the caller's details, from
    which a lead with source "booking" is made (the contact form's rules; e-mail, service and country
    may stay empty on the phone)."""

    lead_id: Id | None = None
    first_name: str = Field("", max_length=200)
    last_name: str = Field("", max_length=200)
    phone: str = Field("", max_length=40)
    email: str = Field("", max_length=254)
    language: Literal["en", "ar"] = "en"
    service: str = Field("", max_length=40)
    country: str = Field("", max_length=40)
    meeting_type_id: Id
    start: dt.datetime
    consultant_id: Id | None = None
    # For the consultant: kept on the booking (the agenda shows it) and as a note on the lead's timeline.
    note: str = Field("", max_length=2000)

    @field_validator("start")
    @classmethod
    def _start(cls, v: dt.datetime) -> dt.datetime:
        return aware(v)

    @field_validator("note")
    @classmethod
    def _note(cls, v: str) -> str:
        return plain(v, multiline=True).strip()


class StaffMoveIn(Schema):
    start: dt.datetime

    @field_validator("start")
    @classmethod
    def _start(cls, v: dt.datetime) -> dt.datetime:
        return aware(v)


class StaffOutcomeIn(Schema):
    status: Literal["completed", "no_show"]


# --- Availability settings (admin) ------------------------------------------------------------------


class MeetingTypeAdminOut(Schema):
    id: int
    slug: str
    name_en: str
    name_ar: str
    description_en: str
    description_ar: str
    mode: Literal["office", "phone", "video"]
    duration_minutes: int
    buffer_before_minutes: int
    buffer_after_minutes: int
    interval_minutes: int
    min_notice_minutes: int
    window_days: int
    daily_limit: int
    published: bool
    order: int


class MeetingTypeAdminIn(Schema):
    """Create (the model's defaults fill what is left out) or change (only the keys sent)."""

    slug: str | None = None
    name_en: str | None = None
    name_ar: str | None = None
    description_en: str | None = None
    description_ar: str | None = None
    mode: str | None = None
    duration_minutes: int | None = Field(None, ge=0, le=32767)
    buffer_before_minutes: int | None = Field(None, ge=0, le=32767)
    buffer_after_minutes: int | None = Field(None, ge=0, le=32767)
    interval_minutes: int | None = Field(None, ge=0, le=32767)
    min_notice_minutes: int | None = Field(None, ge=0, le=1_000_000)
    window_days: int | None = Field(None, ge=0, le=32767)
    daily_limit: int | None = Field(None, ge=0, le=32767)
    published: bool | None = None
    order: int | None = Field(None, ge=0, le=32767)


class ConsultantAdminOut(AgendaConsultantOut):
    email: str
    meeting_type_ids: list[int]
    # False: no weekly hours of their own, so they work the site's business hours.
    own_hours: bool


class ConsultantAdminIn(Schema):
    user_id: Id | None = None
    active: bool | None = None
    meeting_type_ids: list[Id] | None = None


class ClosureOut(Schema):
    id: int
    date: dt.date
    name_en: str
    name_ar: str
    source: Literal["holiday", "staff"]
    estimated: bool


class ClosureIn(Schema):
    date: dt.date | None = None
    name_en: str | None = None
    name_ar: str | None = None
    estimated: bool | None = None


class SpecialHoursOut(Schema):
    id: int
    name_en: str
    name_ar: str
    starts_on: dt.date
    ends_on: dt.date
    opens_at: str
    closes_at: str
    ramadan: bool
    estimated: bool


class SpecialHoursIn(Schema):
    name_en: str | None = None
    name_ar: str | None = None
    starts_on: dt.date | None = None
    ends_on: dt.date | None = None
    opens_at: dt.time | None = None
    closes_at: dt.time | None = None
    ramadan: bool | None = None
    estimated: bool | None = None


class HolidaySeedIn(Schema):
    year: Year


class HolidaySeedOut(Schema):
    year: int
    # False: the year had been seeded before, and nothing was added (so removed holidays stay removed).
    seeded: bool
    closures: list[ClosureOut]
    special_hours: list[SpecialHoursOut]


# --- A consultant's own hours and time off ----------------------------------------------------------


class WorkingPeriodIO(Schema):
    # Python's weekday(): 0 Monday ... 6 Sunday.
    weekday: int = Field(ge=0, le=6)
    starts_at: str = Field(pattern=r"^\d{2}:\d{2}$")
    ends_at: str = Field(pattern=r"^\d{2}:\d{2}$")


class WeeklyHoursOut(Schema):
    consultant: AgendaConsultantOut
    # [] means the consultant works the site's business hours (`site_hours`).
    periods: list[WorkingPeriodIO]
    site_hours: str


class WeeklyHoursIn(Schema):
    periods: list[WorkingPeriodIO] = Field(max_length=70)


class TimeOffOut(Schema):
    id: int
    starts_at: dt.datetime
    ends_at: dt.datetime
    note: str


class TimeOffIn(Schema):
    starts_at: dt.datetime
    ends_at: dt.datetime
    note: str = Field("", max_length=200)

    @field_validator("starts_at", "ends_at")
    @classmethod
    def _moment(cls, v: dt.datetime) -> dt.datetime:
        return aware(v)
