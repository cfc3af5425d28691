"""Qatar's public holidays as closures, and Ramadan's shorter hours, for one year at a time.

The dates come from the `holidays` package. Eid dates follow the moon sighting, so the package marks
them "(estimated)": they are stored without that suffix and with `estimated=True`, for staff to check
and move. Each year is seeded once (HolidaySeed): seeding again adds nothing, so a holiday staff moved
or removed is not put back; a date that already has a closure is left as staff made it.
"""

import datetime as dt
from dataclasses import dataclass, field

import holidays
from django.db import transaction

from .models import Closure, HolidaySeed, SpecialHours

COUNTRY = "QA"
SUFFIXES = (" (estimated)", " (تقديري)")
EID_AL_FITR = "Eid al-Fitr"
# Ramadan lasts 29 or 30 days; 30 before Eid covers both, and staff trim it once the moon is sighted.
RAMADAN_DAYS = 30
RAMADAN_HOURS = (dt.time(9, 0), dt.time(15, 0))


@dataclass
class Seeded:
    year: int
    # False: the year was seeded before, and nothing was added.
    seeded: bool
    closures: list[Closure] = field(default_factory=list)
    special_hours: list[SpecialHours] = field(default_factory=list)


def _plain(name: str) -> tuple[str, bool]:
    """The name without the package's estimate suffix, and whether it had one (on every part of a
    date with two holidays, "A (estimated); B (estimated)")."""
    parts = [p.strip() for p in name.split(";")]
    estimated = False
    for i, part in enumerate(parts):
        for suffix in SUFFIXES:
            if part.endswith(suffix):
                parts[i] = part.removesuffix(suffix)
                estimated = True
    return "; ".join(parts), estimated


def _ramadan(year: int, eid: dt.date) -> SpecialHours | None:
    """Ramadan hours for the month before Eid al-Fitr, unless a Ramadan period already covers part of it."""
    ends = eid - dt.timedelta(days=1)
    starts = eid - dt.timedelta(days=RAMADAN_DAYS)
    if SpecialHours.objects.filter(ramadan=True, starts_on__lte=ends, ends_on__gte=starts).exists():
        return None
    opens, closes = RAMADAN_HOURS
    return SpecialHours.objects.create(name_en=f"Ramadan {year}", name_ar=f"رمضان {year}", starts_on=starts,
                                       ends_on=ends, opens_at=opens, closes_at=closes, ramadan=True, estimated=True)


@transaction.atomic
def seed(year: int) -> Seeded:
    """Adds `year`'s public holidays (and Ramadan hours) unless that year was seeded before."""
    _, created = HolidaySeed.objects.get_or_create(year=year)
    if not created:
        return Seeded(year, seeded=False)
    english = holidays.country_holidays(COUNTRY, years=[year], language="en_US")
    arabic = holidays.country_holidays(COUNTRY, years=[year], language="ar_QA")
    taken = set(Closure.objects.filter(date__year=year).values_list("date", flat=True))
    result = Seeded(year, seeded=True)
    eid: dt.date | None = None
    for day, name in sorted(english.items()):
        name_en, estimated = _plain(name)
        name_ar, estimated_ar = _plain(arabic.get(day, ""))
        if EID_AL_FITR in name_en.split("; ") and (eid is None or day < eid):
            eid = day
        if day in taken:
            continue
        result.closures.append(Closure.objects.create(
            date=day, name_en=name_en, name_ar=name_ar, source=Closure.Source.HOLIDAY,
            estimated=estimated or estimated_ar))
    if eid is not None and (ramadan := _ramadan(year, eid)) is not None:
        result.special_hours.append(ramadan)
    return result
