"""A client case: the paid work that begins when a lead is converted (cases/service.py opens it). One case
per lead: its programme, the fee and its instalments, the programme's document checklist with where each
document stands, and the milestones reached, each with its date. The milestones are declared once here
(Milestone.Kind, in their order, with their names in both languages: the admin and the client's e-mail
read them from here)."""

import datetime as dt
from decimal import Decimal

from django.conf import settings
from django.db import models

from leads.models import Lead


class Milestone(models.Model):
    class Kind(models.TextChoices):
        OPENED = "opened", "File opened"
        SUBMITTED = "submitted", "Application submitted"
        BIOMETRICS = "biometrics", "Biometrics"
        MEDICAL = "medical", "Medical exam"
        DECISION = "decision", "Decision"
        LANDED = "landed", "Landed"

    case = models.ForeignKey("Case", on_delete=models.CASCADE, related_name="milestones")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    date = models.DateField()
    note = models.CharField(max_length=500, blank=True)
    # When the client was e-mailed about it (mail/outbox.py); null when not.
    emailed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["date", "id"]
        constraints = [models.UniqueConstraint(fields=["case", "kind"], name="case_milestone_once")]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.date:%Y-%m-%d} (case {self.case_id})"


# The milestones in the order a case goes through them (the board's columns, the case's stage).
ORDER: tuple[str, ...] = tuple(Milestone.Kind.values)
# Each milestone's name in both languages: what staff read and the client's e-mail says.
NAMES: dict[str, dict[str, str]] = {
    Milestone.Kind.OPENED: {"en": "File opened", "ar": "فتح الملف"},
    Milestone.Kind.SUBMITTED: {"en": "Application submitted", "ar": "تقديم الطلب"},
    Milestone.Kind.BIOMETRICS: {"en": "Biometrics", "ar": "تسجيل البصمات"},
    Milestone.Kind.MEDICAL: {"en": "Medical exam", "ar": "الفحص الطبي"},
    Milestone.Kind.DECISION: {"en": "Decision", "ar": "صدور القرار"},
    Milestone.Kind.LANDED: {"en": "Landed", "ar": "الوصول إلى البلد"},
}


def default_currency() -> str:
    return getattr(settings, "CASE_CURRENCY", "QAR")


class Case(models.Model):
    class State(models.TextChoices):
        OPEN = "open", "Open"
        CLOSED = "closed", "Closed"

    lead = models.OneToOneField(Lead, on_delete=models.CASCADE, related_name="case")
    # Picked by staff; the case keeps its documents if the guide is deleted.
    programme = models.ForeignKey("content.Programme", null=True, blank=True, on_delete=models.SET_NULL,
                                  related_name="cases")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                              related_name="cases")
    state = models.CharField(max_length=10, choices=State.choices, default=State.OPEN, db_index=True)
    closed_on = models.DateField(null=True, blank=True)
    # The fee quoted to the client, in a currency of content/currencies.py.
    currency = models.CharField(max_length=3, default=default_currency)
    quoted = models.DecimalField(max_digits=12, decimal_places=2, default=Decimal("0"))
    opened_on = models.DateField()
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-opened_on", "-id"]

    def __str__(self) -> str:
        return f"Case {self.pk} ({self.lead})"

    @property
    def paid(self) -> Decimal:
        return sum((i.amount for i in self.instalments.all() if i.paid_on is not None), Decimal("0"))

    @property
    def outstanding(self) -> Decimal:
        return max(self.quoted - self.paid, Decimal("0"))

    def next_due(self) -> dt.date | None:
        return min((i.due_on for i in self.instalments.all() if i.paid_on is None), default=None)

    def stage(self) -> "Milestone | None":
        """The milestone latest in ORDER it has reached."""
        return max(self.milestones.all(), key=lambda m: ORDER.index(m.kind), default=None)


class Instalment(models.Model):
    case = models.ForeignKey(Case, on_delete=models.CASCADE, related_name="instalments")
    label = models.CharField(max_length=120)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    due_on = models.DateField()
    paid_on = models.DateField(null=True, blank=True)

    class Meta:
        ordering = ["due_on", "id"]

    def __str__(self) -> str:
        return f"{self.label} {self.amount} (case {self.case_id})"


class CaseDocument(models.Model):
    """One document of the programme's checklist (its item `id`), its label kept as it was when copied."""

    class State(models.TextChoices):
        MISSING = "missing", "Missing"
        RECEIVED = "received", "Received"
        NOT_NEEDED = "not_needed", "Not needed"

    case = models.ForeignKey(Case, on_delete=models.CASCADE, related_name="documents")
    key = models.CharField(max_length=60)
    label_en = models.CharField(max_length=200)
    label_ar = models.CharField(max_length=200, blank=True)
    position = models.PositiveSmallIntegerField(default=0)
    state = models.CharField(max_length=10, choices=State.choices, default=State.MISSING)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")

    class Meta:
        ordering = ["position", "id"]
        constraints = [models.UniqueConstraint(fields=["case", "key"], name="case_document_once")]

    def __str__(self) -> str:
        return f"{self.key} {self.state} (case {self.case_id})"
