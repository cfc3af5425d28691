"""The public, read-only content API: each kind's endpoints (declared with the kind, kinds/) and the
site search across them."""

from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Schema
from pydantic import Field

from . import search
from .kinds import KINDS
from .schemas import I18n, Paths

router = Router(tags=["content"])
for kind in KINDS:
    if kind.router is not None:
        router.add_router("", kind.router)


class SearchResultOut(Schema):
    type: str
    path: Paths
    title: I18n
    excerpt: I18n


class SearchOut(Schema):
    query: str
    results: list[SearchResultOut]


class SearchQuery(Schema):
    q: str = Field("", max_length=200)


@router.get("search", response=SearchOut)
def site_search(request: HttpRequest, query: Query[SearchQuery]) -> Any:
    return search.search(query.q)
