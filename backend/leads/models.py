"""A lead: a person who asked us for help, from any source (contact form, chat, booking).

The lead row is committed before anything else happens (e-mails, assistant replies), so a
visitor who saw "sent" is always in the database.
"""

from django.conf import settings
from django.db import models


class Lead(models.Model):
    class Source(models.TextChoices):
        CONTACT_FORM = "contact", "Contact form"
        CHAT = "chat", "Chat assistant"
        BOOKING = "booking", "Booking"
        CALCULATOR = "calculator", "Points calculator"

    class Status(models.TextChoices):
        NEW = "new", "New"
        CONTACTED = "contacted", "Contacted"
        QUALIFIED = "qualified", "Qualified"
        BOOKED = "booked", "Consultation booked"
        COMPLETED = "completed", "Consultation held"
        NO_SHOW = "no_show", "Did not attend"
        CONVERTED = "converted", "Converted"
        LOST = "lost", "Lost"

    source = models.CharField(max_length=10, choices=Source.choices, db_index=True)
    first_name = models.CharField(max_length=100, blank=True)
    last_name = models.CharField(max_length=100, blank=True)
    email = models.EmailField(max_length=254, blank=True)
    # E.164 (+97455123456) when it could be parsed; otherwise as the visitor typed it (chat).
    phone = models.CharField(max_length=32, blank=True)
    # Keys from the form's lists (canada, skilled-migration, …); free text is not accepted there.
    country = models.CharField(max_length=40, blank=True)
    service = models.CharField(max_length=40, blank=True)
    message = models.TextField(max_length=5000, blank=True)
    language = models.CharField(max_length=2, choices=[("en", "English"), ("ar", "Arabic")], default="en")
    page_url = models.CharField(max_length=500, blank=True)
    referrer = models.CharField(max_length=500, blank=True)
    utm = models.JSONField(default=dict, blank=True)
    # A points calculator's result the visitor asked us to send (tools/assessment.py): the tool, the
    # grid version, their answers, the total and the breakdown, as the server computed them.
    assessment = models.JSONField(null=True, blank=True)
    consent_at = models.DateTimeField(null=True, blank=True)
    consent_version = models.CharField(max_length=20, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.NEW, db_index=True)
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="assigned_leads"
    )
    notes = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        # The repeat-submission check (contact.py) looks up the same phone's leads of the last minute.
        indexes = [models.Index(fields=["phone", "created_at"], name="lead_phone_recent")]

    def __str__(self) -> str:
        return f"{self.full_name or self.phone or self.email} ({self.get_source_display()})"

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()


class LeadEvent(models.Model):
    """One staff change to a lead (status, assignee, notes): who, when, each field before and after.

    Deleted with its lead: the history is part of the person's data that an erasure request removes.
    """

    lead = models.ForeignKey(Lead, on_delete=models.CASCADE, related_name="events")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    # Kept as text so the history still names the person after their account is deleted.
    actor_name = models.CharField(max_length=254, blank=True)
    action = models.CharField(max_length=20, default="update")
    # {"status": ["new", "contacted"], "assignee": [null, "Sara Ali"]}
    changes = models.JSONField(default=dict)
    at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor_name} {self.action} lead {self.lead_id}"
