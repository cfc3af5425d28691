"""The outbox screen: what is waiting, what gave up, and sending again now."""

from datetime import timedelta

import pytest
from django.utils import timezone

from accounts.models import AuditEntry
from mail.models import OutboxMessage

pytestmark = pytest.mark.django_db


def message(status: str, to: str = "a@example.com", attempts: int = 0) -> OutboxMessage:
    return OutboxMessage.objects.create(kind="staff_new_lead", to=to, subject="New lead", text="t", status=status,
                                        attempts=attempts, next_attempt_at=timezone.now())


def test_the_outbox_lists_messages_by_state(signed_in):
    waiting, failed, sent = message("pending"), message("failed"), message("sent")
    client = signed_in("agent")
    assert [i["id"] for i in client.get("/api/admin/outbox?state=unsent").json()["items"]] == [waiting.pk]
    assert [i["id"] for i in client.get("/api/admin/outbox?state=failed").json()["items"]] == [failed.pk]
    assert [i["id"] for i in client.get("/api/admin/outbox?state=sent").json()["items"]] == [sent.pk]
    everything = client.get("/api/admin/outbox").json()
    assert everything["total"] == 3
    assert set(everything["items"][0]) == {"id", "kind", "kind_label", "to", "subject", "status", "attempts",
                                           "last_error", "error_code", "error_detail", "created_at", "next_attempt_at",
                                           "sent_at", "lead_id"}
    assert everything["items"][0]["kind_label"] == "New lead (to staff)"
    assert client.get("/api/admin/outbox?state=lost").status_code == 422


def test_each_error_comes_as_a_code_the_admin_names_in_its_language_with_the_technical_part_apart(signed_in):
    from mail import outbox
    errors = {
        "": ("", ""),
        outbox.NOT_CONFIGURED: ("not_configured", ""),
        outbox.TOO_LATE: ("too_late", ""),
        outbox.MEETING_CHANGED: ("meeting_changed", ""),
        outbox.UNREACHABLE + "ConnectionRefusedError: [Errno 111] Connection refused":
            ("unreachable", "ConnectionRefusedError: [Errno 111] Connection refused"),
        "SMTPRecipientsRefused: {'x@example.com': (550, b'No such user')}":
            ("refused", "SMTPRecipientsRefused: {'x@example.com': (550, b'No such user')}"),
    }
    for text in errors:
        m = message("failed")
        OutboxMessage.objects.filter(pk=m.pk).update(last_error=text)
    items = signed_in("agent").get("/api/admin/outbox?per_page=50").json()["items"]
    found = {i["last_error"]: (i["error_code"], i["error_detail"]) for i in items}
    assert found == errors


def test_retrying_a_message_that_gave_up_queues_it_again_with_fresh_attempts(signed_in):
    failed = message("failed", attempts=12)
    assert signed_in("admin").api("POST", f"/api/admin/outbox/{failed.pk}/retry").status_code == 204
    failed.refresh_from_db()
    assert failed.status == "pending" and failed.attempts == 0 and failed.next_attempt_at <= timezone.now()
    assert AuditEntry.objects.filter(action="retry", target_type="email", target_id=str(failed.pk)).exists()


def test_a_sent_message_is_not_sent_twice(signed_in):
    sent = message("sent")
    res = signed_in("agent").api("POST", f"/api/admin/outbox/{sent.pk}/retry")
    assert res.status_code == 409 and res.json()["error"]["code"] == "conflict"


def test_skipped_messages_have_their_own_filter_and_are_not_sent_again(signed_in):
    skipped = message("skipped")
    client = signed_in("agent")
    assert [i["id"] for i in client.get("/api/admin/outbox?state=skipped").json()["items"]] == [skipped.pk]
    assert client.get("/api/admin/outbox?state=skipped").json()["items"][0]["status"] == "skipped"
    res = client.api("POST", f"/api/admin/outbox/{skipped.pk}/retry")
    assert res.status_code == 409 and res.json()["error"]["code"] == "conflict"


def test_retrying_a_message_scheduled_for_later_keeps_its_time(signed_in):
    later = timezone.now() + timedelta(hours=5)
    reminder = OutboxMessage.objects.create(kind="booking_reminder", to="a@example.com", subject="Reminder",
                                            text="t", not_before=later, next_attempt_at=later)
    assert signed_in("admin").api("POST", f"/api/admin/outbox/{reminder.pk}/retry").status_code == 204
    reminder.refresh_from_db()
    assert reminder.next_attempt_at == later
