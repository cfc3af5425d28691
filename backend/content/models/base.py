from django.db import models


class Orderable(models.Model):
    """Content shown in an order that editors set."""

    order = models.PositiveIntegerField(default=0, db_index=True)

    class Meta:
        abstract = True
        ordering = ["order", "id"]


class Publishable(models.Model):
    """Content that visitors see only once an editor publishes it."""

    published = models.BooleanField(default=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True
