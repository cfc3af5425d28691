"""Moves each post's comma-separated tags to links to BlogTag items, creating one item per tag.

The tags the site shipped with get their English and Arabic names; any other tag gets its slug in
words as its English name and waits for an editor to give it an Arabic one (until then Arabic pages
show the English name, as for every untranslated text). Backwards, the links become the column again.
"""

from django.db import migrations
from django.utils.text import slugify

# The demo content's tags as they were when tags became items (content/demo/blog.py has them since).
KNOWN = {
    "canada": ("Canada", "كندا"),
    "express-entry": ("Express Entry", "الدخول السريع"),
    "study": ("Study abroad", "الدراسة في الخارج"),
    "student-visa": ("Student visas", "تأشيرات الدراسة"),
    "family": ("Family", "الأسرة"),
    "sponsorship": ("Family sponsorship", "لمّ شمل الأسرة"),
}


def _slugs(text: str) -> list[str]:
    found = [slugify(part)[:40] for part in text.split(",")]
    return list(dict.fromkeys(slug for slug in found if slug))


def forwards(apps, schema_editor):
    BlogPost = apps.get_model("content", "BlogPost")
    BlogTag = apps.get_model("content", "BlogTag")
    for post in BlogPost.objects.exclude(tag_slugs=""):
        tags = []
        for slug in _slugs(post.tag_slugs):
            en, ar = KNOWN.get(slug, (slug.replace("-", " ").capitalize(), ""))
            tag, _ = BlogTag.objects.get_or_create(slug=slug, defaults={"name_en": en, "name_ar": ar})
            tags.append(tag)
        post.tags.set(tags)


def backwards(apps, schema_editor):
    BlogPost = apps.get_model("content", "BlogPost")
    for post in BlogPost.objects.prefetch_related("tags"):
        post.tag_slugs = ",".join(tag.slug for tag in post.tags.all())[:200]
        post.save(update_fields=["tag_slugs"])


class Migration(migrations.Migration):

    dependencies = [
        ("content", "0002_blog_tag"),
    ]

    operations = [
        migrations.RunPython(forwards, backwards),
    ]
