"""Booking fixtures: meeting types and consultants made the way staff would set them up (a new one per
call, through the same factories the other booking tests use)."""

import datetime as dt

import pytest

from booking.models import Consultant, MeetingType
from office.calendar import zone

from . import factories


def doha(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> dt.datetime:
    return dt.datetime(year, month, day, hour, minute, tzinfo=zone())


@pytest.fixture
def meeting_type(db):
    """make(**fields) -> a published meeting type (the free consultation by phone unless told otherwise)."""
    counter = iter(range(1, 1000))

    def make(**kw) -> MeetingType:
        n = next(counter)
        defaults = {"slug": f"consultation-{n}", "mode": MeetingType.Mode.PHONE, "buffer_after_minutes": 10,
                    "order": n}
        fields = {**defaults, **kw}
        return factories.meeting_type(fields.pop("mode"), **fields)

    return make


@pytest.fixture
def consultant(staff_user):
    """make(*types, name=…, **fields) -> an active consultant (an agent) who takes those meeting types."""
    counter = iter(range(1, 1000))

    def make(*types: MeetingType, name: str = "Sara", **kw) -> Consultant:
        user = staff_user("agent", email=f"consultant{next(counter)}@horizongate.qa")
        found = factories.consultant(email=user.email, first_name=name, **kw)
        found.meeting_types.set(types)
        return found

    return make
