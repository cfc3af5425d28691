"""The blog: posts, and the tags that group them.

A tag is its own bilingual item (an editor names it in English and Arabic) so an Arabic page shows
an Arabic name; posts link to tags, and the address of a tag's list (`/blog?tag=<slug>`) keeps its
slug whatever the names become."""

from django.db import models

from lib.i18n import translated


class BlogTag(models.Model):
    # In the address of the tag's list: /blog?tag=express-entry.
    slug = models.SlugField(max_length=40, unique=True)
    name_en, name_ar = translated(models.CharField, max_length=60)

    class Meta:
        ordering = ["slug"]

    def __str__(self) -> str:
        return self.name_en


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
    tags = models.ManyToManyField(BlogTag, blank=True, related_name="posts")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT, db_index=True)
    published_at = models.DateTimeField(null=True, blank=True, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-published_at", "-id"]

    def __str__(self) -> str:
        return self.title_en
