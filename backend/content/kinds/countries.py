"""Destinations: a page each (/countries/<slug>) with typical processing time and our experience."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..flags import flag_url
from ..schemas import I18n, Paths
from .base import Kind, Passage, both, file_url, get_or_404, markdown, tr


class CountryOut(Schema):
    id: int
    slug: str
    path: Paths
    code: str
    name: I18n
    summary: I18n
    processing_time: I18n
    experience: I18n
    flag: str | None


class CountryDetailOut(CountryOut):
    body: I18n


def path(c: m.Country) -> str:
    return f"/countries/{c.slug}"


def out(c: m.Country) -> dict[str, Any]:
    return {
        "id": c.id, "slug": c.slug, "path": KIND.paths(c), "code": c.code, "name": tr(c, "name"),
        "summary": tr(c, "summary"), "processing_time": tr(c, "processing_time"),
        "experience": tr(c, "experience"),
        # The flag staff uploaded, else the flag-icons one for the country's code.
        "flag": file_url(c.flag) or flag_url(c.code),
    }


def passages(c: m.Country) -> list[Passage]:
    return [Passage(f"country:{c.pk}", "country", path(c), tr(c, "name"), tr(c, "summary"), tr(c, "summary"),
                    (("name", both(c, "name")), ("summary", both(c, "summary")), ("body", both(c, "body"))),
                    about={"country": c.slug})]


router = Router(tags=["content"])


@router.get("countries", response=list[CountryOut])
def countries_list(request: HttpRequest) -> Any:
    return [out(c) for c in KIND.published()]


@router.get("countries/{slug}", response=CountryDetailOut)
def country_detail(request: HttpRequest, slug: str) -> Any:
    c = get_or_404(KIND.published(), slug=slug)
    return {**out(c), "body": markdown(c, "body")}


KIND = Kind(
    key="countries", model=m.Country, label="Countries", list_fields=("name", "code", "published"),
    markdown=("body",), path_of=path, page="/countries/{slug}", in_sitemap=True,
    passages=passages, in_search=True, in_assistant=True, assistant_rank=2, router=router,
    demo="countries:COUNTRIES",
)
