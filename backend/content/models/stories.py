"""What past clients say: short testimonials for the home page and longer success stories."""

from django.db import models

from lib.i18n import translated

from .base import Orderable, Publishable


class Testimonial(Orderable, Publishable):
    rating = models.PositiveSmallIntegerField(default=5)
    quote_en, quote_ar = translated(models.TextField, max_length=1000)
    name_en, name_ar = translated(models.CharField, max_length=100)
    role_en, role_ar = translated(models.CharField, max_length=100, blank=True)
    # Where the client went, as text ("Canada"), not a link to a Country.
    country_en, country_ar = translated(models.CharField, max_length=80, blank=True)
    featured = models.BooleanField(default=False, db_index=True)

    class Meta(Orderable.Meta):
        constraints = [
            models.CheckConstraint(
                condition=models.Q(rating__gte=1) & models.Q(rating__lte=5), name="testimonial_rating_1_to_5"
            )
        ]

    def __str__(self) -> str:
        return f"{self.name_en} ({self.rating}★)"


class SuccessStory(Orderable, Publishable):
    slug = models.SlugField(max_length=80, unique=True)
    title_en, title_ar = translated(models.CharField, max_length=160)
    client_name_en, client_name_ar = translated(models.CharField, max_length=100)
    summary_en, summary_ar = translated(models.CharField, max_length=300)
    body_en, body_ar = translated(models.TextField, blank=True)
    service = models.ForeignKey("content.Service", null=True, blank=True, on_delete=models.SET_NULL)
    country = models.ForeignKey("content.Country", null=True, blank=True, on_delete=models.SET_NULL)
    photo = models.ImageField(upload_to="stories/", blank=True)
    # The year the visa or permit was granted, shown as a fact ("2025").
    year = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta(Orderable.Meta):
        verbose_name_plural = "success stories"

    def __str__(self) -> str:
        return self.title_en
