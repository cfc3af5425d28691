"""Programme guides: one immigration programme of one destination (Canada's Express Entry), on a page
of its own under its country (/countries/canada/express-entry). The official fees and processing time
are shown with their source and the date the firm last checked them."""

import datetime

from django.db import models
from django.utils import timezone

from lib.i18n import translated

from .base import ALIASES_HELP, Orderable, Publishable
from .catalogue import Country, Service
from .item_lists import ItemList, Part

# A guide whose figures were last checked longer ago than this is flagged to staff in the CMS.
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
    last_reviewed = models.DateField(
        help_text="When the fees and times were last checked against the official source.")
    figures_to_check = models.BooleanField(
        default=True, verbose_name="figures still to confirm",
        help_text="Shows visitors that the fees and times are being confirmed.")
    documents = ItemList(parts=DOCUMENT_PARTS, max_items=60, verbose_name="document checklist")
    faq = ItemList(parts=FAQ_PARTS, max_items=30, verbose_name="questions and answers")
    services = models.ManyToManyField(Service, blank=True, related_name="programmes",
                                      verbose_name="related services")

    class Meta(Orderable.Meta):
        verbose_name = "programme guide"
        constraints = [models.UniqueConstraint(fields=["country", "slug"], name="programme_slug_per_country")]

    def __str__(self) -> str:
        return self.title_en

    def review_overdue(self, today: datetime.date | None = None) -> bool:
        """Its figures were last checked more than REVIEW_AFTER_DAYS ago."""
        today = today or timezone.localdate()
        return (today - self.last_reviewed).days > REVIEW_AFTER_DAYS
