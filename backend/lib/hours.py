"""Business hours as one line of text, written once for every place that shows them (the website
gets it from /api/site, e-mails and the chat reply use it directly):
"Sunday–Thursday, 09:00–18:00" / "الأحد–الخميس، 09:00–18:00". Day names come from the UI strings."""

import datetime as dt

from .strings import t

# The one naming of weekdays, Sunday first as Qatar's week (SiteSettings.open_days, the UI strings
# contact.days.<code>, the website's hours).
WEEK = ("Su", "Mo", "Tu", "We", "Th", "Fr", "Sa")


def day_code(day: dt.date) -> str:
    """The weekday of `day` as WEEK names it ("Su" for a Sunday)."""
    return WEEK[day.isoweekday() % 7]


def _runs(days: list[str]) -> list[list[str]]:
    """Runs of consecutive open days in week order; a run across Saturday-Sunday stays whole."""
    is_open = [day in days for day in WEEK]
    if not any(is_open):
        return []
    start = next((i for i, o in enumerate(is_open) if o and not is_open[i - 1]), 0)
    runs: list[list[str]] = []
    current: list[str] = []
    for i in range(len(WEEK)):
        index = (start + i) % len(WEEK)
        if is_open[index]:
            current.append(WEEK[index])
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


def hours_text(days: list[str], opens: str, closes: str, lang: str) -> str:
    """Each run of open days as first–last, then the times (24-hour HH:MM)."""
    def name(day: str) -> str:
        return t(f"contact.days.{day}", lang)

    separator = "، " if lang == "ar" else ", "
    names = separator.join(name(r[0]) if len(r) == 1 else f"{name(r[0])}–{name(r[-1])}" for r in _runs(days))
    times = f"{opens}–{closes}"
    return f"{names}{separator}{times}" if names else times
