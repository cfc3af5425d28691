"""Pages: the about page's text and the legal pages, each at /<slug>."""

import datetime
from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, Passage, both, get_or_404, markdown, section_units, tr


class PageOut(Schema):
    slug: str
    path: Paths
    title: I18n
    summary: I18n
    body: I18n
    # The date the text last changed in substance (shown as "Last updated" on the legal pages).
    updated_on: datetime.date


router = Router(tags=["content"])


@router.get("pages/{slug}", response=PageOut)
def page(request: HttpRequest, slug: str) -> Any:
    p = get_or_404(KIND.published(), slug=slug)
    return {"slug": p.slug, "path": KIND.paths(p), "title": tr(p, "title"), "summary": tr(p, "summary"),
            "body": markdown(p, "body"), "updated_on": p.updated_on}


def passages(p: m.Page) -> list[Passage]:
    return [Passage(f"page:{p.pk}", "page", f"/{p.slug}", tr(p, "title"), tr(p, "summary"), tr(p, "summary"),
                    (("title", both(p, "title")), ("summary", both(p, "summary")), ("body", both(p, "body"))),
                    units=section_units(p, "body"))]


KIND = Kind(
    key="pages", model=m.Page, label="Pages", list_fields=("title", "slug", "updated_on", "published"),
    markdown=("body",), path_of=lambda p: f"/{p.slug}", page="/{slug}", passages=passages, in_search=True,
    in_assistant=True, assistant_rank=4, assistant_weight=0.6, router=router, demo="pages:PAGES",
)
