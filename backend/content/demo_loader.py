"""Loads the demo content (content/demo/*.py) into the database, idempotently.

Each record is matched on its natural key (a slug, or the English text that identifies it), so
loading twice changes nothing and never duplicates. Bilingual values are given in the demo data
as {"en": …, "ar": …} and stored in the `<name>_en` / `<name>_ar` columns; a link to another item
is its slug, and a many-to-many link (a post's tags) a list of slugs.
"""

from importlib import import_module
from typing import Any

from django.db import models, transaction
from django.utils.dateparse import parse_date, parse_datetime, parse_time

from . import models as m
from .facts import unknown_keys
from .kinds import KINDS, Kind


def _links(model: type[models.Model], record: dict[str, Any]) -> dict[str, list[Any]]:
    """The record's many-to-many links as the items they name (set once the record is saved)."""
    out: dict[str, list[Any]] = {}
    for field in model._meta.many_to_many:
        if field.name in record:
            manager = field.related_model._default_manager
            out[field.name] = [manager.get(slug=slug) for slug in record[field.name]]
    return out


def _columns(model: type[models.Model], record: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    many = {f.name for f in model._meta.many_to_many}
    for key, value in record.items():
        if key in many:
            continue
        if isinstance(value, dict) and set(value) <= {"en", "ar"}:
            out[f"{key}_en"] = value.get("en", "")
            out[f"{key}_ar"] = value.get("ar", "")
            continue
        field = model._meta.get_field(key)
        if isinstance(field, models.ForeignKey):
            out[key] = field.related_model._default_manager.get(slug=value) if value else None
        elif isinstance(field, models.DateTimeField) and isinstance(value, str):
            out[key] = parse_datetime(value)
        elif isinstance(field, models.DateField) and isinstance(value, str):
            out[key] = parse_date(value)
        elif isinstance(field, models.TimeField) and isinstance(value, str):
            out[key] = parse_time(value)
        else:
            out[key] = value
    return out

def _upsert(model: type[models.Model], records: list[dict[str, Any]], key: str | tuple[str, ...]) -> int:
    for record in records:
        values = _columns(model, record)
        lookup = {name: values.pop(name) for name in ((key,) if isinstance(key, str) else key)}
        obj, _ = model._default_manager.update_or_create(defaults=values, **lookup)
        for name, items in _links(model, record).items():
            getattr(obj, name).set(items)
    return len(records)

def has_content() -> bool:
    return m.Service.objects.exists() or m.SiteSettings.objects.exists()

def _records(kind: Kind) -> list[dict[str, Any]]:
    assert kind.demo is not None
    module, _, name = kind.demo.partition(":")
    records = getattr(import_module(f"content.demo.{module}"), name)
    return [records] if isinstance(records, dict) else records  # a singleton's one record


def _in_link_order(kinds: list[Kind]) -> list[Kind]:
    """Kinds after the kinds they link to (a story after its service, a post after its tags)."""
    done: list[Kind] = []
    waiting = list(kinds)
    while waiting:
        loaded = {kind.model for kind in done}
        ready = next(kind for kind in waiting
                     if all(f.related_model in loaded or f.related_model not in {k.model for k in waiting}
                            for f in kind.model._meta.get_fields()
                            if (f.many_to_one or f.many_to_many) and not f.auto_created))
        done.append(ready)
        waiting.remove(ready)
    return done


@transaction.atomic
def load() -> dict[str, int]:
    """Every kind's demo records, by kind label: {"Services": 9, ...}."""
    counts: dict[str, int] = {}
    for kind in _in_link_order([kind for kind in KINDS if kind.demo]):
        records = _records(kind)
        if kind.singleton:
            kind.model(pk=1, **_columns(kind.model, records[0])).save()
            counts[kind.label] = 1
        else:
            counts[kind.label] = _upsert(kind.model, records, kind.demo_key)
    _check_references()
    return counts


class UnknownFact(ValueError):
    """Demo content that names a fact ([[key]]) the demo's facts do not have."""


def _check_references() -> None:
    """Every fact a demo text names exists (content/facts.py); the load stops naming the item, the field
    and the key otherwise."""
    for kind in KINDS:
        for obj in kind.model._default_manager.all():
            unknown = unknown_keys(obj)
            if unknown:
                field, keys = next(iter(unknown.items()))
                raise UnknownFact(f"{kind.label} {obj}: {field} names no fact {', '.join(keys)}")
