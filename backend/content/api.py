"""The public, read-only content API: each kind's endpoints (declared with the kind, kinds/) and the
site search across them."""

from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Schema
from pydantic import Field

from . import search
from .api_cache import kept_answers
from .kinds import KINDS
from .schemas import I18n, Paths

# The kinds' read-only operations, their answers kept per content version (api_cache); the search is not
# (its question is free text).
kinds = Router()
kinds.add_decorator(kept_answers, mode="view")
for kind in KINDS:
    if kind.router is not None:
        kinds.add_router("", kind.router)
router = Router(tags=["content"])
router.add_router("", kinds)


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
