"""When a new lead must have had its first reply: the site promises one within so many hours on business
days (SiteSettings.reply_within_hours, 24 by default: the figure the contact page and the chat state).

The hours run only on business days (the office's days in Qatar's week, Sunday to Thursday by default,
less closures such as public holidays), starting when the lead arrives or, if it arrives on a day off, when
the next business day begins. The moment they run out is then kept inside someone's working day: after
that day's closing time it becomes the closing time; before its opening, the previous business day's
closing time. So a lead at 17:59 on Thursday is due at 17:59 on Sunday, one at 20:00 on Thursday or on
a Friday at Sunday's closing, and in Ramadan the shorter hours move it earlier.
"""

import datetime as dt

from content.models import SiteSettings
from office import calendar


def due(arrived: dt.datetime) -> dt.datetime:
    """The reply-by moment (Doha time) of a lead that arrived at `arrived`."""
    here = calendar.now(arrived)
    promise = dt.timedelta(hours=SiteSettings.load().reply_within_hours)
    left = promise
    previous_close: dt.datetime | None = None
    for day, opens, closes in calendar.open_days(here.date()):
        start = max(here, calendar.moment(day))
        span = calendar.moment(day + dt.timedelta(days=1)) - start
        if span < left:
            left -= span
            previous_close = closes
            continue
        at = start + left
        if at > closes:
            return closes
        if at < opens:
            return previous_close or opens
        return at
    return here + promise  # no business day within reach: the plain hours
