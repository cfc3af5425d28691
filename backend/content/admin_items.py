"""Reading and writing one content item in the CMS shape (see admin_registry for the fields).

Writes go through the model's own validation (`full_clean`: required fields, lengths, choices,
unique slugs) so every rule lives on the model, and each failure is a 422 naming the column.
Many-to-many links (a post's tags) are checked with the rest but written once the item is saved.
"""

import json
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.core.serializers.json import DjangoJSONEncoder
from django.db import IntegrityError, models, transaction
from django.utils import timezone

from accounts.names import display_name
from lib.errors import FieldErrors

from .admin_registry import ContentType, FieldSpec
from .facts import check_references

TEXT_KINDS = {"text", "textarea", "markdown", "slug", "url", "email", "select"}


def public_url(ct: ContentType, obj: Any) -> str | None:
    """The item's page on the site, while visitors can see it."""
    kind = ct.kind
    if kind is None or kind.path(obj) is None or not kind.is_live(obj):
        return None
    return kind.path(obj)


def _read(spec: FieldSpec, obj: Any, column: str, lang: str = "en") -> Any:
    if spec.model_field.is_relation and spec.model_field.related_model is get_user_model():
        return display_name(getattr(obj, column), lang) or None
    if spec.kind == "multiselect":
        return [linked.slug for linked in getattr(obj, column).all()] if obj.pk is not None else []
    value = getattr(obj, column)
    if spec.kind == "image":
        return {"name": value.name, "url": value.url} if value else None
    if spec.model_field.is_relation:
        return value.slug if value is not None else None
    return value


def item(ct: ContentType, obj: Any, lang: str = "en") -> dict[str, Any]:
    """The item as the CMS reads it; what it flags to staff (`notices`) in `lang`."""
    out: dict[str, Any] = {"id": obj.pk}
    for spec in ct.fields():
        for column in spec.columns:
            out[column] = _read(spec, obj, column, lang)
    if ct.orderable:
        out["order"] = obj.order
    if ct.key == "blog":
        out["published"] = obj.status == obj.Status.PUBLISHED
    if hasattr(obj, "updated_at"):
        out["updated_at"] = obj.updated_at
    out["public_url"] = public_url(ct, obj)
    if ct.kind is not None and ct.kind.notices is not None:
        out["notices"] = ct.kind.notices(obj, lang)
    return out


def _linked(spec: FieldSpec, value: Any) -> list[Any]:
    """A multiselect's list of slugs as the items they name, in the order given."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValidationError("Send a list of keys.")
    found = {obj.slug: obj for obj in spec.model_field.related_model.objects.filter(slug__in=value)}
    if set(value) - set(found):
        raise ValidationError("Choose from the options.")
    return [found[key] for key in dict.fromkeys(value)]


def _coerce(spec: FieldSpec, value: Any) -> Any:
    f = spec.model_field
    if value is None or value == "":
        if spec.kind == "items":
            return []
        if spec.kind == "bool":
            raise ValidationError("Choose yes or no.")
        if f.null:
            return None
        if spec.kind in TEXT_KINDS or spec.kind == "image":
            return ""
        raise ValidationError("This field is required.")
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise ValidationError("Choose yes or no.")
        return value
    if spec.kind == "items":
        # Checked item by item by the model's full_clean (models/item_lists.py).
        if not isinstance(value, list):
            raise ValidationError("Send a list of items.")
        return value
    if spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValidationError("Enter a whole number.")
        return value
    if not isinstance(value, str):
        raise ValidationError("Enter text.")
    if spec.kind == "image":
        folder = f"{spec.folder}/"
        if not value.startswith(folder) or ".." in value or not default_storage.exists(value):
            raise ValidationError("Upload the image first, then save.")
        return value
    if f.is_relation:
        found = f.related_model.objects.filter(slug=value).first()
        if found is None:
            raise ValidationError("Choose one of the options.")
        return found
    if spec.kind in ("date", "datetime", "time"):
        parsed = f.to_python(value)
        if spec.kind == "datetime" and parsed is not None and timezone.is_naive(parsed):
            parsed = timezone.make_aware(parsed)
        return parsed
    return value if spec.kind in ("textarea", "markdown") else value.strip()


def publish_switch(ct: ContentType, obj: Any, value: Any) -> None:
    """The publish switch. A blog post keeps it in `status`, and gets its date when first published."""
    if not isinstance(value, bool):
        raise ValidationError("Choose yes or no.")
    if ct.key != "blog":
        obj.published = value
        return
    obj.status = obj.Status.PUBLISHED if value else obj.Status.DRAFT
    if value and obj.published_at is None:
        obj.published_at = timezone.now()


def apply(ct: ContentType, obj: Any, data: dict[str, Any]) -> dict[str, list[Any]]:
    """Sets the columns in `data` on `obj` and validates the whole item; FieldErrors if anything fails.
    Returns the many-to-many links to write once the item is saved (see `save`)."""
    columns = {column: spec for spec in ct.fields() for column in spec.columns}
    errors: dict[str, str] = {}
    links: dict[str, list[Any]] = {}
    for key, value in data.items():
        try:
            if key == "published" and ct.publishable:
                publish_switch(ct, obj, value)
            elif key in columns and columns[key].read_only:
                if json.dumps(value, cls=DjangoJSONEncoder) != json.dumps(_read(columns[key], obj, key),
                                                                       cls=DjangoJSONEncoder):
                    errors[key] = "This field is set by its action on the item's screen, not by editing."
            elif key in columns and columns[key].kind == "multiselect":
                links[key] = _linked(columns[key], value)
            elif key in columns:
                setattr(obj, key, _coerce(columns[key], value))
            elif key not in ("id", "order", "public_url", "updated_at", "notices"):
                errors[key] = "This field does not exist."
        except ValidationError as exc:
            errors[key] = " ".join(exc.messages)
    if ct.key == "blog" and data.get("status") == obj.Status.PUBLISHED and obj.published_at is None:
        obj.published_at = timezone.now()
    if errors:
        raise FieldErrors(errors)
    try:
        obj.full_clean()
        # A text may name a fact ([[key]]) only once the fact exists.
        check_references(obj)
        if ct.kind is not None and ct.kind.before_save is not None:
            ct.kind.before_save(obj)
    except ValidationError as exc:
        fields = {name: " ".join(msgs) for name, msgs in exc.message_dict.items()}
        if "__all__" in fields:
            fields.update(_failed_checks(obj))
        raise FieldErrors(fields) from exc
    return links


def _columns_in(condition: Any) -> set[str]:
    names: set[str] = set()
    for child in getattr(condition, "children", ()):
        if isinstance(child, models.Q):
            names |= _columns_in(child)
        elif isinstance(child, tuple):
            names.add(str(child[0]).split("__")[0])
    return names


def _failed_checks(obj: Any) -> dict[str, str]:
    """A database check constraint (a rating from 1 to 5) is reported on the columns it reads, so the
    editor sees the message next to the field rather than above the form."""
    out: dict[str, str] = {}
    for constraint in obj._meta.constraints:
        if not isinstance(constraint, models.CheckConstraint):
            continue
        try:
            constraint.validate(type(obj), obj)
        except ValidationError:
            for name in _columns_in(constraint.condition):
                out[name] = "This value is outside the allowed range."
    return out


def save(ct: ContentType, obj: Any, links: dict[str, list[Any]] | None = None) -> None:
    """Saves, then writes the links `apply` returned (the post_save and m2m_changed signals bump the
    content version). A unique column taken between the check and the write, by a concurrent save, is
    still a 422 rather than a 500."""
    if ct.orderable and obj.pk is None:
        last = ct.rows().aggregate(top=models.Max("order"))["top"]
        obj.order = 0 if last is None else last + 1
    try:
        with transaction.atomic():
            obj.save()
            for name, items in (links or {}).items():
                getattr(obj, name).set(items)
    except IntegrityError as exc:
        name = "slug" if "slug" in ct.column_names else "__all__"
        raise FieldErrors({name: "This value is already used by another item."}) from exc
