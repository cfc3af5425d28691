"""Staff booking for a caller or moving a meeting to a time that can never be booked (passed, a day the office
is closed, not one of the day's starts) get the public API's 422 with its own code, in the staff member's
language; only a time someone else holds is "taken" (409 slot_taken). Staff have no minimum notice or
window, so those two codes never reach them."""

import datetime as dt

import pytest

from accounts.models import AuditEntry
from accounts.preferences import set_language
from booking.models import Booking
from booking.slots import free_slots
from booking.tests.test_booking_refusals import at, day_where, today
from leads.models import Lead
from office.calendar import zone

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

CALLER = {"first_name": "Mariam", "last_name": "Al-Sayed", "phone": "5512 3456", "email": "", "language": "ar",
          "service": "study", "country": "canada"}
CODES = ["slot_past", "slot_closed", "slot_not_offered"]
ARABIC = {
    "slot_past": "لقد مضى هذا الوقت. يُرجى اختيار وقت آخر.",
    "slot_closed": "مكتبنا مغلق في ذلك اليوم. يُرجى اختيار يوم آخر.",
    "slot_not_offered": "لا تبدأ المواعيد إلا في الأوقات المعروضة. يُرجى اختيار أحدها.",
}


@pytest.fixture
def setup(site, meeting_type, consultant):
    t = meeting_type(slug="phone", mode="phone", interval_minutes=30, min_notice_minutes=240, window_days=30)
    consultant(t, name="Sara")
    return t, site


def unbookable(site, code: str) -> dt.datetime:
    return {
        "slot_past": at(today() - dt.timedelta(days=1), 10),
        "slot_closed": at(day_where(site, False), 10),
        "slot_not_offered": at(day_where(site, True), 10, 5),
    }[code]


def iso(moment: dt.datetime) -> str:
    return moment.astimezone(zone()).isoformat()


def book(client, t, start: dt.datetime):
    return client.api("POST", "/api/admin/booking/bookings", {**CALLER, "meeting_type_id": t.pk, "start": iso(start)})


def first_slot(t) -> dt.datetime:
    first = today() + dt.timedelta(days=1)
    return free_slots(t, first, first + dt.timedelta(days=14), staff=True)[0].start


def refused(response, code: str) -> str:
    assert response.status_code == 422, response.content
    error = response.json()["error"]
    assert error["code"] == code and "taken" not in error["message"] and "next_slots" not in error, error
    return error["message"]


@pytest.mark.parametrize("code", CODES)
def test_staff_booking_an_unbookable_time_get_its_own_code_and_nothing_is_stored(signed_in, setup, code):
    t, site = setup
    refused(book(signed_in("agent"), t, unbookable(site, code)), code)
    assert Lead.objects.count() == 0 and Booking.objects.count() == 0
    assert not AuditEntry.objects.filter(target_type="booking").exists()


@pytest.mark.parametrize("code", CODES)
def test_staff_moving_a_meeting_to_an_unbookable_time_get_its_own_code_and_it_stays(signed_in, setup, code):
    t, site = setup
    client = signed_in("agent")
    start = first_slot(t)
    booking_id = book(client, t, start).json()["id"]
    refused(client.api("POST", f"/api/admin/booking/bookings/{booking_id}/reschedule",
                       {"start": iso(unbookable(site, code))}), code)
    booking = Booking.objects.get(pk=booking_id)
    assert booking.starts_at == start and booking.sequence == 0
    assert not AuditEntry.objects.filter(action="reschedule").exists()


@pytest.mark.parametrize("code", CODES)
def test_a_staff_member_who_chose_arabic_reads_why_in_arabic(signed_in, agent, setup, code):
    t, site = setup
    set_language(agent, "ar")
    client = signed_in("agent")
    assert refused(book(client, t, unbookable(site, code)), code) == ARABIC[code]
    booking_id = book(client, t, first_slot(t)).json()["id"]
    moved = client.api("POST", f"/api/admin/booking/bookings/{booking_id}/reschedule",
                       {"start": iso(unbookable(site, code))})
    assert refused(moved, code) == ARABIC[code]


def test_inside_the_visitors_notice_and_beyond_their_window_staff_may_still_book(signed_in, setup):
    t, _ = setup
    staff_slots = free_slots(t, today(), today() + dt.timedelta(days=t.window_days + 7), staff=True)
    soon = staff_slots[0].start  # inside the 4-hour notice, or the next open morning
    far = next(s.start for s in staff_slots if s.day > today() + dt.timedelta(days=t.window_days + 1))
    client = signed_in("agent")
    assert book(client, t, soon).status_code == 201
    assert book(client, t, far).status_code == 201
