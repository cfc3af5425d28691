"""Loads the demo content (content/demo/*.py) into the database, idempotently.

Each record is matched on its natural key (a slug, or the English text that identifies it), so
loading twice changes nothing and never duplicates. Bilingual values are given in the demo data
as {"en": …, "ar": …} and stored in the `<name>_en` / `<name>_ar` columns; a link to another item
is its slug, and a many-to-many link (a post's tags) a list of slugs.
"""

from typing import Any

from django.db import models, transaction
from django.utils.dateparse import parse_date, parse_datetime, parse_time

from . import models as m
from .demo import blog, countries, faq, offices, pages, services, site, stories, team, testimonials


def _links(model: type[models.Model], record: dict[str, Any]) -> dict[str, list[Any]]:
    """The record's many-to-many links as the items they name (set once the record is saved)."""
    out: dict[str, list[Any]] = {}
    for field in model._meta.many_to_many:
        if field.name in record:
            manager = field.related_model._default_manager
            out[field.name] = [manager.get(slug=slug) for slug in record[field.name]]
    return out


def _columns(model: type[models.Model], record: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    many = {f.name for f in model._meta.many_to_many}
    for key, value in record.items():
        if key in many:
            continue
        if isinstance(value, dict) and set(value) <= {"en", "ar"}:
            out[f"{key}_en"] = value.get("en", "")
            out[f"{key}_ar"] = value.get("ar", "")
            continue
        field = model._meta.get_field(key)
        if isinstance(field, models.ForeignKey):
            out[key] = field.related_model._default_manager.get(slug=value) if value else None
        elif isinstance(field, models.DateTimeField) and isinstance(value, str):
            out[key] = parse_datetime(value)
        elif isinstance(field, models.DateField) and isinstance(value, str):
            out[key] = parse_date(value)
        elif isinstance(field, models.TimeField) and isinstance(value, str):
            out[key] = parse_time(value)
        else:
            out[key] = value
    return out

def _upsert(model: type[models.Model], records: list[dict[str, Any]], key: str) -> int:
    for record in records:
        values = _columns(model, record)
        lookup = {key: values.pop(key)}
        obj, _ = model._default_manager.update_or_create(defaults=values, **lookup)
        for name, items in _links(model, record).items():
            getattr(obj, name).set(items)
    return len(records)

def has_content() -> bool:
    return m.Service.objects.exists() or m.SiteSettings.objects.exists()

@transaction.atomic
def load() -> dict[str, int]:
    settings_values = _columns(m.SiteSettings, site.SITE)
    m.SiteSettings(pk=1, **settings_values).save()
    counts = {
        "services": _upsert(m.Service, services.SERVICES, "slug"),
        "countries": _upsert(m.Country, countries.COUNTRIES, "slug"),
        "testimonials": _upsert(m.Testimonial, testimonials.TESTIMONIALS, "name_en"),
        "success stories": _upsert(m.SuccessStory, stories.STORIES, "slug"),
        "blog tags": _upsert(m.BlogTag, blog.TAGS, "slug"),
        "blog posts": _upsert(m.BlogPost, blog.POSTS, "slug"),
        "FAQ items": _upsert(m.FaqItem, faq.FAQ, "question_en"),
        "team members": _upsert(m.TeamMember, team.TEAM, "name_en"),
        "offices": _upsert(m.Office, offices.OFFICES, "name_en"),
        "pages": _upsert(m.Page, pages.PAGES, "slug"),
    }
    counts["site settings"] = 1
    return counts

