"""The office calendar's own data: days the office is closed (public holidays, days staff close),
periods of other hours (Ramadan) and the years whose public holidays were added. The weekly hours
are the site's settings (content.SiteSettings); the rules that read all of it: office/calendar.py.

Times of day are Doha wall-clock times (settings.TIME_ZONE, UTC+3 all year).
"""

import datetime

from django.core.exceptions import ValidationError
from django.db import models

from lib.i18n import translated

# The private sector works at most six hours a day in Ramadan (Qatar's labour law).
RAMADAN_MAX_HOURS = 6


class Closure(models.Model):
    """A day the office is closed for everyone: a public holiday (seeded, editable because Eid dates
    follow the moon sighting) or any other day staff close."""

    class Source(models.TextChoices):
        HOLIDAY = "holiday", "Public holiday"
        STAFF = "staff", "Added by staff"

    date = models.DateField(unique=True)
    name_en, name_ar = translated(models.CharField, max_length=120)
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.STAFF)
    # A date from an astronomical estimate, to be confirmed when the moon is sighted.
    estimated = models.BooleanField(default=False)

    class Meta:
        ordering = ["date"]

    def __str__(self) -> str:
        return f"{self.date} {self.name_en}"


class SpecialHours(models.Model):
    """A period with other working hours for everyone, such as Ramadan: on the days a consultant
    normally works, they work these hours instead."""

    name_en, name_ar = translated(models.CharField, max_length=120)
    starts_on = models.DateField()
    ends_on = models.DateField()
    opens_at = models.TimeField(default=datetime.time(9, 0))
    closes_at = models.TimeField(default=datetime.time(15, 0))
    # Ramadan: at most RAMADAN_MAX_HOURS a day.
    ramadan = models.BooleanField(default=False)
    estimated = models.BooleanField(default=False)

    class Meta:
        ordering = ["starts_on"]
        verbose_name_plural = "special hours"
        constraints = [
            models.CheckConstraint(condition=models.Q(ends_on__gte=models.F("starts_on")), name="special_hours_days"),
            models.CheckConstraint(condition=models.Q(closes_at__gt=models.F("opens_at")), name="special_hours_order"),
        ]

    def __str__(self) -> str:
        return f"{self.name_en} {self.starts_on}–{self.ends_on}"

    def clean(self) -> None:
        if self.ramadan and self.opens_at and self.closes_at:
            start = datetime.datetime.combine(datetime.date.min, self.opens_at)
            end = datetime.datetime.combine(datetime.date.min, self.closes_at)
            if end - start > datetime.timedelta(hours=RAMADAN_MAX_HOURS):
                raise ValidationError({"closes_at": f"Ramadan hours are at most {RAMADAN_MAX_HOURS} hours a day."})


class HolidaySeed(models.Model):
    """A year whose public holidays were added to the closures: each year is added once, so a holiday
    staff moved or removed is not put back."""

    year = models.PositiveSmallIntegerField(unique=True)
    at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return str(self.year)
