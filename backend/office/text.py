"""The office calendar in words, written once for every place that says it: the business hours as a
line ("Sunday–Thursday, 09:00–18:00", lib/hours.py) and whether the office is open now ("Our team is in
the office now, until 18:00." / "Our office is closed today for Eid al-Fitr and opens again on
Sunday at 09:00."), from the UI strings contact.sent.* so the website and the server share them."""

import datetime as dt

from content.models import SiteSettings
from lib import strings
from lib.hours import day_code, hours_text
from lib.i18n import pick, tr

from . import calendar


def business_hours(site: SiteSettings, lang: str) -> str:
    """The weekly opening hours exactly as the website shows them."""
    return hours_text(site.open_day_list, f"{site.opens_at:%H:%M}", f"{site.closes_at:%H:%M}", lang)


def _sent(key: str, lang: str, **values: str) -> str:
    return strings.fill(strings.t(f"contact.sent.{key}", lang), values)


def _when(day: dt.date, today: dt.date, lang: str) -> str:
    offset = (day - today).days
    if offset == 0:
        return _sent("today", lang)
    if offset == 1:
        return _sent("tomorrow", lang)
    return _sent("onDay", lang, day=strings.t(f"contact.days.{day_code(day)}", lang))


def status_line(status: calendar.Status, lang: str) -> str:
    """`status` (calendar.status()) as one sentence; "" when no opening is within reach."""
    if status.open and status.closes_at:
        return _sent("openNow", lang, closes=f"{status.closes_at:%H:%M}")
    if status.opens_at is None:
        return ""
    values = {"when": _when(status.opens_at.date(), calendar.now(status.at).date(), lang),
              "opens": f"{status.opens_at:%H:%M}"}
    if status.closure is not None:
        return _sent("closedToday", lang, name=pick(tr(status.closure, "name"), lang), **values)
    return _sent("closedNow", lang, **values)
