"""Whether the office is open now and when it next opens (the chat's hand-off says it)."""

import datetime as dt

import pytest

from office import calendar as office
from office.calendar import zone
from office.models import Closure, SpecialHours

pytestmark = pytest.mark.django_db


def at(*args: int) -> dt.datetime:
    return dt.datetime(*args, tzinfo=zone())


def test_open_during_business_hours_until_closing(site):
    # 2027-01-05 is a Tuesday; the site's default hours are Sunday to Thursday, 09:00-18:00.
    now = office.status(at(2027, 1, 5, 10, 30))
    assert now.open and now.closes_at == at(2027, 1, 5, 18, 0)


def test_thursday_evening_opens_again_on_sunday(site):
    now = office.status(at(2027, 1, 7, 18, 0))  # Thursday, the minute it closes
    assert not now.open and now.opens_at == at(2027, 1, 10, 9, 0)


def test_before_opening_it_opens_the_same_day(site):
    assert office.status(at(2027, 1, 5, 7, 0)).opens_at == at(2027, 1, 5, 9, 0)


def test_a_closure_and_ramadan_hours_count(site):
    Closure.objects.create(date=dt.date(2027, 1, 5), name_en="Office closed")
    now = office.status(at(2027, 1, 5, 10, 0))
    assert not now.open and now.opens_at == at(2027, 1, 6, 9, 0)
    SpecialHours.objects.create(name_en="Ramadan", starts_on=dt.date(2027, 2, 8), ends_on=dt.date(2027, 3, 8),
                                opens_at=dt.time(10, 0), closes_at=dt.time(15, 0), ramadan=True)
    assert office.status(at(2027, 2, 9, 16, 0)).opens_at == at(2027, 2, 10, 10, 0)
    assert office.status(at(2027, 2, 9, 14, 0)).closes_at == at(2027, 2, 9, 15, 0)
