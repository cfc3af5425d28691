"""A list of small bilingual items kept on its item as JSON (a guide's fees, documents, questions).

`ItemList` is a JSONField that knows the shape of its items (`parts`): each part is a text in both
languages (`{"en": …, "ar": …}`) or a plain one, required or not, with a length limit. The model's
`full_clean` checks every item against it, so the CMS (which writes through `full_clean`) and the demo
loader share one rule, and the CMS builds the list's editor from the same description."""

import re
from dataclasses import dataclass
from typing import Any, Literal

from django.core.exceptions import ValidationError
from django.db import models

PartKind = Literal["text", "textarea", "slug"]
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


@dataclass(frozen=True)
class Part:
    name: str
    label: str
    translated: bool = True
    required: bool = True
    max_length: int = 300
    kind: PartKind = "text"
    # The part names the item: no two items of the list may share it (a document's id).
    unique: bool = False

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "label": self.label, "translated": self.translated, "required": self.required,
                "max_length": self.max_length, "kind": self.kind}


def _check_text(part: Part, value: Any, where: str, english: bool) -> None:
    if not isinstance(value, str):
        raise ValidationError(f"{where}: enter text.")
    if len(value) > part.max_length:
        raise ValidationError(f"{where}: at most {part.max_length} characters.")
    if english and part.required and not value.strip():
        raise ValidationError(f"{where}: this is required.")
    if part.kind == "slug" and value and not _SLUG.match(value):
        raise ValidationError(f"{where}: lower-case letters, digits and hyphens only.")


def check_items(parts: tuple[Part, ...], value: Any, max_items: int) -> None:
    """Raises ValidationError with the first problem, naming the item (from 1) and the part."""
    if not isinstance(value, list):
        raise ValidationError("Send a list of items.")
    if len(value) > max_items:
        raise ValidationError(f"At most {max_items} items.")
    seen: dict[str, set[str]] = {p.name: set() for p in parts if p.unique}
    names = {p.name for p in parts}
    for n, item in enumerate(value, start=1):
        if not isinstance(item, dict):
            raise ValidationError(f"Item {n}: send an object.")
        extra = set(item) - names
        if extra:
            raise ValidationError(f"Item {n}: unknown part {sorted(extra)[0]}.")
        for part in parts:
            where = f"Item {n}, {part.label.lower()}"
            if part.name not in item:
                raise ValidationError(f"{where}: missing.")
            value_of = item[part.name]
            if part.translated:
                if not isinstance(value_of, dict) or set(value_of) != {"en", "ar"}:
                    raise ValidationError(f"{where}: give an English and an Arabic text.")
                _check_text(part, value_of["en"], f"{where} (English)", english=True)
                _check_text(part, value_of["ar"], f"{where} (Arabic)", english=False)
            else:
                _check_text(part, value_of, where, english=True)
                if part.unique:
                    if value_of in seen[part.name]:
                        raise ValidationError(f"{where}: {value_of} is used twice.")
                    seen[part.name].add(value_of)


class ItemList(models.JSONField):
    """A JSON list of items of one shape (see the module's docstring)."""

    def __init__(self, *args: Any, parts: tuple[Part, ...] = (), max_items: int = 40, **kwargs: Any) -> None:
        self.parts = parts
        self.max_items = max_items
        kwargs.setdefault("default", list)
        kwargs.setdefault("blank", True)
        super().__init__(*args, **kwargs)

    def deconstruct(self) -> Any:
        # The shape is code, not schema: migrations need not follow a change of a label.
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.JSONField", args, kwargs

    def validate(self, value: Any, model_instance: Any) -> None:
        super().validate(value, model_instance)
        check_items(self.parts, value, self.max_items)
