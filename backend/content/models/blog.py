from django.db import models

from lib.i18n import translated


class BlogPost(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        PUBLISHED = "published", "Published"

    slug = models.SlugField(max_length=120, unique=True)
    title_en, title_ar = translated(models.CharField, max_length=200)
    excerpt_en, excerpt_ar = translated(models.CharField, max_length=400)
    body_en, body_ar = translated(models.TextField)
    cover_image = models.ImageField(upload_to="blog/", blank=True)
    author_en, author_ar = translated(models.CharField, max_length=100)
    # Comma-separated, lower case, English (used in URLs and filters).
    tags = models.CharField(max_length=200, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT, db_index=True)
    published_at = models.DateTimeField(null=True, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-published_at", "-id"]

    def __str__(self) -> str:
        return self.title_en

    @property
    def tag_list(self) -> list[str]:
        return [t.strip() for t in self.tags.split(",") if t.strip()]
