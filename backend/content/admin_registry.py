"""The content types the CMS edits: one per content kind (kinds/, which names the model and the
presentation choices), described from the models themselves (`_meta`), so the admin API and screens
need no code per type: the fields, their kinds, limits and choices come from the model's columns.

Every name staff read (a type's, a field's, a part's, a choice's, a field's help) is in English where it is declared
and in Arabic in the admin's locale file, adminContent.server in src/locales/ar/admin-content.json, by
the declaration's own key; `describe(lang)` gives them in the staff member's language.

A bilingual field (`title_en` + `title_ar`, made by `lib.i18n.translated`) is one Field `title`
marked `translated`; the API reads and writes its two columns by their own names. A link to one item
of another type (a story's service) is a `select` of slugs, a link to several (a post's tags) a
`multiselect`: a list of slugs.
"""

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from django.contrib.auth import get_user_model
from django.db import models

from lib import strings

from .kinds import KINDS, Kind
from .kinds.base import Action
from .models.item_lists import ItemList

# How a field is edited (the admin app picks its input by it).
FieldKind = Literal["text", "textarea", "markdown", "image", "bool", "int", "date", "datetime", "time", "select",
                    "multiselect", "slug", "url", "email", "items"]
# Kept by the system (id, timestamps) or by its own endpoint (order: reorder).
MANAGED = {"id", "order", "created_at", "updated_at"}
LANG_SUFFIXES = ("_en", "_ar")


def named(key: str, english: str, lang: str) -> str:
    """A name staff read: `english` (the declaration's) in English; in another language the locale
    files' adminContent.server.<key>, or the English while it has none."""
    if lang == "en":
        return english
    path = f"adminContent.server.{key}"
    found = strings.t(path, lang)
    return english if found == path else found


def _linked_name(obj: Any, lang: str) -> str:
    """An item of another type as a choice: its name or title in `lang` where it has one."""
    for base in ("name", "title"):
        text = getattr(obj, f"{base}_{lang}", None) if lang != "en" else None
        if text:
            return str(text)
    return str(obj)


@dataclass(frozen=True)
class FieldSpec:
    name: str
    label: str
    kind: FieldKind
    translated: bool
    required: bool
    model_field: Any
    max_length: int | None = None
    folder: str | None = None
    # What the field is for, under it in the form (the model's help_text; "" for none).
    help: str = ""
    # Shown, never edited in the form (the kind's `read_only`: set by one of its actions).
    read_only: bool = False

    @property
    def columns(self) -> tuple[str, ...]:
        return (f"{self.name}_en", f"{self.name}_ar") if self.translated else (self.name,)

    def choices(self, type_key: str = "", lang: str = "en") -> list[dict[str, str]] | None:
        f = self.model_field
        if self.read_only:
            return None
        if f.is_relation:
            related = f.related_model
            return [{"key": obj.slug, "label": _linked_name(obj, lang)}
                    for obj in related.objects.order_by(*related._meta.ordering)]
        if f.choices:
            return [{"key": str(key), "label": named(f"choices.{type_key}.{self.name}.{key}", str(text), lang)}
                    for key, text in f.choices]
        return None

    def label_in(self, type_key: str, lang: str) -> str:
        """The label in `lang`: the type's own word for the field where it has one (a testimonial's
        country is where the client comes from), else the field's."""
        own = named(f"kindFields.{type_key}.{self.name}", "", lang) if lang != "en" else ""
        return own or named(f"fields.{self.name}", self.label, lang)

    def describe(self, type_key: str = "", lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "label": self.label_in(type_key, lang), "kind": self.kind,
                               "translated": self.translated, "required": self.required}
        if self.max_length:
            out["max_length"] = self.max_length
        choices = self.choices(type_key, lang)
        if choices is not None:
            out["choices"] = choices
        if self.folder:
            out["folder"] = self.folder
        if self.read_only:
            out["read_only"] = True
        if self.help:
            out["help"] = named(f"help.{self.name}", self.help, lang)
        if isinstance(self.model_field, ItemList):
            # A list of small items (a guide's fees): the parts of each item, and how many it may hold.
            out["parts"] = [{**part.describe(), "label": named(f"parts.{self.name}.{part.name}", part.label, lang)}
                            for part in self.model_field.parts]
            out["max_items"] = self.model_field.max_items
        default = _default_of(self.model_field)
        if default is not None:
            out["default"] = default
        return out


def _default_of(f: models.Field) -> Any:
    """The model's default as the form shows it on a new item (a new post is a draft), or None when the
    default is computed at save time or there is none."""
    if not f.has_default() or callable(f.default) or f.default in ("", None):
        return None
    value = f.default
    if isinstance(value, bool | int | float | str):
        return value
    return value.isoformat(timespec="minutes") if hasattr(value, "isoformat") else None


@dataclass(frozen=True)
class ContentType:
    key: str
    model: type[models.Model]
    label: str
    # Columns of the list screen, by Field name.
    list_fields: tuple[str, ...]
    # Text fields written in Markdown (the public API renders them to HTML).
    markdown: tuple[str, ...] = ()
    # Where an item is shown, for editors ("/services/{slug}"); an item's own address is its kind's path.
    public_path: str | None = None
    singleton: bool = False
    kind: Kind | None = None

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.kind.actions if self.kind else ()

    def rows(self) -> models.QuerySet[Any]:
        return self.model._default_manager.all()

    @property
    def column_names(self) -> set[str]:
        return {f.name for f in self.model._meta.concrete_fields}

    @property
    def orderable(self) -> bool:
        return "order" in self.column_names

    @property
    def publishable(self) -> bool:
        return "published" in self.column_names or "status" in self.column_names

    def fields(self) -> list[FieldSpec]:
        return _fields(self)

    def describe(self, lang: str = "en") -> dict[str, Any]:
        """The type as the CMS screens build themselves from it, its names in `lang`."""
        out: dict[str, Any] = {
            "type": self.key, "label": named(f"types.{self.key}", self.label, lang), "singleton": self.singleton,
            "orderable": self.orderable, "publishable": self.publishable,
            "fields": [f.describe(self.key, lang) for f in self.fields()],
            "list": list(self.list_fields), "public_path": self.public_path,
        }
        if self.actions:
            out["actions"] = [{"key": a.key, "label": named(f"actions.{self.key}.{a.key}", a.label, lang),
                               "help": named(f"actions.{self.key}.{a.key}Help", a.help, lang) if a.help else ""}
                              for a in self.actions]
        return out


# Words a column name spells in lower case that a person reads with their own capitals.
_PROPER = {"url": "URL", "whatsapp": "WhatsApp", "tiktok": "TikTok", "linkedin": "LinkedIn", "youtube": "YouTube",
           "facebook": "Facebook", "twitter": "Twitter", "instagram": "Instagram", "faq": "FAQ"}


def _label(name: str) -> str:
    words = [_PROPER.get(w, w) for w in name.replace("_", " ").split()]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


def _kind(ct: ContentType, base: str, f: models.Field) -> FieldKind:
    if f.is_relation and f.related_model is get_user_model():
        return "text"  # a staff member, shown by name (read-only: no list of staff to pick from)
    if f.many_to_many:
        return "multiselect"
    if isinstance(f, ItemList):
        return "items"
    if f.is_relation or f.choices:
        return "select"
    simple: list[tuple[type[models.Field], FieldKind]] = [
        (models.ImageField, "image"), (models.BooleanField, "bool"), (models.SlugField, "slug"),
        (models.URLField, "url"), (models.EmailField, "email"), (models.DateTimeField, "datetime"),
        (models.DateField, "date"), (models.TimeField, "time"), (models.IntegerField, "int"),
    ]
    for cls, kind in simple:
        if isinstance(f, cls):
            return kind
    if isinstance(f, models.TextField):
        return "markdown" if base in ct.markdown else "textarea"
    return "text"


def _spec(ct: ContentType, base: str, f: models.Field, translated: bool) -> FieldSpec:
    kind = _kind(ct, base, f)
    required = not f.blank and not f.has_default() and kind not in ("bool", "items")
    # A verbose_name given on the model wins (on a translated field, the one both columns share).
    named = f.verbose_name != f.name.replace("_", " ")
    label = str(f.verbose_name)[:1].upper() + str(f.verbose_name)[1:] if named else _label(base)
    folder = str(f.upload_to).strip("/") if isinstance(f, models.FileField) else None
    max_length = f.max_length if kind in ("text", "textarea", "markdown", "slug", "url", "email") else None
    read_only = base in (ct.kind.read_only if ct.kind else ())
    if read_only:
        required = False
    return FieldSpec(base, label, kind, translated, required, f, max_length, folder, str(f.help_text), read_only)


@cache
def _fields_of(model: type[models.Model], key: str) -> tuple[FieldSpec, ...]:
    ct = TYPES[key]
    names = {f.name for f in model._meta.concrete_fields}
    out: list[FieldSpec] = []
    for f in [*model._meta.concrete_fields, *model._meta.many_to_many]:
        # Columns the system fills (editable=False, e.g. a photo's resized copies) are not in the form.
        if f.name in MANAGED or f.auto_created or not f.editable:
            continue
        base, suffix = f.name[:-3], f.name[-3:]
        if suffix in LANG_SUFFIXES and {base + "_en", base + "_ar"} <= names:
            if suffix == "_en":
                out.append(_spec(ct, base, f, translated=True))
            continue
        out.append(_spec(ct, f.name, f, translated=False))
    # The publish switch sits at the end of the form, after what it publishes (a stable sort).
    return tuple(sorted(out, key=lambda spec: spec.name == "published"))


def _fields(ct: ContentType) -> list[FieldSpec]:
    return list(_fields_of(ct.model, ct.key))


_ALL = [ContentType(k.key, k.model, k.label, k.list_fields, k.markdown, k.page, k.singleton, k) for k in KINDS]
TYPES: dict[str, ContentType] = {ct.key: ct for ct in _ALL}


def upload_folders() -> set[str]:
    return {f.folder for ct in _ALL for f in ct.fields() if f.folder}
