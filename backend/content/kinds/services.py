"""Services: what the consultancy offers, each on a page of its own (/services/<slug>)."""

from typing import Any

from django.http import Http404, HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, Passage, both, file_url, markdown, section_units, tr


class ServiceOut(Schema):
    id: int
    slug: str
    path: Paths
    title: I18n
    summary: I18n
    icon: str
    illustration: str | None
    # Its place in the menus (the header, the phone menu, the footer), 1 first; None: not in them.
    menu_order: int | None


class Lines(Schema):
    en: list[str]
    ar: list[str]


class ServiceDetailOut(ServiceOut):
    body: I18n
    # Its page's key points (none: the generic page), in each language.
    highlights: Lines


def path(s: m.Service) -> str:
    # A service whose page has an address of its own (`page_slug`: /services/invest) is shown at its
    # slug's address too, which names this one as canonical.
    return f"/services/{s.page_slug or s.slug}"


def out(s: m.Service) -> dict[str, Any]:
    return {
        "id": s.id, "slug": s.slug, "path": KIND.paths(s), "title": tr(s, "title"), "summary": tr(s, "summary"),
        "icon": s.icon, "illustration": file_url(s.illustration), "menu_order": s.menu_order,
    }


def _first_paragraph(text: str) -> str:
    for block in text.split("\n\n"):
        block = block.strip()
        if block and not block.startswith(("#", "-", "*", "1.", "|")):
            return block
    return ""


def passages(s: m.Service) -> list[Passage]:
    answer = {
        lang: " ".join(x for x in (tr(s, "summary")[lang], _first_paragraph(tr(s, "body")[lang])) if x)
        for lang in ("en", "ar")
    }
    return [Passage(f"service:{s.pk}", "service", path(s), tr(s, "title"), tr(s, "summary"), answer,
                    (("title", both(s, "title")), ("summary", both(s, "summary")), ("body", both(s, "body"))),
                    units=section_units(s, "body"), about={"service": s.slug})]


router = Router(tags=["content"])


@router.get("services", response=list[ServiceOut])
def services_list(request: HttpRequest) -> Any:
    return [out(s) for s in KIND.published()]


@router.get("services/{slug}", response=ServiceDetailOut)
def service_detail(request: HttpRequest, slug: str) -> Any:
    """A service by its slug or by the last part of its address (its `page_slug`)."""
    found = next((s for s in KIND.published() if s.slug == slug or path(s) == f"/services/{slug}"), None)
    if found is None:
        raise Http404
    text = tr(found, "highlights")
    highlights = {lang: [line.strip() for line in text[lang].splitlines() if line.strip()] for lang in ("en", "ar")}
    return {**out(found), "body": markdown(found, "body"), "highlights": highlights}


KIND = Kind(
    key="services", model=m.Service, label="Services", list_fields=("title", "slug", "published"),
    markdown=("body",), path_of=path, page="/services/{slug}", in_sitemap=True,
    passages=passages, in_search=True, in_assistant=True, assistant_rank=1, router=router,
    demo="services:SERVICES",
)
