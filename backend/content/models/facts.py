"""Facts: each official figure the site states (a fee, a processing time, a threshold, a rule), kept once
with its source, the day someone checked it and who did. Content text names a fact by its key,
`[[canada.express-entry.processing-fee]]`, and is served with the fact's text in its place
(content/facts.py), so a figure is written in one place and every page that states it follows. A fact a
text names is neither deleted nor renamed through the CMS (content/kinds/fact_users.py)."""

import re

from django.core.exceptions import ValidationError
from django.core.validators import RegexValidator
from django.db import models

from lib.i18n import translated

from ..currencies import CURRENCIES
from .catalogue import Country

# Lower-case segments of letters, digits and hyphens, joined by dots: canada.express-entry.processing-fee.
KEY_PATTERN = r"[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*"
KEY_RE = re.compile(rf"^{KEY_PATTERN}$")
TOPIC_RE = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"


class Fact(models.Model):
    class Kind(models.TextChoices):
        FEE = "fee", "Fee"
        TIME = "time", "Time"
        THRESHOLD = "threshold", "Threshold"
        POINTS = "points", "Points"
        DATE = "date", "Date"
        RULE = "rule", "Rule"

    class Status(models.TextChoices):
        CONFIRMED = "confirmed", "Confirmed"
        UNCONFIRMED = "unconfirmed", "Unconfirmed"

    key = models.CharField(
        max_length=120, unique=True,
        validators=[RegexValidator(KEY_RE, "Lower-case words with hyphens, joined by dots.")],
        help_text="How content names the fact: [[key]] in any text (e.g. canada.express-entry.processing-fee).")
    # The destination it belongs to; empty for a fact about no one destination.
    country = models.ForeignKey(Country, on_delete=models.PROTECT, null=True, blank=True, related_name="facts")
    kind = models.CharField(max_length=12, choices=Kind.choices)
    # A sum of money: the amount and its ISO currency code; `per` what it is counted by ("a month").
    amount = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    currency = models.CharField(
        max_length=3, blank=True, validators=[RegexValidator(r"^[A-Z]{3}$", "An ISO code in capitals: CAD, GBP, EUR.")])
    per_en, per_ar = translated(models.CharField, max_length=40, blank=True, verbose_name="per")
    # The statement itself when it is not a sum ("About 6 months from a complete application"), or a
    # sum that is not one amount ("AUD 0–300").
    value_en, value_ar = translated(models.CharField, max_length=300, blank=True, verbose_name="statement")
    # For staff: what the figure covers, why it is unconfirmed. Not shown in the text it replaces.
    note_en, note_ar = translated(models.CharField, max_length=300, blank=True)
    # The official page the figure is on (the fee table, not the programme's landing page).
    source_name_en, source_name_ar = translated(models.CharField, max_length=160, verbose_name="official source")
    source_url = models.URLField(max_length=500, verbose_name="official source URL")
    checked_on = models.DateField(null=True, blank=True,
                                  help_text="When the figure was last checked against the source; empty: never.")
    checked_by = models.CharField(max_length=120, blank=True, help_text="The name of the person who checked it.")
    status = models.CharField(
        max_length=12, choices=Status.choices, default=Status.UNCONFIRMED,
        help_text="Unconfirmed: it could not be confirmed against the official source when last checked.")
    # What the fact is about, for the consistency check: processing-time, attestation, language-tests...
    topic = models.SlugField(max_length=60, validators=[RegexValidator(TOPIC_RE)])
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["key"]

    def __str__(self) -> str:
        return self.key

    def clean(self) -> None:
        super().clean()
        money = self.amount is not None
        if money and not self.currency:
            raise ValidationError({"currency": "Give the currency of the amount."})
        if self.currency and not money:
            raise ValidationError({"amount": "Give the amount, or leave the currency empty."})
        if money and self.currency not in currency_codes():
            raise ValidationError({"currency": f"No Arabic name for {self.currency} yet: one of "
                                               f"{', '.join(sorted(currency_codes()))}."})
        if not money and not self.value_en.strip():
            raise ValidationError({"value": "Give an amount with its currency, or the statement."})
        for name in ("value_en", "value_ar", "per_en", "per_ar"):
            if "[[" in getattr(self, name):
                raise ValidationError({name.rsplit("_", 1)[0]: "A fact cannot name another fact."})


def currency_codes() -> set[str]:
    return set(CURRENCIES)
