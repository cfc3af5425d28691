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


class ServiceDetailOut(ServiceOut):
    body: I18n


def path(s: m.Service) -> str:
    # The investment service lives at /services/invest, the address the menus have always used;
    # /services/investment shows the same page and names this one as canonical.
    return "/services/invest" if s.slug == "investment" else f"/services/{s.slug}"


def out(s: m.Service) -> dict[str, Any]:
    return {
        "id": s.id, "slug": s.slug, "path": KIND.paths(s), "title": tr(s, "title"), "summary": tr(s, "summary"),
        "icon": s.icon, "illustration": file_url(s.illustration),
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
    """A service by its slug or by the last part of its address (/services/invest is `investment`)."""
    found = next((s for s in KIND.published() if s.slug == slug or path(s) == f"/services/{slug}"), None)
    if found is None:
        raise Http404
    return {**out(found), "body": markdown(found, "body")}


KIND = Kind(
    key="services", model=m.Service, label="Services", list_fields=("title", "slug", "published"),
    markdown=("body",), path_of=path, page="/services/{slug}", in_sitemap=True,
    passages=passages, in_search=True, in_assistant=True, assistant_rank=1, router=router,
    demo="services:SERVICES",
)
