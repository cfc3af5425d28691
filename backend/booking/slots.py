"""Free consultation slots, worked out on the server in Doha time.

A slot is offered when at least one consultant who takes the meeting type is free for it: the meeting
fits inside one of the consultant's working periods that day (the office calendar's periods,
office/calendar.py: their weekly hours, the site's business hours when they set none, a special
period's hours such as Ramadan on the days they normally work, none on a closure); it starts after
the minimum notice and within the booking window; the consultant is not away; none of the cells it
holds (buffers included) is taken; and the consultant has not reached the type's daily limit. Slot
starts follow the type's interval from each period's start.
"""

import datetime as dt
from collections import defaultdict
from dataclasses import dataclass

from django.utils import timezone

from office.calendar import Calendar, Period, moment, zone
from office.calendar import now as office_now

from .models import CELL_MINUTES, BookedCell, Booking, Consultant, MeetingType, TimeOff

EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
# Bookings that hold their time: a cancelled one gave it back.
HOLDING = (Booking.Status.CONFIRMED, Booking.Status.COMPLETED, Booking.Status.NO_SHOW)
# The longest range of days asked for at once (public and staff): a longer one is refused, not computed.
MAX_RANGE_DAYS = 62


@dataclass(frozen=True)
class Slot:
    start: dt.datetime  # aware, UTC
    end: dt.datetime
    # The consultants free for it, in the order the next booking should try them (round robin).
    consultants: tuple[int, ...]

    @property
    def day(self) -> dt.date:
        return self.start.astimezone(zone()).date()


def bookable_days(meeting_type: MeetingType, now: dt.datetime | None = None) -> tuple[dt.date, dt.date]:
    """The first and last Doha dates a visitor may book this type on."""
    local = office_now(now)
    first = (local + dt.timedelta(minutes=meeting_type.min_notice_minutes)).date()
    return first, local.date() + dt.timedelta(days=meeting_type.window_days)


def _key(moment: dt.datetime) -> int:
    return int((moment - EPOCH).total_seconds())


CELL_SECONDS = CELL_MINUTES * 60


def cell_keys(meeting_type: MeetingType, start_key: int) -> range:
    """The cells a meeting starting at `start_key` (seconds since 1970) holds, as seconds since 1970:
    on the one 5-minute grid every booking shares, so two meetings that overlap by a minute still meet
    in a cell even when a working period starts at an odd minute."""
    first = start_key - meeting_type.buffer_before_minutes * 60
    last = start_key + (meeting_type.duration_minutes + meeting_type.buffer_after_minutes) * 60
    first -= first % CELL_SECONDS
    return range(first, last, CELL_SECONDS)


def cells(meeting_type: MeetingType, start: dt.datetime) -> list[dt.datetime]:
    """The cells (UTC starts) a meeting at `start` holds."""
    return [EPOCH + dt.timedelta(seconds=k) for k in cell_keys(meeting_type, _key(start))]


class _Calendar:
    """Everything the slots of a range depend on, read in a few queries."""

    def __init__(self, meeting_type: MeetingType, consultants: list[Consultant], first: dt.date, last: dt.date,
                 ignore: Booking | None) -> None:
        self.type = meeting_type
        self.consultants = consultants
        ids = [c.pk for c in consultants]
        span_from = moment(first) - dt.timedelta(days=1)
        span_to = moment(last, dt.time.max) + dt.timedelta(days=1)
        self.office = Calendar(first, last)
        self.hours: dict[int, dict[int, list[Period]]] = defaultdict(lambda: defaultdict(list))
        for consultant in consultants:
            for h in consultant.hours.all():
                self.hours[consultant.pk][h.weekday].append((h.starts_at, h.ends_at))
        self.away: dict[int, list[tuple[int, int]]] = defaultdict(list)
        away = TimeOff.objects.filter(consultant_id__in=ids, starts_at__lt=span_to, ends_at__gt=span_from)
        for cid, starts, ends in away.values_list("consultant_id", "starts_at", "ends_at"):
            self.away[cid].append((_key(starts), _key(ends)))
        taken = BookedCell.objects.filter(consultant_id__in=ids, starts_at__range=(span_from, span_to))
        if ignore is not None:
            taken = taken.exclude(booking=ignore)
        self.taken: dict[int, set[int]] = defaultdict(set)
        for cid, at in taken.values_list("consultant_id", "starts_at"):
            self.taken[cid].add(_key(at))
        self.per_day: dict[tuple[int, dt.date], int] = defaultdict(int)
        if meeting_type.daily_limit:
            counted = Booking.objects.filter(meeting_type=meeting_type, consultant_id__in=ids, status__in=HOLDING,
                                             starts_at__range=(span_from, span_to))
            if ignore is not None:
                counted = counted.exclude(pk=ignore.pk)
            for cid, start in counted.values_list("consultant_id", "starts_at"):
                self.per_day[(cid, start.astimezone(zone()).date())] += 1

    def periods(self, consultant: Consultant, day: dt.date) -> list[Period]:
        own = self.hours.get(consultant.pk)  # None: the consultant works the site's business hours
        return self.office.periods(day, own[day.weekday()] if own else None)

    def free(self, consultant: Consultant, start: dt.datetime) -> bool:
        # Whole seconds rather than datetimes: this runs for every candidate start of every consultant.
        held = cell_keys(self.type, _key(start))
        if any(a < held.stop and held.start < b for a, b in self.away.get(consultant.pk, ())):
            return False
        taken = self.taken.get(consultant.pk)
        return not taken or taken.isdisjoint(held)


def _starts(day: dt.date, period: Period, duration: dt.timedelta, step: dt.timedelta) -> list[dt.datetime]:
    """The slot starts of one working period: every `step` from its start while the meeting fits."""
    opens, closes = period
    start = moment(day, opens)
    period_end = moment(day, closes)
    found = []
    while start + duration <= period_end:
        found.append(start)
        start += step
    return found


def candidates(meeting_type: MeetingType) -> list[Consultant]:
    """Active consultants who take the type, in round-robin order: assigned longest ago (or never) first."""
    found = list(meeting_type.consultants.filter(active=True, user__is_active=True).select_related("user")
                 .prefetch_related("hours"))
    return sorted(found, key=lambda c: (c.last_assigned_at or EPOCH, c.pk))


def free_slots(meeting_type: MeetingType, first: dt.date, last: dt.date, *, now: dt.datetime | None = None,
               consultants: list[Consultant] | None = None, staff: bool = False,
               ignore: Booking | None = None) -> list[Slot]:
    """The free slots from `first` to `last` (Doha dates, inclusive). A visitor gets only slots past the
    minimum notice and inside the window; staff (`staff=True`) may book anything still ahead.
    `ignore`: a booking being moved, whose own time counts as free."""
    now = now or timezone.now()
    team = consultants if consultants is not None else candidates(meeting_type)
    if not team or last < first:
        return []
    earliest = now if staff else now + dt.timedelta(minutes=meeting_type.min_notice_minutes)
    window_end = None if staff else bookable_days(meeting_type, now)[1]
    calendar = _Calendar(meeting_type, team, first, last, ignore)
    duration = dt.timedelta(minutes=meeting_type.duration_minutes)
    step = dt.timedelta(minutes=meeting_type.interval_minutes)
    found: dict[dt.datetime, list[int]] = defaultdict(list)
    day = first
    while day <= last:
        if window_end is None or day <= window_end:
            for consultant in team:
                if meeting_type.daily_limit and calendar.per_day[(consultant.pk, day)] >= meeting_type.daily_limit:
                    continue
                for period in calendar.periods(consultant, day):
                    for start in _starts(day, period, duration, step):
                        if start >= earliest and calendar.free(consultant, start):
                            found[start].append(consultant.pk)
        day += dt.timedelta(days=1)
    return [Slot(start.astimezone(dt.UTC), (start + duration).astimezone(dt.UTC), tuple(ids))
            for start, ids in sorted(found.items())]


def slot_at(meeting_type: MeetingType, start: dt.datetime, **kwargs: object) -> Slot | None:
    """The free slot starting exactly at `start`, if there is one."""
    day = start.astimezone(zone()).date()
    for slot in free_slots(meeting_type, day, day, **kwargs):  # type: ignore[arg-type]
        if slot.start == start:
            return slot
    return None


class Refusal:
    """Why a time that is not a free slot can never be one, whatever others book (see refusal())."""

    PAST = "slot_past"
    TOO_SOON = "slot_too_soon"
    TOO_FAR = "slot_too_far"
    CLOSED = "slot_closed"
    OFF_GRID = "slot_not_offered"


def refusal(meeting_type: MeetingType, start: dt.datetime, *, now: dt.datetime | None = None,
            staff: bool = False) -> str | None:
    """Why `start` is not a time this type can be booked at, by the same rules as free_slots(): it has
    passed; (for a visitor) it is inside the minimum notice or beyond the booking window; the office is
    closed that day (a closure, or a day none of the type's consultants works: their weekly hours or the
    site's open days); or it is not one of the day's slot starts (off the interval, outside the hours).
    None: it is such a time, so when it is not free, someone else holds it (or its consultants are away)."""
    now = now or timezone.now()
    if start < now:
        return Refusal.PAST
    if not staff:
        if start < now + dt.timedelta(minutes=meeting_type.min_notice_minutes):
            return Refusal.TOO_SOON
        if start.astimezone(zone()).date() > bookable_days(meeting_type, now)[1]:
            return Refusal.TOO_FAR
    team = candidates(meeting_type)
    if not team:
        return None
    day = start.astimezone(zone()).date()
    calendar = _Calendar(meeting_type, team, day, day, None)
    periods = [p for c in team for p in calendar.periods(c, day)]
    if not periods:
        return Refusal.CLOSED
    duration = dt.timedelta(minutes=meeting_type.duration_minutes)
    step = dt.timedelta(minutes=meeting_type.interval_minutes)
    if not any(start == s for p in periods for s in _starts(day, p, duration, step)):
        return Refusal.OFF_GRID
    return None


def next_free(meeting_type: MeetingType, after: dt.datetime, count: int = 6, **kwargs: object) -> list[Slot]:
    """The first `count` free slots starting after `after` (offered when a chosen slot was just taken)."""
    earliest, last = bookable_days(meeting_type)
    first = max(after.astimezone(zone()).date(), earliest)
    return [s for s in free_slots(meeting_type, first, last, **kwargs) if s.start > after][:count]  # type: ignore[arg-type]

