"""Reading published content in its public shape. Views and the page renderer call these."""

import math
from typing import Any

from django.core.files.storage import default_storage
from django.db.models import Model, QuerySet
from django.http import Http404
from django.utils import timezone

from lib.i18n import tr
from lib.markdown import render

from . import models as m
from .flags import flag_url

BLOG_PAGE_SIZE = 9


def _file_url(field: Any) -> str | None:
    return field.url if field else None


def _md(obj: Model, name: str) -> dict[str, str]:
    text = tr(obj, name)
    return {"en": render(text["en"]), "ar": render(text["ar"])}


def _get(qs: QuerySet, **lookup: Any) -> Any:
    obj = qs.filter(**lookup).first()
    if obj is None:
        raise Http404
    return obj


# Services ---------------------------------------------------------------------------------------

def _service(s: m.Service) -> dict[str, Any]:
    return {
        "id": s.id, "slug": s.slug, "title": tr(s, "title"), "summary": tr(s, "summary"),
        "icon": s.icon, "illustration": _file_url(s.illustration),
    }


def list_services() -> list[dict[str, Any]]:
    return [_service(s) for s in m.Service.objects.filter(published=True)]


def get_service(slug: str) -> dict[str, Any]:
    s = _get(m.Service.objects.filter(published=True), slug=slug)
    return {**_service(s), "body": _md(s, "body")}


# Countries --------------------------------------------------------------------------------------

def _country(c: m.Country) -> dict[str, Any]:
    return {
        "id": c.id, "slug": c.slug, "code": c.code, "name": tr(c, "name"), "summary": tr(c, "summary"),
        "processing_time": tr(c, "processing_time"), "experience": tr(c, "experience"),
        # The flag staff uploaded, else the flag-icons one for the country's code.
        "flag": _file_url(c.flag) or flag_url(c.code),
    }


def list_countries() -> list[dict[str, Any]]:
    return [_country(c) for c in m.Country.objects.filter(published=True)]


def get_country(slug: str) -> dict[str, Any]:
    c = _get(m.Country.objects.filter(published=True), slug=slug)
    return {**_country(c), "body": _md(c, "body")}


# Testimonials and stories -----------------------------------------------------------------------

def list_featured_testimonials() -> list[dict[str, Any]]:
    qs = m.Testimonial.objects.filter(published=True, featured=True)
    return [
        {"id": t.id, "rating": t.rating, "quote": tr(t, "quote"), "name": tr(t, "name"),
         "role": tr(t, "role"), "country": tr(t, "country")}
        for t in qs
    ]


def list_success_stories() -> list[dict[str, Any]]:
    qs = m.SuccessStory.objects.filter(published=True).select_related("service", "country")
    return [
        {"id": s.id, "slug": s.slug, "title": tr(s, "title"), "client_name": tr(s, "client_name"),
         "summary": tr(s, "summary"), "body": _md(s, "body"),
         "service": s.service.slug if s.service else None, "country": s.country.slug if s.country else None,
         "photo": _file_url(s.photo), "year": s.year}
        for s in qs
    ]


# Blog -------------------------------------------------------------------------------------------

def published_posts() -> QuerySet[m.BlogPost]:
    return m.BlogPost.objects.filter(
        status=m.BlogPost.Status.PUBLISHED, published_at__lte=timezone.now()
    ).prefetch_related("tags")


def _tag(t: m.BlogTag) -> dict[str, Any]:
    return {"slug": t.slug, "name": tr(t, "name")}


def _post(p: m.BlogPost) -> dict[str, Any]:
    return {
        "id": p.id, "slug": p.slug, "title": tr(p, "title"), "excerpt": tr(p, "excerpt"),
        "cover_image": _file_url(p.cover_image), "author": tr(p, "author"),
        "tags": [_tag(t) for t in p.tags.all()], "published_at": p.published_at,
    }


def list_posts(page: int = 1, page_size: int = BLOG_PAGE_SIZE, tag: str = "") -> dict[str, Any]:
    """A page of published posts, newest first; with a tag, only its posts. An unknown tag is a 404,
    as an unknown page number is: there is no such list."""
    qs = published_posts()
    found = None
    if tag:
        found = _get(m.BlogTag.objects.all(), slug=tag.strip().lower())
        qs = qs.filter(tags=found)
    count = qs.count()
    pages = max(1, math.ceil(count / page_size))
    if page > pages:
        raise Http404
    start = (page - 1) * page_size
    items = [_post(p) for p in qs[start:start + page_size]]
    return {"items": items, "tag": _tag(found) if found else None, "count": count, "page": page, "pages": pages,
            "page_size": page_size}


def get_post(slug: str) -> dict[str, Any]:
    p = _get(published_posts(), slug=slug)
    return {**_post(p), "body": _md(p, "body"), "updated_at": p.updated_at}


# FAQ, offices, team, pages ----------------------------------------------------------------------

def list_faq() -> list[dict[str, Any]]:
    return [
        {"id": f.id, "question": tr(f, "question"), "answer": _md(f, "answer"), "category": f.category}
        for f in m.FaqItem.objects.filter(published=True)
    ]


def list_offices() -> list[dict[str, Any]]:
    return [
        {"id": o.id, "name": tr(o, "name"), "address": tr(o, "address"), "map_url": o.map_url,
         "phone": o.phone, "hours": tr(o, "hours")}
        for o in m.Office.objects.filter(published=True)
    ]


def _portraits(t: m.TeamMember) -> list[dict[str, Any]]:
    """The photo's square copies for srcset, smallest first ([] without a photo or before they exist)."""
    if not t.photo or (t.photo_variants or {}).get("source") != t.photo.name:
        return []
    return [{"url": default_storage.url(v["name"]), "width": v["width"], "height": v["height"]}
            for v in t.photo_variants["sizes"]]


def list_team() -> list[dict[str, Any]]:
    return [
        {"id": t.id, "name": tr(t, "name"), "role": tr(t, "role"), "bio": _md(t, "bio"),
         "photo": _file_url(t.photo), "photo_variants": _portraits(t), "registration": t.registration,
         "registration_body": tr(t, "registration_body"), "registration_url": t.registration_url}
        for t in m.TeamMember.objects.filter(published=True)
    ]


def get_page(slug: str) -> dict[str, Any]:
    p = _get(m.Page.objects.filter(published=True), slug=slug)
    return {"slug": p.slug, "title": tr(p, "title"), "summary": tr(p, "summary"), "body": _md(p, "body"),
            "updated_on": p.updated_on}


def get_site() -> dict[str, Any]:
    s = m.SiteSettings.load()
    return {
        "company_name": tr(s, "company_name"), "tagline": tr(s, "tagline"), "description": tr(s, "description"),
        "phone": s.phone, "email": s.email, "whatsapp": s.whatsapp,
        "hours": {"days": s.open_day_list, "opens": s.opens_at.strftime("%H:%M"),
                  "closes": s.closes_at.strftime("%H:%M")},
        "social": {
            "facebook": s.facebook_url, "twitter": s.twitter_url, "linkedin": s.linkedin_url,
            "youtube": s.youtube_url, "instagram": s.instagram_url, "tiktok": s.tiktok_url,
            "whatsapp": f"https://wa.me/{s.whatsapp}" if s.whatsapp else "",
        },
    }
