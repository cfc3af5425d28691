"""The calendar days an API client may send (a list's or a report's range), bounded so that the day
after, or the moment a day starts in the office's zone, can always be computed: Python's dates end in
the year 9999, where "the day after" was a 500 instead of a 422 naming the field. The years are those
the booking calendar works with (lib/api_ints.Year)."""

import datetime
from typing import Annotated

from pydantic import Field

FIRST, LAST = datetime.date(2000, 1, 1), datetime.date(2100, 12, 31)

# A day a query filters by.
Day = Annotated[datetime.date, Field(ge=FIRST, le=LAST)]
