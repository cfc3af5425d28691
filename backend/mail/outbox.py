"""Queueing and delivering the outbox (see models.OutboxMessage).

Besides sending now, a message can carry text attachments (a calendar invitation), wait for its time
(`not_before`), lose its point after another (`not_after`: skipped, not sent late) and carry a
`dedupe_key` so that queueing it twice, from a retried request or a second worker, stores it once.
"""

import logging
import smtplib
import socket
from dataclasses import dataclass
from datetime import datetime, timedelta
from email.utils import make_msgid, parseaddr
from typing import Any, Literal

from django.conf import settings
from django.core.mail import EmailMultiAlternatives, get_connection
from django.core.mail.message import SafeMIMEText
from django.db import models, transaction
from django.utils import timezone

from .models import OutboxMessage

log = logging.getLogger(__name__)

# Waits between attempts: 1 min, 5 min, 15 min, 1 h, then every 6 h; gives up after two days.
BACKOFF = (timedelta(minutes=1), timedelta(minutes=5), timedelta(minutes=15), timedelta(hours=1))
BACKOFF_CAP = timedelta(hours=6)
MAX_ATTEMPTS = 12
# A claimed message is not offered to another worker for this long (a send takes seconds).
LEASE = timedelta(minutes=10)
# Failures to reach the server at all (as opposed to a refused message) start with this.
UNREACHABLE = "Mail server unreachable: "
CONNECTION_ERRORS = (smtplib.SMTPServerDisconnected, ConnectionError, TimeoutError, socket.gaierror)
NOT_CONFIGURED = "SMTP is not configured (set EMAIL_HOST): kept in the outbox."
TOO_LATE = "Not sent: its time had passed before it could go out."
# Why a booking's reminder was skipped (booking/reminders.py).
MEETING_CHANGED = "Not needed: the meeting moved or was cancelled."
# The admin names each of these in its language by code (error_code); last_error stays the log's English.
ErrorCode = Literal["", "not_configured", "too_late", "meeting_changed", "unreachable", "refused"]


def error_code(last_error: str) -> ErrorCode:
    """What last_error says, as a code: "" for none; "refused" for anything the mail server answered with."""
    if not last_error:
        return ""
    known: dict[str, ErrorCode] = {NOT_CONFIGURED: "not_configured", TOO_LATE: "too_late",
                                   MEETING_CHANGED: "meeting_changed"}
    if last_error in known:
        return known[last_error]
    return "unreachable" if last_error.startswith(UNREACHABLE) else "refused"


def error_detail(last_error: str) -> str:
    """The technical part of a send error (the exception and its text), shown as it is; "" for the others."""
    code = error_code(last_error)
    if code == "unreachable":
        return last_error.removeprefix(UNREACHABLE)
    return last_error if code == "refused" else ""


@dataclass(frozen=True)
class Attachment:
    """A text file sent with the message; content_type may carry parameters (text/calendar; method=REQUEST)."""

    filename: str
    content_type: str
    content: str


@dataclass(frozen=True)
class Mail:
    kind: str
    to: str
    subject: str
    text: str
    html: str = ""
    reply_to: str = ""
    attachments: tuple[Attachment, ...] = ()
    not_before: datetime | None = None
    not_after: datetime | None = None
    dedupe_key: str | None = None
    # The Message-ID of the message this one answers (threading in the person's mail program).
    in_reply_to: str = ""


def new_message_id() -> str:
    """A Message-ID on our own domain (the sender's), unique to this message."""
    domain = parseaddr(settings.DEFAULT_FROM_EMAIL)[1].rpartition("@")[2] or "localhost"
    return make_msgid(domain=domain)


def enqueue(mails: list[Mail], lead: Any = None, booking: Any = None) -> list[OutboxMessage]:
    """Stores the messages (in the caller's transaction): they are sent once it commits, or at their
    `not_before`. A message whose dedupe_key is already in the outbox is not stored again; the list
    returned holds the messages stored by this call."""
    now = timezone.now()
    stored = []
    for m in mails:
        fields = {
            "kind": m.kind, "to": m.to, "subject": m.subject[:200], "text": m.text, "html": m.html,
            "reply_to": m.reply_to, "lead": lead, "booking": booking,
            "attachments": [{"filename": a.filename, "content_type": a.content_type, "content": a.content}
                            for a in m.attachments],
            "not_before": m.not_before, "not_after": m.not_after,
            "message_id": new_message_id(), "in_reply_to": m.in_reply_to,
            "next_attempt_at": due_at(m.not_before, now),
        }
        if m.dedupe_key is None:
            stored.append(OutboxMessage.objects.create(**fields))
            continue
        # get_or_create inserts in a savepoint, so a key stored meanwhile by another transaction
        # leaves the caller's transaction usable (PostgreSQL aborts it on an unguarded IntegrityError).
        message, created = OutboxMessage.objects.get_or_create(dedupe_key=m.dedupe_key, defaults=fields)
        if created:
            stored.append(message)
    return stored


def skip(messages: models.QuerySet[OutboxMessage], reason: str) -> int:
    """Marks the pending ones among `messages` as not needed (a reminder for a meeting that moved)."""
    return messages.filter(status=OutboxMessage.Status.PENDING).update(
        status=OutboxMessage.Status.SKIPPED, last_error=reason[:500])


def skip_expired() -> int:
    """Due messages whose `not_after` has passed (the worker was down, or SMTP was) are not sent late.
    Leased messages (next attempt ahead) are left to the worker sending them."""
    now = timezone.now()
    return skip(OutboxMessage.objects.filter(next_attempt_at__lte=now, not_after__lt=now), TOO_LATE)


def smtp_configured() -> bool:
    return bool(settings.EMAIL_HOST)


def _delay(attempts: int) -> timedelta:
    return BACKOFF[attempts - 1] if attempts <= len(BACKOFF) else BACKOFF_CAP


def _claim(limit: int) -> list[OutboxMessage]:
    """Takes up to `limit` due messages in a short transaction and leases them (their next attempt
    moves LEASE ahead), so two workers never send the same one and no database lock is held while
    talking to the mail server: with SQLite a long write transaction would block the visitors' forms.
    A worker that dies mid-send leaves its lease to expire, and the message is tried again."""
    now = timezone.now()
    with transaction.atomic():
        due = OutboxMessage.objects.filter(status=OutboxMessage.Status.PENDING, next_attempt_at__lte=now)
        # One that expired since deliver_due's sweep is still never sent.
        due = due.exclude(not_after__lt=now)
        batch = list(due.order_by("next_attempt_at", "id").select_for_update(skip_locked=True)[:limit])
        if batch:
            OutboxMessage.objects.filter(pk__in=[m.pk for m in batch]).update(next_attempt_at=now + LEASE)
    return batch


def deliver_due(limit: int = 50) -> dict[str, int]:
    """Sends what is due. Returns counts: sent, retry (failed this time), failed (gave up), skipped
    (too late to be of use)."""
    counts = {"sent": 0, "retry": 0, "failed": 0, "skipped": skip_expired()}
    if not smtp_configured():
        # Kept as they are, due: they go out as soon as SMTP is configured and the worker restarts.
        due = OutboxMessage.objects.filter(status=OutboxMessage.Status.PENDING, next_attempt_at__lte=timezone.now())
        counts["retry"] = due.count()
        if counts["retry"]:
            due.exclude(last_error=NOT_CONFIGURED).update(last_error=NOT_CONFIGURED)
        return counts
    batch = _claim(limit)
    if not batch:
        return counts
    connection = get_connection(fail_silently=False, timeout=settings.EMAIL_TIMEOUT)
    try:
        connection.open()
    except Exception as exc:  # noqa: BLE001 - any failure to reach the server is retried
        for message in batch:
            counts[_failed(message, exc, unreachable=True)] += 1
        return counts
    try:
        for message in batch:
            try:
                _send(message, connection)
            except Exception as exc:  # noqa: BLE001
                counts[_failed(message, exc, unreachable=isinstance(exc, CONNECTION_ERRORS))] += 1
            else:
                message.status = OutboxMessage.Status.SENT
                message.sent_at = timezone.now()
                message.attempts += 1
                message.last_error = ""
                message.save(update_fields=["status", "sent_at", "attempts", "last_error"])
                counts["sent"] += 1
    finally:
        try:
            connection.close()
        except Exception:
            log.warning("closing the SMTP connection failed", exc_info=True)
    return counts


def waiting_on_backoff() -> models.QuerySet[OutboxMessage]:
    """Messages that could not reach the mail server (not ones it refused) and wait for their next attempt."""
    return OutboxMessage.objects.filter(
        status=OutboxMessage.Status.PENDING, attempts__gt=0, next_attempt_at__gt=timezone.now(),
        last_error__startswith=UNREACHABLE,
    )


def release_if_server_back() -> int:
    """When messages are backing off, checks whether the mail server answers again (a connection,
    nothing sent); if it does, makes them due at once so they do not wait out hours of back-off.
    Returns how many were released."""
    if not smtp_configured() or not waiting_on_backoff().exists():
        return 0
    connection = get_connection(fail_silently=False, timeout=settings.EMAIL_TIMEOUT)
    try:
        connection.open()
    except Exception:  # noqa: BLE001 - still down: the back-off goes on
        return 0
    try:
        connection.close()
    except Exception:
        log.warning("closing the SMTP connection failed", exc_info=True)
    released = waiting_on_backoff().update(next_attempt_at=timezone.now())
    if released:
        log.info("the mail server answers again: %s waiting e-mails released", released)
    return released


def _headers(message: OutboxMessage) -> dict[str, str]:
    """Threading: our Message-ID (older rows have none: Django makes one) and the message answered."""
    headers = {"Message-ID": message.message_id} if message.message_id else {}
    if message.in_reply_to:
        headers["In-Reply-To"] = headers["References"] = message.in_reply_to
    return headers


def _send(message: OutboxMessage, connection: object) -> None:
    email = EmailMultiAlternatives(
        subject=message.subject, body=message.text, from_email=settings.DEFAULT_FROM_EMAIL, to=[message.to],
        reply_to=[message.reply_to] if message.reply_to else None, connection=connection,
        headers=_headers(message),
    )
    if message.html:
        email.attach_alternative(message.html, "text/html")
    for attachment in message.attachments:
        email.attach(_text_part(attachment))
    email.send(fail_silently=False)


def _text_part(attachment: dict[str, str]) -> SafeMIMEText:
    """A text attachment with its content type's parameters kept: calendar programs read the invitation's
    method from `text/calendar; method=REQUEST`."""
    kind, *params = (p.strip() for p in attachment["content_type"].split(";"))
    part = SafeMIMEText(attachment["content"], kind.split("/", 1)[1], "utf-8")
    for param in params:
        name, _, value = param.partition("=")
        part.set_param(name.strip(), value.strip().strip('"'))
    part.add_header("Content-Disposition", "attachment", filename=attachment["filename"])
    return part


def _failed(message: OutboxMessage, exc: Exception, unreachable: bool = False) -> str:
    message.attempts += 1
    message.last_error = f"{UNREACHABLE if unreachable else ''}{type(exc).__name__}: {exc}"[:500]
    if message.attempts >= MAX_ATTEMPTS:
        message.status = OutboxMessage.Status.FAILED
        outcome = "failed"
    else:
        message.next_attempt_at = timezone.now() + _delay(message.attempts)
        outcome = "retry"
    message.save(update_fields=["attempts", "last_error", "status", "next_attempt_at"])
    log.warning("e-mail %s to %s not sent (attempt %s): %s", message.pk, message.to, message.attempts, exc)
    return outcome


def retry_now() -> int:
    """Makes every waiting message due at once (staff 'retry now', or SMTP just came back), except
    those scheduled for later: a reminder never goes out before its time."""
    now = timezone.now()
    waiting = OutboxMessage.objects.filter(status=OutboxMessage.Status.PENDING).exclude(not_before__gt=now)
    return waiting.update(next_attempt_at=now)


def due_at(not_before: datetime | None, now: datetime | None = None) -> datetime:
    """When a message may go: now, or its scheduled time if that is still ahead."""
    now = now or timezone.now()
    return max(not_before, now) if not_before else now


def due_again(message: OutboxMessage) -> datetime:
    """When a message retried by hand may go."""
    return due_at(message.not_before)
