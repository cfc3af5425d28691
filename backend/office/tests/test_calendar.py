"""The office calendar: whether the office is open at a moment and when it next opens (the chat's
hand-off and the website say it), the working periods of a day, the business days between two dates,
and GET /api/office/status."""

import datetime as dt

import pytest

from office import calendar as office
from office.calendar import Calendar, zone
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


def test_a_persons_own_hours_keep_closures_and_ramadan(site):
    Closure.objects.create(date=dt.date(2027, 1, 5), name_en="Office closed")
    SpecialHours.objects.create(name_en="Ramadan", starts_on=dt.date(2027, 2, 8), ends_on=dt.date(2027, 3, 8),
                                opens_at=dt.time(10, 0), closes_at=dt.time(15, 0), ramadan=True)
    days = Calendar(dt.date(2027, 1, 1), dt.date(2027, 3, 31))
    own = [(dt.time(14, 0), dt.time(16, 0)), (dt.time(8, 0), dt.time(12, 0))]
    assert days.periods(dt.date(2027, 1, 6), own) == sorted(own)
    assert days.periods(dt.date(2027, 1, 8), own) == sorted(own)  # a Friday they chose to work
    assert days.periods(dt.date(2027, 1, 8)) == []  # the office does not
    assert days.periods(dt.date(2027, 1, 5), own) == []  # the closure
    assert days.periods(dt.date(2027, 1, 6), []) == []  # a weekday they do not work
    assert days.periods(dt.date(2027, 2, 9), own) == [(dt.time(10, 0), dt.time(15, 0))]
    assert days.closure(dt.date(2027, 1, 5)).name_en == "Office closed"


def test_business_days_between_two_dates_skip_the_weekend_and_closures(site):
    Closure.objects.create(date=dt.date(2027, 1, 5), name_en="Office closed")
    assert office.open_days_between(dt.date(2027, 1, 3), dt.date(2027, 1, 10)) == [
        dt.date(2027, 1, 3), dt.date(2027, 1, 4), dt.date(2027, 1, 6), dt.date(2027, 1, 7), dt.date(2027, 1, 10)]
    assert office.open_days_between(dt.date(2027, 1, 10), dt.date(2027, 1, 3)) == []


def test_the_status_endpoint_is_never_cached(client, site, settings):
    response = client.get("/api/office/status")
    assert response.status_code == 200 and response["Cache-Control"] == "no-store"
    body = response.json()
    assert body["open"] == office.is_open() and set(body["text"]) == {"en", "ar"}
