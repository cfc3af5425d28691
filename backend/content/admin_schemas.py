"""What the CMS part of the admin API accepts (list filters, a new order) and answers: the content types
with their field descriptions, the items, and a stored upload."""

import datetime
from typing import Any, Literal

from ninja import Schema
from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import SkipJsonSchema

from lib.api_ints import Id
from lib.errors import ErrorDetailOut
from lib.listing import ChoiceOut, ListQuery, Page

from .admin_registry import FieldKind


class ContentQuery(ListQuery):
    published: bool | None = None


class ReorderIn(Schema):
    ids: list[Id] = Field(max_length=1000)


# The keys typed `X | SkipJsonSchema[None] = None` are left out of the answer when they do not apply
# (the routes answer with exclude_unset), so the API document lists them as optional, never null.

class ItemPartOut(Schema):
    """One part of each item of an `items` field (a fee's label, its amount)."""

    name: str
    label: str
    kind: Literal["text", "textarea", "slug"]
    # `{"en": …, "ar": …}` in the item, edited side by side; else a plain text.
    translated: bool
    required: bool
    max_length: int


class FieldSpecOut(Schema):
    """One field of a content type's form (admin_registry.FieldSpec.describe)."""

    name: str
    label: str
    kind: FieldKind
    # Two columns, `<name>_en` and `<name>_ar`, edited side by side.
    translated: bool
    required: bool
    max_length: int | SkipJsonSchema[None] = None
    # The options of a `select` or `multiselect` (for a link to another type: that type's items by slug).
    choices: list[ChoiceOut] | SkipJsonSchema[None] = None
    # What the field is for, shown under it (the model's help text, in the staff member's language).
    help: str | SkipJsonSchema[None] = None
    # Where an `image` field's uploads go (`POST uploads` with this folder).
    folder: str | SkipJsonSchema[None] = None
    # The model's plain default, which a new item's form starts from (a post's status is "draft").
    default: bool | int | float | str | SkipJsonSchema[None] = None
    # An `items` field: the parts of each item and the most items it may hold.
    parts: list[ItemPartOut] | SkipJsonSchema[None] = None
    max_items: int | SkipJsonSchema[None] = None
    # Shown but not editable (set by one of the type's actions); a write that changes it is a 422.
    read_only: bool | SkipJsonSchema[None] = None


class ActionOut(Schema):
    """A button on an item's screen (a guide's "Mark reviewed"): POST content/{type}/{id}/actions/{key}."""

    key: str
    label: str
    # What it does, under the button ("" for nothing to add).
    help: str


class ContentTypeOut(Schema):
    type: str
    label: str
    singleton: bool
    orderable: bool
    publishable: bool
    fields: list[FieldSpecOut]
    # What staff can do to an item besides editing it (buttons on its screen); types that have some only.
    actions: list[ActionOut] | SkipJsonSchema[None] = None
    # The list screen's columns, by field name.
    list: list[str]
    # Where an item is shown on the site ("/services/{slug}"), for editors.
    public_path: str | None


# A pydantic model rather than a ninja Schema: a Schema reads its input by attribute, so it would drop the
# columns it does not name, however open its config.
class ContentItemOut(BaseModel):
    """One content item (admin_items.item): `id`, every column of its type's fields by name (a translated
    field as `<name>_en` and `<name>_ar`, an image as {name, url} or null, a link as the linked item's slug,
    several links as a list of slugs), and the keys below. Open, because the fields come from the model."""

    model_config = ConfigDict(extra="allow")

    id: int
    # The item's page on the site while visitors can see it, else null.
    public_url: str | None
    # Orderable types only.
    order: int | SkipJsonSchema[None] = None
    # Publishable types only (a blog post's is derived from its status).
    published: bool | SkipJsonSchema[None] = None
    # Read-only; types that keep it only.
    updated_at: datetime.datetime | SkipJsonSchema[None] = None
    # What staff should act on (a guide whose figures are due a review); types that give notices only.
    notices: list[str] | SkipJsonSchema[None] = None
    # The newest kept revision of the item (0: none kept yet), on an item read or written alone: a save
    # sends it back as `?base=` and is refused (409) when someone else saved since.
    revision: int | SkipJsonSchema[None] = None


class ContentPageOut(Page[ContentItemOut]):
    pass


class StoredImageOut(Schema):
    """An uploaded image, and an `image` field's value: its stored name (what a write sends) and its URL."""

    name: str
    url: str



class WordsOut(Schema):
    """A run of words of a value: the same in both versions, removed or added."""

    op: Literal["same", "removed", "added"]
    text: str


class DiffRowOut(Schema):
    # The item's number in a list field (from 1); null for the field's one value.
    item: int | None
    en: list[WordsOut]
    # Null for a field in one language (its value is `en`).
    ar: list[WordsOut] | None


class FieldDiffOut(Schema):
    """One field that differs between two versions (content.revisions.diff)."""

    name: str
    label: str
    translated: bool
    rows: list[DiffRowOut]


RevisionAction = Literal["initial", "create", "update", "restore", "publish", "delete", "draft"]


class RevisionOut(Schema):
    id: int
    action: RevisionAction
    # Kept in English, as the audit log's.
    summary: str
    # The staff member's name in the reader's language ("" for a version kept before history began).
    by: str
    at: datetime.datetime
    # The item's id (null: a draft of an item not created yet).
    item: int | None
    # A restore: when the version it brought back was kept; a draft: the version it started from.
    source_at: datetime.datetime | None


class RevisionsOut(Schema):
    # Newest first; the kept versions, then the drafts waiting to be published.
    history: list[RevisionOut]
    drafts: list[RevisionOut]


class RevisionDetailOut(RevisionOut):
    # The item as kept, in the shape of a content item.
    data: dict[str, Any]
    # Against the version before it (a draft: against the live item); every field for the first.
    diff: list[FieldDiffOut]
    # The page rendered with this version in place of the live item, per language (staff only); null
    # for an item shown on no page.
    preview: dict[str, str] | None


class ConflictOut(Schema):
    """A save refused because someone else saved the item after the editor opened it."""

    error: ErrorDetailOut
    by: str
    at: datetime.datetime
    # The newest revision: send it as `?base=` to save over it knowingly.
    revision: int
    # From what this editor started from to what is live now.
    diff: list[FieldDiffOut]


class ReviewDueOut(Schema):
    """A programme guide due for review (content/review.py), for the dashboard."""

    id: int
    # The guide's and its destination's names in the staff member's language.
    title: str
    country: str
    # Why it is due ("never", "change", "age") and the sentence that says so, in the staff member's language.
    why: Literal["never", "change", "age"]
    reason: str
    last_reviewed: datetime.date | None
