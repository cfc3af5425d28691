"""Moving a booking to the time it already has changes nothing; a visitor's link cannot flood the address
the booking was made with: past a few moves a day it is refused, the visitor asked to call, and no more
e-mail goes out (cancelling still works). Staff are not capped."""

import datetime as dt
import json

import pytest
from django.utils import timezone

from booking import service, tokens
from booking.models import Booking
from booking.service import VISITOR_MOVES, VISITOR_MOVES_WINDOW
from booking.slots import free_slots
from leads.models import LeadEvent
from mail.models import OutboxMessage
from office.calendar import zone


@pytest.fixture
def booking(site, meeting_type, consultant, make_lead):
    t = meeting_type(slug="phone", mode="phone")
    consultant(t)
    lead = make_lead(source="booking", email="aisha@example.com", first_name="Aisha")
    return service.book(t, later_slots(t)[0].start, lead)


def later_slots(t):
    first = timezone.now().astimezone(zone()).date() + dt.timedelta(days=2)
    return free_slots(t, first, first + dt.timedelta(days=14))


def move(client, booking: Booking, start: dt.datetime):
    return client.post(f"/api/booking/manage/{tokens.make(booking)}/reschedule",
                       json.dumps({"start": start.astimezone(zone()).isoformat()}), content_type="application/json")


def test_moving_to_its_own_time_changes_and_sends_nothing(client, booking):
    mails, events = OutboxMessage.objects.count(), LeadEvent.objects.count()
    response = move(client, booking, booking.starts_at)
    assert response.status_code == 200
    assert response.json()["starts_at"] == booking.starts_at.astimezone(zone()).isoformat()
    found = Booking.objects.get()
    assert found.sequence == 0 and found.starts_at == booking.starts_at and found.visitor_moves == 0
    assert OutboxMessage.objects.count() == mails and LeadEvent.objects.count() == events


def test_staff_moving_to_its_own_time_changes_nothing_either(booking, admin_user):
    mails = OutboxMessage.objects.count()
    assert service.reschedule(booking, booking.starts_at, actor=admin_user, staff=True).sequence == 0
    assert OutboxMessage.objects.count() == mails


def test_a_link_cannot_mail_the_visitor_without_end(client, booking):
    times = [s.start for s in later_slots(booking.meeting_type)[1:VISITOR_MOVES + 3]]
    for start in times[:VISITOR_MOVES]:
        assert move(client, booking, start).status_code == 200
    to_visitor = OutboxMessage.objects.filter(to="aisha@example.com")
    sent = to_visitor.count()
    response = move(client, booking, times[VISITOR_MOVES])
    assert response.status_code == 429 and response.json()["error"]["code"] == "too_many_changes"
    assert "call" in response.json()["error"]["message"]
    found = Booking.objects.get()
    assert found.starts_at == times[VISITOR_MOVES - 1] and found.sequence == VISITOR_MOVES
    assert to_visitor.count() == sent
    # Cancelling still works (once, with its one e-mail that takes the meeting out of the calendar).
    cancelled = client.post(f"/api/booking/manage/{tokens.make(booking)}/cancel", "{}",
                            content_type="application/json")
    assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    assert to_visitor.filter(kind=OutboxMessage.Kind.BOOKING_CANCELLED).count() == 1


def test_the_cap_opens_again_after_its_window(client, booking):
    times = [s.start for s in later_slots(booking.meeting_type)[1:VISITOR_MOVES + 3]]
    for start in times[:VISITOR_MOVES]:
        assert move(client, booking, start).status_code == 200
    assert move(client, booking, times[VISITOR_MOVES]).status_code == 429
    Booking.objects.filter(pk=booking.pk).update(
        visitor_moves_since=timezone.now() - VISITOR_MOVES_WINDOW - dt.timedelta(minutes=1))
    assert move(client, booking, times[VISITOR_MOVES]).status_code == 200


def test_staff_may_move_a_meeting_any_number_of_times(booking, admin_user):
    for slot in later_slots(booking.meeting_type)[1:VISITOR_MOVES + 3]:
        booking = service.reschedule(booking, slot.start, actor=admin_user, staff=True)
    assert booking.sequence == VISITOR_MOVES + 2
