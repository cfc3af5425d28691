"""The outbox's later additions, against a real SMTP server on loopback: text attachments, messages that
wait for their time or lose their point after one, and keys that store a message once."""

from datetime import timedelta

import pytest
from django.utils import timezone

from mail.models import OutboxMessage
from mail.outbox import TOO_LATE, Attachment, Mail, deliver_due, enqueue, retry_now

pytestmark = pytest.mark.django_db(transaction=True)

CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n"


@pytest.fixture(autouse=True)
def real_smtp_backend(settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"


def mail(**kw) -> Mail:
    return Mail(**{"kind": OutboxMessage.Kind.BOOKING_REMINDER, "to": "aisha@example.com", "subject": "Reminder",
                   "text": "See you soon", "html": "<p>See you soon</p>", **kw})


def test_a_calendar_attachment_arrives_with_its_method_and_file_name(smtp_server):
    enqueue([mail(attachments=(Attachment("invite.ics", "text/calendar; method=REQUEST", CALENDAR),))])
    assert deliver_due()["sent"] == 1
    [received] = smtp_server.messages
    [part] = [p for p in received.walk() if p.get_content_type() == "text/calendar"]
    assert part.get_param("method") == "REQUEST" and part.get_filename() == "invite.ics"
    assert "METHOD:REQUEST" in part.get_content()
    assert received.get_body(("plain",)).get_content().strip() == "See you soon"


def test_a_message_for_later_waits_for_its_time_even_when_staff_retry_everything(smtp_server):
    later = timezone.now() + timedelta(hours=3)
    [message] = enqueue([mail(not_before=later)])
    assert message.next_attempt_at == later
    assert deliver_due()["sent"] == 0
    retry_now()
    message.refresh_from_db()
    assert message.next_attempt_at == later and deliver_due()["sent"] == 0
    OutboxMessage.objects.update(next_attempt_at=timezone.now())  # its time came
    assert deliver_due()["sent"] == 1 and len(smtp_server.messages) == 1


def test_a_message_whose_time_has_passed_is_skipped_not_sent(smtp_server):
    [message] = enqueue([mail(not_before=timezone.now() - timedelta(hours=3),
                              not_after=timezone.now() - timedelta(minutes=1))])
    assert deliver_due() == {"sent": 0, "retry": 0, "failed": 0, "skipped": 1}
    message.refresh_from_db()
    assert message.status == "skipped" and message.get_status_display() == "Not needed"
    assert message.last_error == TOO_LATE and smtp_server.messages == []


def test_a_message_still_in_time_is_sent_although_it_is_late(smtp_server):
    enqueue([mail(not_before=timezone.now() - timedelta(hours=3), not_after=timezone.now() + timedelta(hours=1))])
    assert deliver_due()["sent"] == 1


def test_without_smtp_an_expired_message_is_still_skipped(settings):
    settings.EMAIL_HOST = ""
    enqueue([mail(not_after=timezone.now() - timedelta(seconds=1))])
    assert deliver_due()["skipped"] == 1
    assert OutboxMessage.objects.get().status == "skipped"


def test_queueing_a_message_with_a_key_already_queued_stores_it_once():
    first = enqueue([mail(dedupe_key="booking:1:seq0:reminder-2h")])
    second = enqueue([mail(dedupe_key="booking:1:seq0:reminder-2h", subject="Another")])
    assert len(first) == 1 and second == []
    assert list(OutboxMessage.objects.values_list("subject", flat=True)) == ["Reminder"]


def test_messages_without_a_key_never_collide():
    enqueue([mail(), mail()])
    assert OutboxMessage.objects.count() == 2
