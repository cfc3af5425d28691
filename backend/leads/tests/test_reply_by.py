"""The reply-by time: the hours the site promises (site settings; 24 by default) counted on business days
(Sunday to Thursday, 09:00-18:00 by default), kept inside someone's working day; closures and Ramadan
hours count."""

import datetime as dt

import pytest

from leads.reply_by import due
from office.calendar import zone
from office.models import Closure, SpecialHours

pytestmark = pytest.mark.django_db


def at(*args: int) -> dt.datetime:
    return dt.datetime(*args, tzinfo=zone())


# 2027-01-03 is a Sunday; 2027-01-07 a Thursday, 2027-01-08 a Friday.
@pytest.mark.parametrize(("arrived", "expected"), [
    (at(2027, 1, 4, 10, 0), at(2027, 1, 5, 10, 0)),    # Monday morning: Tuesday, same time
    (at(2027, 1, 7, 17, 59), at(2027, 1, 10, 17, 59)),  # Thursday 17:59: the weekend does not count, Sunday 17:59
    (at(2027, 1, 7, 20, 0), at(2027, 1, 10, 18, 0)),    # Thursday evening: Sunday, by closing time
    (at(2027, 1, 8, 11, 0), at(2027, 1, 10, 18, 0)),    # Friday: the clock starts Sunday, due by its close
    (at(2027, 1, 9, 23, 30), at(2027, 1, 10, 18, 0)),   # Saturday night: the same
    (at(2027, 1, 4, 7, 0), at(2027, 1, 4, 18, 0)),      # before opening: by that day's close, not before opening
])
def test_the_promise_runs_on_business_days_and_ends_in_working_hours(site, arrived, expected):
    assert due(arrived) == expected


def test_a_closure_is_skipped(site):
    Closure.objects.create(date=dt.date(2027, 1, 10), name_en="Office closed")  # that Sunday
    assert due(at(2027, 1, 7, 17, 59)) == at(2027, 1, 11, 17, 59)


def test_ramadan_hours_move_it_to_the_shorter_closing(site):
    SpecialHours.objects.create(name_en="Ramadan", starts_on=dt.date(2027, 2, 8), ends_on=dt.date(2027, 3, 8),
                                opens_at=dt.time(10, 0), closes_at=dt.time(15, 0), ramadan=True)
    # Thursday 2027-02-11 at 17:59, after Ramadan's closing: due Sunday at 15:00, Ramadan's close.
    assert due(at(2027, 2, 11, 17, 59)) == at(2027, 2, 14, 15, 0)
    # Wednesday 11:00: Thursday 11:00, inside Ramadan's hours.
    assert due(at(2027, 2, 10, 11, 0)) == at(2027, 2, 11, 11, 0)


def test_every_new_lead_gets_its_reply_by_time(site, make_lead):
    lead = make_lead()
    assert lead.reply_by is not None and lead.first_response_at is None
    assert lead.reply_by > lead.created_at


def test_the_hours_are_the_ones_the_site_promises(site):
    site.reply_within_hours = 4
    site.save()
    assert due(at(2027, 1, 4, 10, 0)) == at(2027, 1, 4, 14, 0)  # Monday 10:00: the same day at 14:00
    site.reply_within_hours = 48
    site.save()
    assert due(at(2027, 1, 4, 10, 0)) == at(2027, 1, 6, 10, 0)  # Wednesday 10:00
