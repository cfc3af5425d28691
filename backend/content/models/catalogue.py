"""What the consultancy offers (services) and where visitors want to go (countries)."""

from django.db import models

from lib.i18n import translated

from .base import ALIASES_HELP, Orderable, Publishable

ICON_CHOICES = [
    ("migrate", "Skilled migration"),
    ("study", "Study"),
    ("work", "Work"),
    ("investment", "Investment"),
    ("citizenship", "Citizenship"),
    ("travel", "Travel"),
    ("family", "Family"),
    ("business", "Business"),
    ("refugee", "Refugee protection"),
    ("generic", "Generic"),
]


class Service(Orderable, Publishable):
    slug = models.SlugField(max_length=80, unique=True)
    title_en, title_ar = translated(models.CharField, max_length=120)
    # The one- or two-sentence description on cards and in search results.
    summary_en, summary_ar = translated(models.CharField, max_length=300)
    # Markdown.
    body_en, body_ar = translated(models.TextField, blank=True)
    icon = models.CharField(max_length=20, choices=ICON_CHOICES, default="generic")
    illustration = models.ImageField(upload_to="services/", blank=True)

    class Meta(Orderable.Meta):
        pass

    def __str__(self) -> str:
        return self.title_en


class Country(Orderable, Publishable):
    slug = models.SlugField(max_length=80, unique=True)
    # ISO 3166-1 alpha-2, used for the flag.
    code = models.CharField(max_length=2)
    name_en, name_ar = translated(models.CharField, max_length=80)
    # The other names visitors give the destination, one per line (content.aliases); for the
    # assistant, never shown on the site.
    aliases_en, aliases_ar = translated(models.TextField, blank=True, help_text=ALIASES_HELP)
    summary_en, summary_ar = translated(models.CharField, max_length=300)
    body_en, body_ar = translated(models.TextField, blank=True)
    processing_time_en, processing_time_ar = translated(models.CharField, max_length=80)
    # What the firm has done for this destination, in words ("Skilled Worker, student and spouse visas"):
    # never a rate or a number we cannot show. Was `success_rate`, a name that invited an invented figure.
    experience_en, experience_ar = translated(
        models.CharField, max_length=80, verbose_name="our experience with this destination")
    flag = models.ImageField(upload_to="flags/", blank=True)

    class Meta(Orderable.Meta):
        verbose_name_plural = "countries"

    def __str__(self) -> str:
        return self.name_en
