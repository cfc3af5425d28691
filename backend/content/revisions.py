"""The history of every content item, generic over the CMS's types (admin_registry): each save keeps a
revision of the item as the CMS reads it (admin_items.item), in the same transaction as the save; a
revision can be compared with the one before it (field by field, word by word) and written back; a
draft is a revision kept aside and applied only when published; a save that started from an older
revision than the live one is refused (`stale`). See docs/admin-api.md, "Revisions and drafts".
"""

import datetime
import difflib
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.core.files.storage import default_storage
from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction
from django.utils import timezone

from accounts.names import display_name

from . import admin_items
from .admin_registry import ContentType, FieldSpec, named
from .models import Revision
from .models.item_lists import ItemList

Action = Revision.Action
# The keys of an item that no write takes (admin_items.apply refuses none of them, and ignores them).
READ_ONLY = ("id", "order", "public_url", "updated_at", "notices")
_TOKENS = re.compile(r"\s+|[^\s]+")


def normal(data: dict[str, Any]) -> dict[str, Any]:
    """The item as stored: JSON values (a date as its ISO text), so stored and live compare alike."""
    out: dict[str, Any] = json.loads(json.dumps(data, cls=DjangoJSONEncoder))
    return out


def latest(ct: ContentType, object_id: Any) -> Revision | None:
    """The item's newest kept version (not a draft)."""
    if object_id is None:
        return None
    return (Revision.objects.filter(kind=ct.key, object_id=object_id).exclude(action=Action.DRAFT)
            .select_related("user").order_by("-id").first())


def latest_id(ct: ContentType, object_id: Any) -> int:
    found = latest(ct, object_id)
    return found.pk if found else 0


def started_from(ct: ContentType, object_id: Any, base: int) -> Revision | None:
    """The revision an editor's form started from: `base`, or for 0 (none kept when it opened) the item as
    it was when its history began."""
    qs = Revision.objects.filter(kind=ct.key, object_id=object_id).exclude(action=Action.DRAFT)
    return qs.filter(pk=base).first() if base else qs.filter(action=Action.INITIAL).order_by("id").first()


def record(user: Any, ct: ContentType, object_id: Any, data: dict[str, Any], action: str, summary: str,
           base: Revision | None = None) -> Revision:
    return Revision.objects.create(kind=ct.key, object_id=object_id, data=normal(data), action=action,
                                   summary=summary[:300], base=base,
                                   user=user if user is not None and user.is_authenticated else None)


def keep_initial(ct: ContentType, obj: Any, before: dict[str, Any]) -> None:
    """Before the first save in the CMS of an item made otherwise (the demo load, an older release), the
    item as it was: so the first change has something to be compared with and to go back to."""
    if not Revision.objects.filter(kind=ct.key, object_id=obj.pk).exclude(action=Action.DRAFT).exists():
        record(None, ct, obj.pk, before, Action.INITIAL, "As it was before its history was kept")


def writable(ct: ContentType, data: dict[str, Any]) -> dict[str, Any]:
    """A kept item as a write takes it: without what only reads give (and what only the item's actions set, a
    guide's review: restoring a version does not sign it off again), an image by its stored name."""
    images = {c for spec in ct.fields() if spec.kind == "image" for c in spec.columns}
    set_by_actions = {c for spec in ct.fields() if spec.read_only for c in spec.columns}
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key in READ_ONLY or key in set_by_actions:
            continue
        if key in images and isinstance(value, dict):
            value = value.get("name") or None
        out[key] = value
    return out


def draft_data(ct: ContentType, live: dict[str, Any] | None, payload: dict[str, Any]) -> dict[str, Any]:
    """A draft as kept: the live item (nothing, for a new one) with what the editor changed over it, in the
    shape the CMS reads (an image by {name, url}), so a draft reads like any revision."""
    out = dict(live or {})
    images = {c for spec in ct.fields() if spec.kind == "image" for c in spec.columns}
    for key, value in payload.items():
        if key in READ_ONLY:
            continue
        if key in images and isinstance(value, str) and value:
            value = {"name": value, "url": default_storage.url(value)}
        out[key] = value
    return normal(out)


# Comparing two versions ----------------------------------------------------------------------------

def words(before: str, after: str) -> list[dict[str, str]]:
    """`after` against `before`, word by word: runs of words the same, removed or added."""
    a, b = _TOKENS.findall(before), _TOKENS.findall(after)
    out: list[dict[str, str]] = []

    def add(op: str, tokens: list[str]) -> None:
        text = "".join(tokens)
        if not text:
            return
        if out and out[-1]["op"] == op:
            out[-1]["text"] += text
        else:
            out.append({"op": op, "text": text})

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            add("same", a[i1:i2])
        else:
            add("removed", a[i1:i2])
            add("added", b[j1:j2])
    return out


def _text(spec: FieldSpec, value: Any, lang: str) -> str:
    """A value as one line of text to compare, in the staff member's language where it is a word."""
    if value is None:
        return ""
    if spec.kind == "bool":
        return named("revisions.yes", "Yes", lang) if value else named("revisions.no", "No", lang)
    if spec.kind == "image":
        return str(value.get("name", "")) if isinstance(value, dict) else str(value)
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def _item_text(field: ItemList, item: Any, lang: str) -> str:
    """One item of a list (a fee) as one text: its parts in order, each in `lang` where translated."""
    if not isinstance(item, dict):
        return ""
    texts = []
    for part in field.parts:
        value = item.get(part.name)
        if isinstance(value, dict):
            value = value.get(lang) or ""
        if value:
            texts.append(str(value))
    return " · ".join(texts)


def _rows(spec: FieldSpec, old: dict[str, Any], new: dict[str, Any], lang: str) -> tuple[bool, list[dict[str, Any]]]:
    """(translated, the rows that changed) of one field: a row per language pair, or per item of a list."""
    f = spec.model_field
    if isinstance(f, ItemList):
        translated = any(part.translated for part in f.parts)
        a, b = old.get(spec.name) or [], new.get(spec.name) or []
        rows = []
        for n in range(max(len(a), len(b))):
            one, two = (a[n] if n < len(a) else None), (b[n] if n < len(b) else None)
            if one == two:
                continue
            en = words(_item_text(f, one, "en"), _item_text(f, two, "en"))
            ar = words(_item_text(f, one, "ar"), _item_text(f, two, "ar")) if translated else None
            rows.append({"item": n + 1, "en": en, "ar": ar})
        return translated, rows
    if spec.translated:
        en_col, ar_col = spec.columns
        if old.get(en_col) == new.get(en_col) and old.get(ar_col) == new.get(ar_col):
            return True, []
        en = words(_text(spec, old.get(en_col), lang), _text(spec, new.get(en_col), lang))
        return True, [{"item": None, "en": en,
                       "ar": words(_text(spec, old.get(ar_col), lang), _text(spec, new.get(ar_col), lang))}]
    if old.get(spec.name) == new.get(spec.name):
        return False, []
    return False, [{"item": None, "en": words(_text(spec, old.get(spec.name), lang),
                                              _text(spec, new.get(spec.name), lang)), "ar": None}]


def diff(ct: ContentType, old: dict[str, Any] | None, new: dict[str, Any], lang: str = "en") -> list[dict[str, Any]]:
    """The fields that differ between two versions of an item, in the form's order, each with its label in
    `lang` and its rows: English and Arabic side by side (`ar` null for a field in one language), a list
    compared item by item (`item` its number), each value as runs of words same, removed or added."""
    old, new = normal(old or {}), normal(new)
    out = []
    for spec in ct.fields():
        translated, rows = _rows(spec, old, new, lang)
        if rows:
            out.append({"name": spec.name, "label": spec.label_in(ct.key, lang), "translated": translated,
                        "rows": rows})
    return out


def before(revision: Revision) -> Revision | None:
    """The version of the same item kept just before this one (for a draft: the newest kept version)."""
    qs = Revision.objects.filter(kind=revision.kind, object_id=revision.object_id, id__lt=revision.pk)
    if revision.object_id is None:
        return None
    return qs.exclude(action=Action.DRAFT).order_by("-id").first()


def describe(revision: Revision, lang: str = "en") -> dict[str, Any]:
    """A revision as the history lists it."""
    return {"id": revision.pk, "action": revision.action, "summary": revision.summary,
            "by": display_name(revision.user, lang), "at": revision.created_at,
            "item": revision.object_id,
            "source_at": revision.base.created_at if revision.base_id and revision.base else None}


# Refusing a save made over someone else's --------------------------------------------------------

def stale(ct: ContentType, obj: Any, base: int | None, lang: str = "en") -> dict[str, Any] | None:
    """None when `base` (the revision the editor's form started from; 0 for none kept yet) is the newest
    kept version of the item, else what the refusal says: who saved it when, and the difference between
    what the editor started from and what is live now."""
    if base is None or obj.pk is None:
        return None
    newest = latest(ct, obj.pk)
    if newest is None or newest.pk == base:
        return None
    started = started_from(ct, obj.pk, base)
    live = admin_items.item(ct, obj)
    who = display_name(newest.user, lang)
    return {
        "error": {"code": "conflict",
                  "message": f"{who or 'Someone'} saved this item at {newest.created_at:%Y-%m-%d %H:%M} UTC, "
                             "after you opened it."},
        "by": who, "at": newest.created_at, "revision": newest.pk,
        "diff": diff(ct, started.data if started else None, live, lang),
    }


# Preview: the page rendered with a draft in place of the live item ---------------------------------

def _shown(ct: ContentType, obj: Any) -> None:
    """Makes the item one visitors would see (published, its date come), for a preview only."""
    if ct.publishable:
        admin_items.publish_switch(ct, obj, True)
    when = getattr(obj, "published_at", None)
    if isinstance(when, datetime.datetime) and when > timezone.now():
        obj.published_at = timezone.now()


@contextmanager
def applied(ct: ContentType, revision: Revision) -> Iterator[Any]:
    """The draft written over its item (or as a new item) inside a transaction that is always rolled
    back: what runs inside reads the content as if it were published; nobody else ever does."""
    with transaction.atomic():
        try:
            obj = None
            if ct.singleton:
                obj = ct.model.load()  # type: ignore[attr-defined]
            elif revision.object_id is not None:
                obj = ct.rows().filter(pk=revision.object_id).first()
            if obj is None:
                obj = ct.model()
            links = admin_items.apply(ct, obj, writable(ct, revision.data))
            _shown(ct, obj)
            admin_items.save(ct, obj, links)
            yield obj
        finally:
            transaction.set_rollback(True)
