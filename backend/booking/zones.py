"""A meeting's time on the visitor's clock, and the city their time zone is named for ("08:00 London").

The same rules as the booking pages in the browser (frontend/src/components/booking/zones.ts): the
Arabic city names are one file both read (zone-cities.json), and shared-cases/meeting-times.json
checks both sides give the same answers.
"""

import datetime as dt
import json
from functools import cache
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings

from office.calendar import zone as office_zone

CITIES_FILE = settings.FRONTEND_DIR / "src" / "components" / "booking" / "zone-cities.json"


@cache
def _arabic() -> dict[str, Any]:
    return json.loads(CITIES_FILE.read_text(encoding="utf-8"))["ar"]


def city(zone: str, lang: str) -> str:
    """"London" for Europe/London («لندن» in Arabic where we have the name, else the Latin one)."""
    name = "Doha" if zone == settings.TIME_ZONE else zone.rsplit("/", 1)[-1]
    if lang == "ar" and name in _arabic():
        return str(_arabic()[name])
    return name.replace("_", " ")


def visitor_time(moment: dt.datetime, zone: str) -> dt.datetime | None:
    """The moment on the visitor's clock, or None when that reads the same as Doha's (Riyadh, or no
    zone): a second, identical time would only be noise."""
    try:
        local = moment.astimezone(ZoneInfo(zone)) if zone and zone != settings.TIME_ZONE else None
    except (ZoneInfoNotFoundError, ValueError):
        return None
    if local is None or local.replace(tzinfo=None) == moment.astimezone(office_zone()).replace(tzinfo=None):
        return None
    return local
