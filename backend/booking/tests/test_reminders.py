"""The visitor's reminders 24 hours and 2 hours before the meeting: queued with the booking, sent at their
time (or late, when the worker was down, as long as the meeting is still ahead), never twice, never after
the meeting has begun, and replaced when the meeting moves."""

import contextlib
import datetime
from collections.abc import Iterator
from unittest import mock

import pytest
from django.utils import timezone

from booking import notifications, reminders
from booking.tests import factories
from mail.models import OutboxMessage
from mail.outbox import deliver_due

pytestmark = pytest.mark.django_db

HOUR = datetime.timedelta(hours=1)


@pytest.fixture(autouse=True)
def real_smtp_backend(settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"


@contextlib.contextmanager
def clock_at(moment: datetime.datetime) -> Iterator[None]:
    """Runs the block as if it were `moment` (the booking was made earlier than the test runs)."""
    with mock.patch("django.utils.timezone.now", return_value=moment):
        yield


def queued(booking) -> list[OutboxMessage]:
    return list(OutboxMessage.objects.filter(booking=booking, kind="booking_reminder").order_by("not_before"))


def test_a_booking_days_ahead_gets_a_reminder_the_day_before_and_two_hours_before(site):
    booking = factories.booking()
    reminders.schedule(booking)
    day_before, two_hours = queued(booking)
    assert day_before.not_before == booking.starts_at - 24 * HOUR == day_before.next_attempt_at
    assert two_hours.not_before == booking.starts_at - 2 * HOUR
    assert day_before.not_after == two_hours.not_after == booking.starts_at
    assert day_before.dedupe_key == f"booking:{booking.uid}:seq0:reminder-24h"
    assert two_hours.dedupe_key == f"booking:{booking.uid}:seq0:reminder-2h"
    assert str(day_before.subject).startswith("Reminder: your free consultation")
    assert "is tomorrow" in day_before.text and "starts in two hours" in two_hours.text


def test_a_booking_made_five_hours_ahead_gets_only_the_two_hour_reminder(site):
    booking = factories.booking(starts_at=timezone.now() + 5 * HOUR)
    reminders.schedule(booking)
    assert [m.dedupe_key.rsplit("-", 1)[1] for m in queued(booking)] == ["2h"]


def test_a_booking_made_an_hour_ahead_gets_no_reminder(site):
    booking = factories.booking(starts_at=timezone.now() + HOUR)
    assert reminders.schedule(booking) == [] and queued(booking) == []


def test_queueing_the_same_reminder_twice_stores_it_once(site):
    booking = factories.booking()
    assert len(reminders.schedule(booking)) == 2
    assert reminders.schedule(booking) == []
    assert len(queued(booking)) == 2


def test_a_reminder_is_not_sent_before_its_time(site, smtp_server):
    booking = factories.booking()
    notifications.booked(booking)
    deliver_due()
    assert all(m.status == "pending" for m in queued(booking))
    assert "Reminder" not in " ".join(str(m["Subject"]) for m in smtp_server.messages)


def test_a_reminder_due_while_the_worker_was_down_is_sent_when_it_returns(site, smtp_server):
    now = timezone.now()
    booking = factories.booking(starts_at=now + HOUR)
    with clock_at(now - 5 * HOUR):  # booked six hours ahead: only the two-hour reminder was still to come
        reminders.schedule(booking)
    [reminder] = queued(booking)
    assert reminder.not_before == now - HOUR  # its time passed an hour ago, while nothing was sending
    assert deliver_due()["sent"] == 1
    [received] = smtp_server.messages
    assert str(received["Subject"]).startswith("Reminder: your free consultation")
    reminder.refresh_from_db()
    assert reminder.status == "sent"


def test_a_reminder_whose_meeting_has_passed_is_skipped_not_sent(site, smtp_server):
    now = timezone.now()
    booking = factories.booking(starts_at=now - datetime.timedelta(minutes=30))
    with clock_at(now - 5 * HOUR):
        reminders.schedule(booking)
    assert deliver_due() == {"sent": 0, "retry": 0, "failed": 0, "skipped": 1}
    assert [m.status for m in queued(booking)] == ["skipped"] and smtp_server.messages == []


def test_moving_a_meeting_replaces_its_reminders(site):
    booking = factories.booking()
    notifications.booked(booking)
    old = {m.pk for m in queued(booking)}
    was = booking.starts_at
    booking.starts_at, booking.ends_at = was + 24 * HOUR, booking.ends_at + 24 * HOUR
    booking.sequence += 1
    booking.save()
    notifications.moved(booking, was=was)
    by_status = {(m.pk in old, m.status) for m in queued(booking)}
    assert by_status == {(True, "skipped"), (False, "pending")}
    fresh = [m for m in queued(booking) if m.status == "pending"]
    assert [m.not_before for m in fresh] == [booking.starts_at - 24 * HOUR, booking.starts_at - 2 * HOUR]
    assert all(":seq1:" in m.dedupe_key for m in fresh)


def test_skipping_before_or_after_scheduling_keeps_the_new_reminders(site):
    booking = factories.booking()
    reminders.schedule(booking)
    booking.sequence += 1
    reminders.schedule(booking)
    reminders.skip_pending(booking)
    assert sorted((m.dedupe_key.split(":")[2], m.status) for m in queued(booking)) == [
        ("seq0", "skipped"), ("seq0", "skipped"), ("seq1", "pending"), ("seq1", "pending")]


def test_a_cancelled_meeting_gets_no_reminders(site, smtp_server):
    booking = factories.booking()
    notifications.booked(booking)
    booking.status, booking.sequence = "cancelled", 1
    booking.save()
    notifications.cancelled(booking)
    assert {m.status for m in queued(booking)} == {"skipped"}
    assert reminders.schedule(booking) == []


def test_an_arabic_visitor_is_reminded_in_arabic(site):
    booking = factories.booking(lead=factories.lead(language="ar"))
    reminders.schedule(booking)
    day_before, two_hours = queued(booking)
    assert day_before.subject.startswith("تذكير بموعد استشارتك المجانية") and "بتوقيت الدوحة" in day_before.subject
    assert "غدًا" in day_before.text and "بعد ساعتين" in two_hours.text
    assert 'dir="rtl"' in two_hours.html
