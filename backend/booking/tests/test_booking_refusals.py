"""A time that cannot be booked at all is refused with its own code and message (passed, too soon, beyond
the window, a day the office is closed, not one of the day's starts); only a time someone else holds is
"taken". Closed days come from the office's calendar (its open days, closures, a consultant's own hours),
not from a weekday written in code. Booking and moving alike."""

import datetime as dt
import json

import pytest
from django.utils import timezone

from booking.models import Booking, WorkingHours
from booking.slots import free_slots
from leads.models import Lead
from lib.hours import day_code
from office.calendar import zone
from office.models import Closure

FORM = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "+974 5512 3456",
        "country": "canada", "service": "study", "message": "", "consent": True, "language": "en",
        "elapsed_ms": 6000, "time_zone": "Europe/London"}


@pytest.fixture
def setup(site, meeting_type, consultant, form_services):
    t = meeting_type(slug="phone", mode="phone", interval_minutes=30, min_notice_minutes=240, window_days=30)
    found = consultant(t)
    return t, found, site


def post(client, path, body):
    return client.post(path, json.dumps(body), content_type="application/json")


def book(client, t, start: dt.datetime, **extra):
    return post(client, "/api/booking", {**FORM, "type": t.slug, "start": start.astimezone(zone()).isoformat(),
                                         **extra})


def today() -> dt.date:
    return timezone.now().astimezone(zone()).date()


def day_where(site, open_: bool, after: int = 2) -> dt.date:
    """The first day from `after` days ahead on which the site is (or is not) open."""
    day = today() + dt.timedelta(days=after)
    while (day_code(day) in site.open_day_list) != open_:
        day += dt.timedelta(days=1)
    return day


def at(day: dt.date, hour: int, minute: int = 0) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour, minute), zone())


def refused(response, status: int, code: str) -> None:
    assert response.status_code == status, response.content
    error = response.json()["error"]
    assert error["code"] == code and error["message"] and "taken" not in error["message"], error


def cases(t, site) -> dict[str, dt.datetime]:
    """One time the office would refuse for each reason."""
    open_day = day_where(site, True)
    return {
        "slot_past": at(today() - dt.timedelta(days=1), 10),
        "slot_too_soon": timezone.now() + dt.timedelta(hours=1),
        "slot_too_far": at(today() + dt.timedelta(days=t.window_days + 2), 10),
        "slot_closed": at(day_where(site, False), 10),
        "slot_not_offered": at(open_day, 10, 5),
    }


@pytest.mark.parametrize("code", ["slot_past", "slot_too_soon", "slot_too_far", "slot_closed", "slot_not_offered"])
def test_each_kind_of_unbookable_time_has_its_own_code(client, setup, code):
    t, _, site = setup
    refused(book(client, t, cases(t, site)[code]), 422, code)
    assert Lead.objects.count() == 0 and Booking.objects.count() == 0


def test_a_time_outside_the_days_hours_is_not_offered(client, setup):
    t, _, site = setup
    refused(book(client, t, at(day_where(site, True), 23)), 422, "slot_not_offered")


def test_a_closure_on_a_working_day_is_a_closed_day(client, setup):
    t, _, site = setup
    day = day_where(site, True)
    Closure.objects.create(date=day, name_en="National Day", name_ar="اليوم الوطني")
    refused(book(client, t, at(day, 10)), 422, "slot_closed")


def test_closed_days_come_from_the_consultants_own_hours_not_a_weekday_in_code(client, setup):
    t, consultant, site = setup
    closed = day_where(site, False)  # a day the site is closed (the office's weekend)
    WorkingHours.objects.create(consultant=consultant, weekday=closed.weekday(), starts_at=dt.time(9),
                                ends_at=dt.time(13))
    assert book(client, t, at(closed, 10)).status_code == 201
    open_day = day_where(site, True)
    refused(book(client, t, at(open_day, 10), email="omar@example.com"), 422, "slot_closed")


def test_only_a_time_someone_holds_is_taken(client, setup):
    t, _, _ = setup
    start = free_slots(t, today(), today() + dt.timedelta(days=30))[0].start
    assert book(client, t, start).status_code == 201
    response = book(client, t, start, email="omar@example.com")
    assert response.status_code == 409 and response.json()["error"]["code"] == "slot_taken"


@pytest.mark.parametrize("code", ["slot_past", "slot_too_soon", "slot_too_far", "slot_closed", "slot_not_offered"])
def test_moving_to_an_unbookable_time_is_refused_with_its_code(client, setup, code):
    t, _, site = setup
    start = free_slots(t, today() + dt.timedelta(days=1), today() + dt.timedelta(days=30))[0].start
    token = book(client, t, start).json()["token"]
    when = cases(t, site)[code]
    refused(post(client, f"/api/booking/manage/{token}/reschedule", {"start": when.isoformat()}), 422, code)
    booking = Booking.objects.get()
    assert booking.starts_at == start and booking.sequence == 0
