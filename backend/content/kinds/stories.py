"""Success stories: longer client cases, all on /success-stories (each with its anchor: #<slug>)."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, file_url, markdown, tr


class LinkedItemOut(Schema):
    """What a story links to (its service, its destination): the item's name and page."""

    slug: str
    path: Paths
    name: I18n


class SuccessStoryOut(Schema):
    id: int
    slug: str
    path: Paths
    title: I18n
    client_name: I18n
    summary: I18n
    body: I18n
    service: LinkedItemOut | None
    country: LinkedItemOut | None
    photo: str | None
    year: int | None


def _linked(kind: Kind, obj: Any, name: str) -> dict[str, Any] | None:
    return {"slug": obj.slug, "path": kind.paths(obj), "name": tr(obj, name)} if obj else None


def out(s: m.SuccessStory) -> dict[str, Any]:
    from .countries import KIND as COUNTRIES
    from .services import KIND as SERVICES

    return {
        "id": s.id, "slug": s.slug, "path": KIND.paths(s), "title": tr(s, "title"),
        "client_name": tr(s, "client_name"), "summary": tr(s, "summary"), "body": markdown(s, "body"),
        "service": _linked(SERVICES, s.service, "title"), "country": _linked(COUNTRIES, s.country, "name"),
        "photo": file_url(s.photo), "year": s.year,
    }


router = Router(tags=["content"])


@router.get("success-stories", response=list[SuccessStoryOut])
def success_stories(request: HttpRequest) -> Any:
    return [out(s) for s in KIND.published().select_related("service", "country")]


KIND = Kind(
    key="success-stories", model=m.SuccessStory, label="Success stories",
    list_fields=("title", "client_name", "year", "published"), markdown=("body",),
    path_of=lambda s: f"/success-stories#{s.slug}", page="/success-stories", router=router, demo="stories:STORIES",
)
