"""What the consultancy offers (services) and where visitors want to go (countries)."""

from django.core.exceptions import ValidationError
from django.core.validators import RegexValidator
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

# Calculator keys, separated by spaces ("crs australia-points").
CALCULATOR_KEYS = RegexValidator(r"^[a-z0-9-]+( +[a-z0-9-]+)*$", "Write the calculators' keys separated by spaces.")


class Service(Orderable, Publishable):
    slug = models.SlugField(max_length=80, unique=True)
    title_en, title_ar = translated(models.CharField, max_length=120)
    # The one- or two-sentence description on cards and in search results.
    summary_en, summary_ar = translated(models.CharField, max_length=300)
    # Markdown.
    body_en, body_ar = translated(models.TextField, blank=True)
    icon = models.CharField(max_length=20, choices=ICON_CHOICES, default="generic")
    illustration = models.ImageField(upload_to="services/", blank=True)
    # The key points under the title of its page, one per line: a page with them is a dedicated one
    # (the points and its icon's illustration), one without them the generic page.
    highlights_en, highlights_ar = translated(
        models.TextField, blank=True, verbose_name="key points",
        help_text="Short points shown under the title of its page, one per line (three read best); with them "
                  "the page also shows its icon's illustration.")
    # Where its page is when not at /services/<slug> (an older, shorter address the menus have used).
    page_slug = models.SlugField(
        max_length=80, blank=True, verbose_name="page address",
        help_text="The last part of its page's address (/services/<this>); empty: the slug. The slug's own "
                  "address shows the same page.")
    menu_order = models.PositiveSmallIntegerField(
        null=True, blank=True, verbose_name="place in the menus",
        help_text="Its place among the services the header, the phone menu and the footer link (1 first); "
                  "empty: not in the menus.")
    # What a visitor who books a consultation about it is asked to bring (the booking's e-mail and page).
    bring_en, bring_ar = translated(
        models.TextField, blank=True, verbose_name="what to bring",
        help_text="What a visitor booking a consultation about this service is asked to bring, in the "
                  "booking's e-mail and on its page; empty: the general list.")
    calculators = models.CharField(
        max_length=200, blank=True, validators=[CALCULATOR_KEYS],
        help_text="The calculators whose leads are about this service, by key, separated by spaces "
                  "(crs: Canada's CRS; australia-points: Australia's points test).")

    class Meta(Orderable.Meta):
        pass

    def __str__(self) -> str:
        return self.title_en

    def clean(self) -> None:
        """A page address is one service's only: not another's slug or page address (the CMS's 422)."""
        super().clean()
        if self.page_slug:
            others = Service.objects.exclude(pk=self.pk)
            if others.filter(models.Q(slug=self.page_slug) | models.Q(page_slug=self.page_slug)).exists():
                raise ValidationError({"page_slug": "Another service already has this address."})
        if self.slug and Service.objects.exclude(pk=self.pk).filter(page_slug=self.slug).exists():
            raise ValidationError({"slug": "Another service's page already has this address."})


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
