"""A lead: a person who asked us for help, from any source (contact form, chat, booking). Every new lead is
taken in by leads/intake.py (its reply-by time, its person); its status moves through leads/lifecycle.py.

The lead row is committed before anything else happens (e-mails, assistant replies), so a
visitor who saw "sent" is always in the database.
"""

from django.conf import settings
from django.db import models


class Person(models.Model):
    """The one human behind one or more leads: a chat, then the contact form, then a booking with the same
    e-mail, or the same phone (E.164) and a name that agrees, are one person (leads/people.py); a phone
    under another name is only suggested. Staff can merge two, take a lead out, or decline a suggestion."""

    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Person {self.pk}"


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
    # Keys from the form's lists (a country such as canada; a service by its content slug such as study); free
    # text is not accepted there.
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
    person = models.ForeignKey(Person, null=True, blank=True, on_delete=models.SET_NULL, related_name="leads")
    # When the first reply is due (leads/reply_by.py: the promised hours, on business days), and when staff
    # first reached the person (an e-mail, WhatsApp opened, a call that reached them, a meeting staff booked
    # with them, the status "contacted").
    reply_by = models.DateTimeField(null=True, blank=True, db_index=True)
    first_response_at = models.DateTimeField(null=True, blank=True)
    # A day staff chose to come back to the lead (the morning digest and the "Due today" view).
    follow_up_on = models.DateField(null=True, blank=True, db_index=True)
    # Why a lost lead was lost: a LostReason's key at the time.
    lost_reason = models.CharField(max_length=40, blank=True)
    # Fields whose value the chat inferred rather than the person stating it ("country", "service").
    inferred = models.JSONField(default=list, blank=True)
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


ACTIONS = ("update", "note_edited", "email", "whatsapp", "call", "merged", "unlinked", "kept_apart", "task",
           "rule_assigned", "case")
# How a logged call went (leads/calls.py): only "reached" is the lead's first response.
CALL_RESULTS = ("reached", "no_answer", "wrong_number", "call_back")


class LeadEvent(models.Model):
    """One thing staff did to a lead, for its timeline: a change (status, assignee, follow-up date, lost
    reason: each field before and after), a note edited, an e-mail sent, WhatsApp opened, a call logged,
    a merge or unlink. Who and when.

    Deleted with its lead: the history is part of the person's data that an erasure request removes.
    """

    lead = models.ForeignKey(Lead, on_delete=models.CASCADE, related_name="events")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    # Kept as text so the history still names the person after their account is deleted.
    actor_name = models.CharField(max_length=254, blank=True)
    action = models.CharField(max_length=20, default="update")
    # "update": {"status": ["new", "contacted"], "assignee": [null, "Sara Ali"]}; the other actions
    # (ACTIONS) keep what they need to be shown: {"outbox_id": 7}, {"template": "Greeting"}, {"lead": 12}.
    changes = models.JSONField(default=dict)
    at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["at", "id"]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor_name} {self.action} lead {self.lead_id}"


class LeadNote(models.Model):
    """A staff note on a lead: kept, never replaced by the next one; its author may correct it for a short
    while (leads/notes.py EDIT_WINDOW), after which it stands as written."""

    lead = models.ForeignKey(Lead, on_delete=models.CASCADE, related_name="lead_notes")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    author_name = models.CharField(max_length=254, blank=True)
    text = models.TextField(max_length=10_000)
    created_at = models.DateTimeField(db_index=True)
    edited_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"Note {self.pk} on lead {self.lead_id}"


class LostReason(models.Model):
    """Why a lead was lost: the short list staff choose from, editable in the admin, in both languages."""

    key = models.SlugField(max_length=40, unique=True)
    label_en = models.CharField(max_length=100)
    label_ar = models.CharField(max_length=100)
    position = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.label_en


class ReplyTemplate(models.Model):
    """A reply staff send from a lead: an e-mail (subject and body) or a WhatsApp greeting, in English and
    Arabic. Placeholders such as {first_name} and {consultant} are filled in (leads/replies.py)."""

    class Channel(models.TextChoices):
        EMAIL = "email", "E-mail"
        WHATSAPP = "whatsapp", "WhatsApp"

    channel = models.CharField(max_length=10, choices=Channel.choices)
    # What staff pick it by, in each admin language (the Arabic falls back to the English).
    name = models.CharField(max_length=100)
    name_ar = models.CharField(max_length=100, blank=True)
    subject_en = models.CharField(max_length=200, blank=True)
    subject_ar = models.CharField(max_length=200, blank=True)
    body_en = models.TextField(max_length=5000)
    body_ar = models.TextField(max_length=5000)
    position = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["channel", "position", "id"]

    def __str__(self) -> str:
        return f"{self.get_channel_display()}: {self.name}"


class AssignmentRule(models.Model):
    """Who a new lead goes to (leads/assignment.py): the rules in order, the first whose every set criterion
    (service, destination, language, source; an empty one matches anything) the lead meets gives it to
    the next of its agents in turn. Administrators keep them in the admin; one switched off (`active`) is
    skipped until it is switched on again."""

    position = models.PositiveIntegerField(default=0)
    active = models.BooleanField(default=True)
    # Keys from the lead's own lists: a service's content slug, a country of the form's list, a language,
    # a Lead.Source; "" for any.
    service = models.CharField(max_length=40, blank=True)
    country = models.CharField(max_length=40, blank=True)
    language = models.CharField(max_length=2, blank=True)
    source = models.CharField(max_length=10, blank=True)
    agents = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="assignment_rules")
    # The round robin: the agent this rule gave its last lead to (the next goes to the one after them).
    last_agent = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        criteria = [v for v in (self.service, self.country, self.language, self.source) if v]
        return f"Rule {self.pk}: {', '.join(criteria) or 'any lead'}{'' if self.active else ' (off)'}"


class InboundEmail(models.Model):
    """An e-mail a client sent us (leads/inbound.py), stored once (its Message-ID) before anyone is told: on
    its lead's timeline, or, when it matched none, in the unmatched list until staff attach it to a lead or
    dismiss it. Deleted with its lead, like the rest of the person's data."""

    class State(models.TextChoices):
        MATCHED = "matched", "On a lead"
        UNMATCHED = "unmatched", "Matched no lead"
        DISMISSED = "dismissed", "Dismissed"

    class MatchedBy(models.TextChoices):
        NONE = "", "Not matched"
        ADDRESS = "address", "The lead's reply address"
        THREAD = "thread", "A reply to our e-mail"
        SENDER = "sender", "The sender's address"
        STAFF = "staff", "Attached by staff"

    lead = models.ForeignKey(Lead, null=True, blank=True, on_delete=models.CASCADE, related_name="inbound_emails")
    message_id = models.CharField(max_length=255, unique=True)
    state = models.CharField(max_length=10, choices=State.choices, db_index=True)
    matched_by = models.CharField(max_length=10, choices=MatchedBy.choices, blank=True)
    from_address = models.CharField(max_length=254, blank=True)
    from_name = models.CharField(max_length=200, blank=True)
    # The address it was delivered to (the envelope's), ours.
    to = models.CharField(max_length=254, blank=True)
    subject = models.CharField(max_length=300, blank=True)
    # The plain text part, or the text of the HTML part; control and bidi-override characters removed.
    text = models.TextField(blank=True)
    in_reply_to = models.CharField(max_length=255, blank=True)
    # The message as received, so nothing of it is lost to the parsing.
    raw = models.FileField(upload_to="inbound/raw/%Y/%m/", blank=True)
    # Attached files not kept and why: [{"filename": "x.exe", "size": 1234, "reason": "type"}]; reasons:
    # "type" (not an allowed kind), "size" (larger than one file may be), "total" (over the message's limit).
    refused = models.JSONField(default=list, blank=True)
    received_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-received_at", "-id"]

    def __str__(self) -> str:
        return f"E-mail from {self.from_address}: {self.subject}"


class InboundAttachment(models.Model):
    """A file a client sent with an e-mail, kept in the site's storage and handed only to staff."""

    email = models.ForeignKey(InboundEmail, on_delete=models.CASCADE, related_name="attachments")
    filename = models.CharField(max_length=200)
    # Decided from the file name's extension (an allowed kind), not from what the sender declared.
    content_type = models.CharField(max_length=100)
    size = models.PositiveIntegerField()
    file = models.FileField(upload_to="inbound/files/%Y/%m/")

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return self.filename


class Task(models.Model):
    """Something a staff member is to do about a lead at a time ("call after 4 pm"): entered and shown in the
    office's time zone, stored as a moment. Its owner is reminded once by e-mail when it falls due
    (leads/task_reminders.py); done, it stays with who ticked it and when. The lead's follow-up day
    (Lead.follow_up_on) stays as it was: a day, not a task."""

    lead = models.ForeignKey(Lead, on_delete=models.CASCADE, related_name="tasks")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="lead_tasks")
    due_at = models.DateTimeField(db_index=True)
    note = models.CharField(max_length=200, blank=True)
    done_at = models.DateTimeField(null=True, blank=True)
    done_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                related_name="+")
    reminded_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["due_at", "id"]
        # The reminder's and "my day"'s question: the open tasks due by now.
        indexes = [models.Index(fields=["done_at", "due_at"], name="task_open_due")]

    def __str__(self) -> str:
        return f"Task {self.pk} on lead {self.lead_id} at {self.due_at:%Y-%m-%d %H:%M}"
