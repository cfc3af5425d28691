"""The admin API's list shape: `?page=&per_page=&sort=&order=&q=` in, `{items, total, page, per_page}` out
(`Page`, one named subclass per list, e.g. `LeadPageOut(Page[LeadRowOut])`, so the API document and the
frontend's generated types name it); and the `{key, label}` choice that filters and forms offer."""

from collections.abc import Callable, Iterable
from typing import Any, Generic, Literal, TypeVar

from django.db.models import QuerySet
from ninja import Schema
from pydantic import Field

from lib.errors import FieldErrors

MAX_PER_PAGE = 100
T = TypeVar("T")


class ListQuery(Schema):
    page: int = Field(1, ge=1, le=100_000)
    per_page: int = Field(25, ge=1, le=MAX_PER_PAGE)
    sort: str = Field("", max_length=40)
    order: Literal["asc", "desc"] | None = None
    q: str = Field("", max_length=200)


class Page(Schema, Generic[T]):
    """One page of a list: what `page_of` returns."""

    items: list[T]
    total: int
    page: int
    per_page: int


class ChoiceOut(Schema):
    """A value and what staff read for it: {"key": "study", "label": "Study abroad"}."""

    key: str
    label: str


def ordered(
    qs: QuerySet, query: ListQuery, allowed: Iterable[str], default: str, default_order: str = "desc"
) -> QuerySet:
    """The queryset sorted as asked; a field outside `allowed` is a 422 on `sort`. Ties break on id."""
    allowed = tuple(allowed)
    sort = query.sort or default
    if sort not in allowed:
        raise FieldErrors({"sort": f"Sort by one of: {', '.join(allowed)}."})
    direction = query.order or default_order
    prefix = "-" if direction == "desc" else ""
    return qs.order_by(f"{prefix}{sort}", f"{prefix}id")


def page_of(qs: QuerySet, query: ListQuery, item: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    start = (query.page - 1) * query.per_page
    return {
        "items": [item(obj) for obj in qs[start:start + query.per_page]],
        "total": qs.count(),
        "page": query.page,
        "per_page": query.per_page,
    }
