"""Facts: the official figures content names by key ([[canada.express-entry.processing-fee]]), edited in
the CMS like any content and shown on no page of their own: the pages that name one show its words, and
a programme guide also its source, the day it was checked and by whom (kinds/programmes.py). Not
searched themselves: search and the assistant read them inside the texts that name them. One that a text
names is neither deleted nor renamed (fact_users.py)."""

import datetime
from typing import Any

from ninja import Schema

from .. import facts
from .. import models as m
from ..schemas import I18n
from . import fact_users
from .base import Kind, tr


class FactSourceOut(Schema):
    name: I18n
    url: str


class FactOut(Schema):
    key: str
    kind: str
    # The fact's words in each language, as the texts that name it read ("CAD 990 (unconfirmed)").
    text: I18n
    source: FactSourceOut
    # Empty when no one has checked it yet.
    checked_on: datetime.date | None
    checked_by: str
    # "confirmed", or "unconfirmed": it could not be confirmed against the source on `checked_on`.
    status: str


def out(f: m.Fact) -> dict[str, Any]:
    return {
        "key": f.key, "kind": f.kind, "text": {lang: facts.text(f, lang) for lang in ("en", "ar")},
        "source": {"name": tr(f, "source_name"), "url": f.source_url},
        "checked_on": f.checked_on, "checked_by": f.checked_by, "status": f.status,
    }


def named_in(keys: list[str]) -> list[dict[str, Any]]:
    """The facts of `keys` (known ones, in that order), as the API gives them."""
    found = facts.by_key()
    return [out(found[key]) for key in keys if key in found]


KIND = Kind(
    key="facts", model=m.Fact, label="Facts", list_fields=("key", "amount", "currency", "status", "checked_on"),
    demo="facts:FACTS", demo_key="key",
    before_delete=fact_users.before_delete, before_save=fact_users.before_save,
)
