"""The durable outbox: every e-mail is a row first, and a worker delivers it (docs/architecture.md).

A request never waits for or fails on the mail server: it writes rows in its own transaction, and
`manage.py send_outbox` (started by `make run`) sends them, retrying with back-off while SMTP is down
or not configured. Staff see what is still waiting on the dashboard.

A message can also wait for its time (`not_before`, a booking's reminder) and lose its point after
another (`not_after`, the meeting's start): the worker then marks it skipped instead of sending it late.
"""

from django.db import models


class OutboxMessage(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Waiting to be sent"
        SENT = "sent", "Sent"
        FAILED = "failed", "Gave up"
        SKIPPED = "skipped", "Not needed"

    class Kind(models.TextChoices):
        STAFF_NEW_LEAD = "staff_new_lead", "New lead (to staff)"
        LEAD_ACKNOWLEDGEMENT = "lead_ack", "Acknowledgement (to the visitor)"
        BOOKING_CONFIRMATION = "booking_confirmed", "Booking confirmed (to the visitor)"
        BOOKING_NOTICE = "booking_notice", "New booking (to staff)"
        BOOKING_MOVED = "booking_moved", "Booking moved"
        BOOKING_CANCELLED = "booking_cancelled", "Booking cancelled"
        BOOKING_REMINDER = "booking_reminder", "Reminder (to the visitor)"
        LEAD_REPLY = "lead_reply", "Reply from staff (to the visitor)"
        TASK_REMINDER = "task_reminder", "Task reminder (to staff)"
        STAFF_DIGEST = "staff_digest", "Morning digest (to staff)"
        LEAD_ASSIGNED = "lead_assigned", "Lead assigned (to staff)"
        INBOUND_NOTICE = "inbound_notice", "E-mail received (to staff)"
        CASE_MILESTONE = "case_milestone", "Milestone (to the client)"

    kind = models.CharField(max_length=20, choices=Kind.choices)
    to = models.EmailField(max_length=254)
    reply_to = models.EmailField(max_length=254, blank=True)
    subject = models.CharField(max_length=200)
    text = models.TextField()
    html = models.TextField(blank=True)
    lead = models.ForeignKey("leads.Lead", null=True, blank=True, on_delete=models.CASCADE, related_name="emails")
    # So a booking's e-mails can be found, and its pending reminders skipped when it moves or is cancelled.
    booking = models.ForeignKey("booking.Booking", null=True, blank=True, on_delete=models.CASCADE,
                                related_name="emails")
    # Text files sent along (a calendar invitation): [{"filename", "content_type", "content"}].
    attachments = models.JSONField(default=list, blank=True)
    # Not sent before this moment, even when staff retry everything (a reminder must not go out early).
    not_before = models.DateTimeField(null=True, blank=True)
    # Not sent after this moment: a reminder for a meeting that has begun is marked skipped instead.
    not_after = models.DateTimeField(null=True, blank=True)
    # Null for most messages (NULLs never collide); a key makes queueing the same message twice a no-op.
    dedupe_key = models.CharField(max_length=200, null=True, blank=True, unique=True)
    # The Message-ID it goes out with (<...@our domain>), so a reply's In-Reply-To finds it; the message it
    # answers, if any (In-Reply-To and References), so the person's mail program shows one thread.
    message_id = models.CharField(max_length=255, blank=True, db_index=True)
    in_reply_to = models.CharField(max_length=255, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING, db_index=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    next_attempt_at = models.DateTimeField(db_index=True)
    last_error = models.CharField(max_length=500, blank=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} to {self.to} ({self.status})"
