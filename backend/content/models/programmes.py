"""Programme guides: one immigration programme of one destination (Canada's Express Entry), on a page
of its own under its country (/countries/canada/express-entry). The official fees and processing time
are shown with their source and, once a named staff member has signed the guide off, the date and the
name of that review. The dates each destination's rules change (RuleChange) say when a guide is due for
another review (content/review.py)."""

from django.conf import settings
from django.db import models

from lib.i18n import translated

from .base import ALIASES_HELP, Orderable, Publishable
from .catalogue import Country, Service
from .item_lists import ItemList, Part

# A guide whose figures were last checked longer ago than this is due for review (content/review.py).
REVIEW_AFTER_DAYS = 90

FEE_PARTS = (
    Part("label", "Fee", max_length=200),
    # A fact's reference ([[key]], content/facts.py) or, for a figure no fact holds, the figure itself.
    Part("amount", "Amount", translated=False, max_length=130),
    Part("note", "Note", required=False),
)
DOCUMENT_PARTS = (
    # Stable: the visitor's browser remembers ticked documents by it.
    Part("id", "Id", translated=False, max_length=60, kind="slug", unique=True),
    Part("label", "Document", max_length=200),
    Part("note", "Note", required=False),
)
FAQ_PARTS = (
    Part("q", "Question"),
    Part("a", "Answer", max_length=2000, kind="textarea"),
)


class Programme(Orderable, Publishable):
    country = models.ForeignKey(Country, on_delete=models.CASCADE, related_name="programmes")
    # Unique within its country: the page is /countries/<country>/<slug>.
    slug = models.SlugField(max_length=80)
    title_en, title_ar = translated(models.CharField, max_length=160)
    # The other names visitors give the programme, one per line (content.aliases); for the
    # assistant, never shown on the site.
    aliases_en, aliases_ar = translated(models.TextField, blank=True, help_text=ALIASES_HELP)
    summary_en, summary_ar = translated(models.CharField, max_length=300)
    # Markdown: who the programme is for, what it asks, and the steps (a numbered list).
    who_for_en, who_for_ar = translated(models.TextField, verbose_name="who it is for")
    requirements_en, requirements_ar = translated(models.TextField)
    steps_en, steps_ar = translated(models.TextField)
    fees = ItemList(parts=FEE_PARTS, max_items=20, verbose_name="official fees")
    processing_time_en, processing_time_ar = translated(models.CharField, max_length=200)
    source_name_en, source_name_ar = translated(
        models.CharField, max_length=160, verbose_name="official source")
    source_url = models.URLField(max_length=500, verbose_name="official source URL")
    # Set only by "Mark reviewed" (content/review.py), with the staff member who signed the guide off.
    last_reviewed = models.DateField(
        null=True, blank=True,
        help_text="Set by \"Mark reviewed\" when a staff member has checked the figures against the official source.")
    reviewed_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                    related_name="+", verbose_name="reviewed by")
    figures_to_check = models.BooleanField(
        default=True, verbose_name="figures still to confirm",
        help_text=("Tells visitors that some figures have not yet been checked against the official source. "
                   "Untick it once every figure is checked: a guide cannot be marked reviewed while it is on."))
    documents = ItemList(parts=DOCUMENT_PARTS, max_items=60, verbose_name="document checklist")
    faq = ItemList(parts=FAQ_PARTS, max_items=30, verbose_name="questions and answers")
    services = models.ManyToManyField(Service, blank=True, related_name="programmes",
                                      verbose_name="related services")

    class Meta(Orderable.Meta):
        verbose_name = "programme guide"
        constraints = [models.UniqueConstraint(fields=["country", "slug"], name="programme_slug_per_country")]

    def __str__(self) -> str:
        return self.title_en


class RuleChange(models.Model):
    """A day a destination's rules or fees change, so its guides are due for review once it passes: every
    year on the same day (Australia's visa charges on 1 July) or once (a US rule in the Federal Register).
    Edited by staff in the CMS; never shown to visitors."""

    country = models.ForeignKey(Country, on_delete=models.CASCADE, related_name="rule_changes")
    authority_en, authority_ar = translated(
        models.CharField, max_length=160, help_text="Who makes the change (\"Department of Home Affairs\").")
    what_en, what_ar = translated(
        models.CharField, max_length=200, verbose_name="what changes",
        help_text="A sentence without the date: \"Australia's visa charges change\".")
    date = models.DateField(help_text="The day it changes; for a yearly change, its first year.")
    every_year = models.BooleanField(default=False, help_text="It changes again on this day every year.")
    note_en, note_ar = translated(models.TextField, blank=True)
    source_url = models.URLField(max_length=500, blank=True, verbose_name="official source URL")

    class Meta:
        ordering = ["country__order", "country__id", "date", "id"]
        verbose_name = "rule change date"

    def __str__(self) -> str:
        return f"{self.country.name_en}: {self.what_en} ({self.date:%Y-%m-%d}{', yearly' if self.every_year else ''})"
