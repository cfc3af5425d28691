"""The outbox against a real SMTP server on loopback, a dead port, and no SMTP at all."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from conftest import free_port
from leads.models import Lead
from mail import outbox
from mail.models import OutboxMessage
from mail.outbox import NOT_CONFIGURED, UNREACHABLE, deliver_due, release_if_server_back, retry_now

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("form_services")]

FORM = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "+97455123456",
        "country": "australia", "service": "migrate", "message": "مرحبا، أريد الهجرة", "consent": True,
        "language": "ar", "elapsed_ms": 9000}


@pytest.fixture(autouse=True)
def real_smtp_backend(settings):
    """pytest-django swaps in the in-memory e-mail backend; these tests talk SMTP for real."""
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"


def submit(client) -> Lead:
    res = client.post("/api/contact", FORM, content_type="application/json")
    assert res.status_code == 201
    return Lead.objects.get(pk=res.json()["id"])


def test_both_emails_are_delivered_as_text_and_html(client, site, smtp_server):
    site.notification_email = "leads@horizongate.qa"
    site.save()
    submit(client)
    assert deliver_due() == {"sent": 2, "retry": 0, "failed": 0, "skipped": 0}
    by_to = {str(m["To"]): m for m in smtp_server.messages}
    staff, ack = by_to["leads@horizongate.qa"], by_to["aisha@example.com"]
    assert staff["Reply-To"] == "aisha@example.com" and "Skilled migration" in staff["Subject"]
    assert str(ack["Subject"]).strip().startswith("تلقّينا رسالتك")
    types = {part.get_content_type() for part in ack.walk()}
    assert {"text/plain", "text/html"} <= types
    assert "عائشة" not in ack.get_body(("plain",)).get_content()  # the name the visitor typed, not invented
    assert "Aisha" in ack.get_body(("plain",)).get_content()
    assert set(OutboxMessage.objects.values_list("status", flat=True)) == {"sent"}
    assert deliver_due() == {"sent": 0, "retry": 0, "failed": 0, "skipped": 0}  # nothing is sent twice


def test_a_dead_smtp_server_loses_nothing_and_mail_goes_out_when_it_returns(client, site, settings, smtp_server):
    dead = free_port()
    live = settings.EMAIL_PORT
    settings.EMAIL_PORT = dead
    lead = submit(client)
    assert deliver_due()["retry"] == 2
    waiting = OutboxMessage.objects.filter(lead=lead)
    assert all(m.status == "pending" and m.attempts == 1 and m.next_attempt_at > timezone.now() for m in waiting)
    assert "Error" in waiting[0].last_error or "refused" in waiting[0].last_error.lower()
    assert deliver_due()["retry"] == 0  # backing off: not due yet
    settings.EMAIL_PORT = live
    OutboxMessage.objects.update(next_attempt_at=timezone.now() - timedelta(seconds=1))  # the back-off passed
    assert deliver_due()["sent"] == 2
    assert len(smtp_server.messages) == 2 and Lead.objects.filter(pk=lead.pk).exists()


def test_without_smtp_configured_messages_wait_marked_unsent(client, site, settings):
    settings.EMAIL_HOST = ""
    submit(client)
    assert deliver_due()["retry"] == 2
    assert set(OutboxMessage.objects.values_list("last_error", flat=True)) == {NOT_CONFIGURED}
    assert set(OutboxMessage.objects.values_list("status", flat=True)) == {"pending"}


def test_the_worker_command_sends_once_and_retry_now_makes_all_due(client, site, settings, smtp_server):
    settings.EMAIL_PORT = free_port()
    submit(client)
    deliver_due()
    settings.EMAIL_PORT = smtp_server.port
    assert retry_now() == 2
    call_command("send_outbox")
    assert OutboxMessage.objects.filter(status="sent").count() == 2


def test_after_too_many_attempts_a_message_is_given_up(client, site, settings):
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", free_port()
    submit(client)
    OutboxMessage.objects.update(attempts=11)
    assert deliver_due()["failed"] == 2
    assert set(OutboxMessage.objects.values_list("status", flat=True)) == {"failed"}


def test_when_the_server_comes_back_waiting_mail_is_released_without_waiting_out_the_back_off(
    client, site, settings, smtp_server
):
    live = settings.EMAIL_PORT
    settings.EMAIL_PORT = free_port()
    submit(client)
    assert deliver_due()["retry"] == 2
    assert all(m.last_error.startswith(UNREACHABLE) for m in OutboxMessage.objects.all())
    assert release_if_server_back() == 0  # still down: the back-off goes on
    assert deliver_due() == {"sent": 0, "retry": 0, "failed": 0, "skipped": 0}
    settings.EMAIL_PORT = live
    assert release_if_server_back() == 2
    assert deliver_due()["sent"] == 2 and len(smtp_server.messages) == 2


def test_mail_the_server_refused_is_not_released_early(client, site, settings, smtp_server):
    submit(client)
    OutboxMessage.objects.update(attempts=1, last_error="SMTPRecipientsRefused: no such user",
                                 next_attempt_at=timezone.now() + timedelta(minutes=5))
    assert release_if_server_back() == 0


def test_claimed_messages_are_leased_so_a_second_worker_does_not_send_them_again(client, site, settings):
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", free_port()
    submit(client)
    claimed = outbox._claim(10)
    assert len(claimed) == 2
    assert outbox._claim(10) == []  # leased: not due for anyone else
    assert all(m.next_attempt_at > timezone.now() + timedelta(minutes=5) for m in OutboxMessage.objects.all())


def test_the_worker_loop_sends_and_stops_on_sigterm(client, site, settings, smtp_server):
    """`send_outbox --loop` as make run starts it: delivers, then exits cleanly when told to stop."""
    import os
    import signal
    import threading
    import time

    submit(client)

    def stop_once_delivered() -> None:
        # The worker's handler is installed before it sends anything, so SIGTERM reaches the handler.
        for _ in range(200):
            if len(smtp_server.messages) >= 2:
                break
            time.sleep(0.05)
        os.kill(os.getpid(), signal.SIGTERM)

    handlers = {sig: signal.getsignal(sig) for sig in (signal.SIGTERM, signal.SIGINT)}
    stopper = threading.Thread(target=stop_once_delivered)
    stopper.start()
    try:
        call_command("send_outbox", "--loop", "--interval", "0.5")
    finally:
        stopper.join()
        for sig, handler in handlers.items():
            signal.signal(sig, handler)
    assert len(smtp_server.messages) == 2
    assert set(OutboxMessage.objects.values_list("status", flat=True)) == {"sent"}
