"""Whether the office is open at a moment, and when it next opens, in Doha time: the site's business
days and hours, days it is closed (public holidays and days staff close) and periods of other hours
(Ramadan). The chat's hand-off says this to visitors ("someone is there now")."""

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass

from content.models import SiteSettings

from .models import Closure, SpecialHours
from .slots import DOHA, SITE_DAYS, doha_now

# How far ahead the next opening is looked for (a long closure such as Eid is a few days).
LOOKAHEAD_DAYS = 21


@dataclass(frozen=True)
class Status:
    open: bool
    # While open: today's closing time; while closed: the next opening (Doha time), if within reach.
    closes_at: dt.datetime | None = None
    opens_at: dt.datetime | None = None


def _hours(day: dt.date, site: SiteSettings, closed: set[dt.date],
           special: list[SpecialHours]) -> tuple[dt.time, dt.time] | None:
    if day in closed or SITE_DAYS[day.weekday()] not in site.open_day_list:
        return None
    for period in special:
        if period.starts_on <= day <= period.ends_on:
            return period.opens_at, period.closes_at
    return site.opens_at, site.closes_at


def open_days(first: dt.date, days: int = LOOKAHEAD_DAYS) -> Iterator[tuple[dt.date, dt.datetime, dt.datetime]]:
    """The business days from `first` on, `days` ahead at most: each day with its opening and closing
    moments in Doha (closures skipped, Ramadan's hours where they apply)."""
    last = first + dt.timedelta(days=days)
    site = SiteSettings.load()
    closed = set(Closure.objects.filter(date__range=(first, last)).values_list("date", flat=True))
    special = list(SpecialHours.objects.filter(starts_on__lte=last, ends_on__gte=first))
    for offset in range(days + 1):
        day = first + dt.timedelta(days=offset)
        hours = _hours(day, site, closed, special)
        if hours is not None:
            opens, closes = (dt.datetime.combine(day, t, DOHA) for t in hours)
            yield day, opens, closes


def status(now: dt.datetime | None = None) -> Status:
    here = doha_now(now)
    for day, opens, closes in open_days(here.date()):
        if day == here.date() and opens <= here < closes:
            return Status(True, closes_at=closes)
        if here < opens:
            return Status(False, opens_at=opens)
    return Status(False)
