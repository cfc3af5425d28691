"""Who is away on a day, for the lead assignment rules (leads/assignment.py, which cannot read the
booking app's time off itself): registered from BookingConfig.ready."""

import datetime as dt

from office.calendar import moment

from .models import TimeOff


def users_away(day: dt.date) -> set[int]:
    """The users whose consultant time off overlaps `day` (the office's calendar day), however briefly."""
    start, end = moment(day), moment(day + dt.timedelta(days=1))
    return set(TimeOff.objects.filter(starts_at__lt=end, ends_at__gt=start)
               .values_list("consultant__user_id", flat=True))
