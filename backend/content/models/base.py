from django.db import models

# The help of a content item's `aliases` (a destination's, a programme guide's), shown in the CMS.
ALIASES_HELP = ("Other names visitors use: one per line (abbreviations, nationality adjectives, dialect and "
                "Arabizi spellings, old names)")


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
