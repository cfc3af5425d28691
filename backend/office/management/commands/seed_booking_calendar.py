"""Adds Qatar's public holidays (and Ramadan hours) for this year and next, as closures staff can then
edit. Safe to run on every deploy: a year already seeded is left alone (office/holidays.py)."""

from typing import Any

from django.core.management.base import BaseCommand

from office.calendar import now as office_now
from office.holidays import seed


class Command(BaseCommand):
    help = "Seed this year's and next year's public holidays and Ramadan hours (each year once)."

    def handle(self, *args: Any, **options: Any) -> None:
        year = office_now().year
        for y in (year, year + 1):
            result = seed(y)
            if not result.seeded:
                self.stdout.write(f"{y}: already seeded, nothing added")
                continue
            self.stdout.write(f"{y}: added {len(result.closures)} closures")
            for closure in result.closures:
                mark = " (estimated)" if closure.estimated else ""
                self.stdout.write(f"  {closure.date} {closure.name_en}{mark}")
            for hours in result.special_hours:
                self.stdout.write(f"  {hours.name_en}: {hours.starts_on} to {hours.ends_on}, "
                                  f"{hours.opens_at:%H:%M}–{hours.closes_at:%H:%M} (estimated)")
