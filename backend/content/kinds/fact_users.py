"""Where the content names a fact, across every registered kind (kinds/registry.py), so that a fact is
deleted, or its key changed, only once no text names it: the facts kind's CMS hooks (kinds/facts.py)
refuse it otherwise, with a 422 listing the texts."""

from django.core.exceptions import ValidationError

from .. import models as m
from ..facts import references
from .registry import KINDS


def named_by(key: str) -> list[str]:
    """Where the content names the fact `key`: ["FAQ «How long?» (answer)", ...]."""
    found: list[str] = []
    for kind in KINDS:
        if kind.model is m.Fact:
            continue
        for obj in kind.model._default_manager.all():
            for field, keys in references(obj).items():
                if key in keys:
                    base = field[:-3] if field.endswith(("_en", "_ar")) else field
                    found.append(f"{kind.label} «{obj}» ({base})")
    return list(dict.fromkeys(found))


def check_unused(key: str) -> None:
    """ValidationError on `key` when a content text still names the fact by `key`."""
    users = named_by(key)
    if users:
        raise ValidationError({"key": f"Named by {', '.join(users)}: change those texts first."})


def before_delete(fact: m.Fact) -> None:
    """A fact is deleted only once no text names it."""
    check_unused(fact.key)


def before_save(fact: m.Fact) -> None:
    """A fact's key changes only once no text names it by its stored key (they would show it bare)."""
    stored = m.Fact.objects.filter(pk=fact.pk).values_list("key", flat=True).first() if fact.pk else None
    if stored and stored != fact.key:
        check_unused(stored)
