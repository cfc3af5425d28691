"""The office calendar: when the office is open, read once here for every caller (booking slots, a
lead's reply-by moment, the staff digest, the chat, the website's "open now").

A day's hours are the site's business hours (content.SiteSettings: open days and one opening and
closing time) on its open days, a special period's hours instead where one covers the day (Ramadan),
and none on a closure (a public holiday, office/holidays.py, or a day staff close). A consultant with
weekly hours of their own works those on their days (special periods and closures still apply): the
booking slots ask periods() with them. Everything is in the office's time zone, settings.TIME_ZONE
(Doha); weekdays are named as the site's settings name them (lib/hours.WEEK, day_code()).
"""

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from zoneinfo import ZoneInfo

from django.conf import settings
from django.utils import timezone

from content.models import SiteSettings
from lib.hours import day_code

from .models import Closure, SpecialHours

# A working period of one day: opening and closing time (Doha wall clock).
Period = tuple[dt.time, dt.time]
# How far ahead the next opening is looked for (a long closure such as Eid is a few days).
LOOKAHEAD_DAYS = 21


@cache
def _zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


def zone() -> ZoneInfo:
    """The office's time zone (settings.TIME_ZONE)."""
    return _zone(settings.TIME_ZONE)


def now(at: dt.datetime | None = None) -> dt.datetime:
    """`at` (default: this moment) on the office's clock."""
    return (at or timezone.now()).astimezone(zone())


def moment(day: dt.date, time: dt.time = dt.time.min) -> dt.datetime:
    """The moment a Doha date and time of day name (midnight unless told)."""
    return dt.datetime.combine(day, time, zone())


class Calendar:
    """The office's days from `first` to `last` (Doha dates, inclusive), read in three queries."""

    def __init__(self, first: dt.date, last: dt.date) -> None:
        site = SiteSettings.load()
        self.open_days = set(site.open_day_list)
        self.site_hours: Period = (site.opens_at, site.closes_at)
        self.closures = {c.date: c for c in Closure.objects.filter(date__range=(first, last))}
        self.special = list(SpecialHours.objects.filter(starts_on__lte=last, ends_on__gte=first))

    def closure(self, day: dt.date) -> Closure | None:
        """The closure on `day` (a public holiday or a day staff close), if any."""
        return self.closures.get(day)

    def special_hours(self, day: dt.date) -> SpecialHours | None:
        return next((s for s in self.special if s.starts_on <= day <= s.ends_on), None)

    def periods(self, day: dt.date, own: list[Period] | None = None) -> list[Period]:
        """The working periods of `day`: the office's hours, or with `own` a person's weekly periods
        for that weekday ([]: they do not work it). None on a closure; a special period's hours instead
        on the days one works."""
        if day in self.closures:
            return []
        if not (own if own is not None else day_code(day) in self.open_days):
            return []
        if (special := self.special_hours(day)) is not None:
            return [(special.opens_at, special.closes_at)]
        return sorted(own) if own is not None else [self.site_hours]

    def hours(self, day: dt.date) -> tuple[dt.datetime, dt.datetime] | None:
        """The office's opening and closing moments on `day`, or None when it is closed all day."""
        found = self.periods(day)
        return (moment(day, found[0][0]), moment(day, found[-1][1])) if found else None


def _open_days(calendar: Calendar, first: dt.date, days: int) -> Iterator[tuple[dt.date, dt.datetime, dt.datetime]]:
    for offset in range(days + 1):
        day = first + dt.timedelta(days=offset)
        if (hours := calendar.hours(day)) is not None:
            yield day, *hours


def open_days(first: dt.date, days: int = LOOKAHEAD_DAYS) -> Iterator[tuple[dt.date, dt.datetime, dt.datetime]]:
    """The business days from `first` on, `days` ahead at most: each with its opening and closing
    moments (closures skipped, Ramadan's hours where they apply)."""
    return _open_days(Calendar(first, first + dt.timedelta(days=days)), first, days)


def open_days_between(first: dt.date, last: dt.date) -> list[dt.date]:
    """The business days from `first` to `last` (inclusive; none when `last` is before `first`)."""
    if last < first:
        return []
    return [day for day, _, _ in open_days(first, (last - first).days)]


@dataclass(frozen=True)
class Status:
    open: bool
    # While open: today's closing moment; while closed: the next opening, if within reach.
    closes_at: dt.datetime | None = None
    opens_at: dt.datetime | None = None
    # Today's closure (a public holiday such as Eid, or a day staff close), if any.
    closure: Closure | None = None
    # The moment this is the status at (Doha time).
    at: dt.datetime | None = None


def status(at: dt.datetime | None = None) -> Status:
    """Whether the office is open at `at` (default: now), until when, or when it opens next."""
    here = now(at)
    today = here.date()
    calendar = Calendar(today, today + dt.timedelta(days=LOOKAHEAD_DAYS))
    closure = calendar.closure(today)
    for day, opens, closes in _open_days(calendar, today, LOOKAHEAD_DAYS):
        if day == today and opens <= here < closes:
            return Status(True, closes_at=closes, at=here)
        if here < opens:
            return Status(False, opens_at=opens, closure=closure, at=here)
    return Status(False, closure=closure, at=here)


def is_open(at: dt.datetime | None = None) -> bool:
    return status(at).open


def next_opening(at: dt.datetime | None = None) -> dt.datetime | None:
    """The next moment the office opens after `at` (None while it is open, or none within reach)."""
    return status(at).opens_at
