"""The about and legal pages, the FAQ, the team and the offices."""

from typing import Any

from django.db import models

from lib.i18n import translated

from .. import photos
from .base import Orderable, Publishable


class Page(Publishable):
    class Slug(models.TextChoices):
        ABOUT = "about", "About"
        PRIVACY = "privacy-policy", "Privacy policy"
        TERMS = "terms-of-service", "Terms of service"
        COOKIES = "cookie-policy", "Cookie policy"

    slug = models.SlugField(max_length=40, unique=True, choices=Slug.choices)
    title_en, title_ar = translated(models.CharField, max_length=160)
    summary_en, summary_ar = translated(models.CharField, max_length=300, blank=True)
    body_en, body_ar = translated(models.TextField)
    updated_on = models.DateField()

    def __str__(self) -> str:
        return self.title_en


class FaqItem(Orderable, Publishable):
    class Category(models.TextChoices):
        GENERAL = "general", "General"
        PROCESS = "process", "Process and timelines"
        FEES = "fees", "Fees and payments"
        VISAS = "visas", "Visas and permits"

    question_en, question_ar = translated(models.CharField, max_length=300)
    answer_en, answer_ar = translated(models.TextField)
    category = models.CharField(max_length=20, choices=Category.choices, default=Category.GENERAL)

    class Meta(Orderable.Meta):
        verbose_name = "FAQ item"

    def __str__(self) -> str:
        return self.question_en


class TeamMember(Orderable, Publishable):
    name_en, name_ar = translated(models.CharField, max_length=100)
    role_en, role_ar = translated(models.CharField, max_length=100)
    bio_en, bio_ar = translated(models.TextField, blank=True)
    photo = models.ImageField(upload_to="team/", blank=True)
    # Square WebP copies of the photo for srcset, made on save (content/photos.py):
    # {"source": photo name, "sizes": [{"name", "width", "height"}, ...]}. Not edited in the CMS.
    photo_variants = models.JSONField(default=dict, blank=True, editable=False)
    # A professional registration a visitor can check, e.g. "CICC R712345", and the public register.
    registration = models.CharField(max_length=120, blank=True)
    registration_body_en, registration_body_ar = translated(models.CharField, max_length=160, blank=True)
    registration_url = models.URLField(blank=True)

    def __str__(self) -> str:
        return self.name_en

    def save(self, *args: Any, **kwargs: Any) -> None:
        fields = kwargs.get("update_fields")
        if fields is None or "photo" in fields:
            photos.refresh(self)
            if fields is not None:
                kwargs["update_fields"] = {*fields, "photo_variants"}
        super().save(*args, **kwargs)


class Office(Orderable, Publishable):
    name_en, name_ar = translated(models.CharField, max_length=120)
    address_en, address_ar = translated(models.CharField, max_length=300)
    map_url = models.URLField(max_length=500, blank=True)
    phone = models.CharField(max_length=32, blank=True)
    hours_en, hours_ar = translated(models.CharField, max_length=120, blank=True)

    def __str__(self) -> str:
        return self.name_en
