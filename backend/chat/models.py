"""Chat conversations and their messages, kept so staff can read the transcript of a chat lead."""

import uuid

from django.db import models

# Message.engine of what the widget said and was told itself (the contact request and its replies).
WIDGET = "widget"


class Conversation(models.Model):
    # The id the widget keeps in localStorage: random, so one visitor cannot guess another's.
    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    language = models.CharField(max_length=2, choices=[("en", "English"), ("ar", "Arabic")], default="en")
    lead = models.OneToOneField(
        "leads.Lead", null=True, blank=True, on_delete=models.SET_NULL, related_name="conversation"
    )
    page_url = models.CharField(max_length=500, blank=True)
    # What the conversation settled on, from the pages the assistant answered from (the latest
    # wins): a destination and a service by slug, and the programme guide (its path). Carried to the
    # lead when the visitor leaves contact details.
    destination = models.CharField(max_length=60, blank=True)
    service = models.CharField(max_length=60, blank=True)
    route = models.CharField(max_length=200, blank=True)
    # The assistant's reading of the conversation so far: the field of a programme last asked about
    # (fee, time, requirement, document, ...), so a follow-up ("and for my wife?") keeps it.
    topic_field = models.CharField(max_length=20, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return f"Conversation {self.public_id}"


class Message(models.Model):
    class Role(models.TextChoices):
        USER = "user", "Visitor"
        ASSISTANT = "assistant", "Assistant"

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="messages")
    role = models.CharField(max_length=10, choices=Role.choices)
    content = models.TextField(max_length=4000)
    # For assistant replies: the page the answer came from (language-free) and which engine wrote it.
    source_path = models.CharField(max_length=200, blank=True)
    engine = models.CharField(max_length=20, blank=True)
    # For assistant replies: what kind of reply it was (an answer, one clarifying question, an honest
    # hand-off to a person, small talk), how sure the assistant was (0-1), why it chose it (the
    # pipeline's decision, shown to staff), and what the visitor said of it (helpful or not).
    outcome = models.CharField(max_length=12, blank=True, db_index=True)
    confidence = models.FloatField(null=True, blank=True)
    why = models.JSONField(default=dict, blank=True)
    helpful = models.BooleanField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.role}: {self.content[:40]}"


class Example(models.Model):
    """A sentence that means what a known answer answers, added by an editor (from the assistant's
    inbox of unanswered questions): the assistant reads it as one more way to ask for `target`,
    which is a passage's key (``faq:12``, ``programme:3``) or an intent (``intent:hours``)."""

    text = models.CharField(max_length=500)
    language = models.CharField(max_length=2, choices=[("en", "English"), ("ar", "Arabic")])
    target = models.CharField(max_length=80)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.target}: {self.text[:40]}"


class Gap(models.Model):
    """A question the assistant did not answer well, kept for editors (the assistant's inbox, gaps.py):
    handed off, answered with a question back, answered with low confidence, or marked not helpful by the
    visitor. The question is kept with contact details taken out (contact_rules.redact)."""

    class Reason(models.TextChoices):
        HANDOFF = "handoff", "Handed off"
        CLARIFY = "clarify", "Asked which one"
        LOW_CONFIDENCE = "low_confidence", "Low confidence"
        UNHELPFUL = "unhelpful", "Not helpful"

    class Status(models.TextChoices):
        OPEN = "open", "Open"
        ANSWERED = "answered", "Answered"
        DISMISSED = "dismissed", "Dismissed"

    question = models.CharField(max_length=2000)
    language = models.CharField(max_length=2, choices=[("en", "English"), ("ar", "Arabic")])
    reason = models.CharField(max_length=20, choices=Reason.choices)
    # The assistant's reply it was recorded from (one gap per reply); its outcome, confidence and why as then.
    message = models.OneToOneField(Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="gap")
    outcome = models.CharField(max_length=12, blank=True)
    confidence = models.FloatField(null=True, blank=True)
    why = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN, db_index=True)
    # What an editor answered it with: a passage's key or intent:<name> (Example.target).
    target = models.CharField(max_length=80, blank=True)
    resolved_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.reason}: {self.question[:40]}"
