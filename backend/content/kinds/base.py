"""What a content kind declares, once, beside its model: where an item is shown (its public path in
each language), its public API shape and endpoints, how the CMS presents it, whether its items are
pages of their own in the sitemap, and the passages it gives site search and the assistant.

Everything that goes through all content (the page-cache signals, the sitemap, site search, the
assistant's knowledge, the CMS registry, the public API) iterates `content.kinds.KINDS`; no other
list of kinds exists (kinds/registry.py says how a kind gets on it). How to add a kind:
docs/architecture.md, "Adding a content kind".
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from django.db.models import Model, QuerySet
from django.http import Http404
from ninja import Router

from lib import i18n
from lib.i18n import LANGS
from lib.markdown import render, sections
from lib.paths import localized_path

from ..facts import expand, expand_both

# What each text of a passage is; search and the assistant each weigh them their own way.
Role = Literal["title", "name", "summary", "answer", "body"]


# What an answer inside a passage is: how long it takes, one requirement, one document to prepare,
# one fee, one step of applying, whom it suits, one of the page's own questions (answered), or a part
# of the page under its heading.
UnitKind = Literal["time", "requirement", "document", "fee", "step", "who", "question", "section"]


@dataclass(frozen=True)
class Unit:
    """One answer inside a passage, in both languages: `text` is what the assistant says, `cue` what
    it answers (a question's wording; by default the text itself), `heading` the heading the page
    shows it under ("Processing time"), which says what it is when its text does not ("About 6 months")."""

    kind: UnitKind
    text: dict[str, str]
    cue: dict[str, str] = field(default_factory=dict, hash=False, compare=False)
    heading: dict[str, str] = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True)
class Passage:
    """A piece of content that search and the assistant can find: `fields` are its texts to index
    (both languages in each), each with what it is (its title, a name, a summary, an answer, the
    rest); `excerpt` is shown under the title in search results; `answer` is what the assistant
    says from it in general, and `units` the particular answers inside it (a guide's processing
    time, each requirement, document and fee, its own questions), so a question gets the sentence
    that answers it rather than the page's summary."""

    key: str
    type: str
    path: str  # language-free: /ar is a prefix on it
    title: dict[str, str]
    excerpt: dict[str, str]
    answer: dict[str, str]
    fields: tuple[tuple[Role, str], ...]
    category: str = ""
    units: tuple[Unit, ...] = field(default=(), hash=False, compare=False)
    # What it is about, by slug: {"country": "canada", "service": "study"} (a guide: both).
    about: dict[str, str] = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True)
class Action:
    """Something staff do to one item other than editing its fields (a guide's "Mark reviewed"): a button on
    the item's CMS screen, `POST /api/admin/content/<kind>/<id>/actions/<key>`, audited under `key`. `run`
    changes and saves the item for the signed-in user, or raises FieldErrors (a 422 naming the field that
    stops it)."""

    key: str
    label: str  # English; the Arabic is adminContent.server.actions.<kind>.<key>
    run: Callable[[Any, Any], None]  # (item, user)
    # What the button does, under it (English; the Arabic is adminContent.server.actions.<kind>.<key>Help).
    help: str = ""


def _published(qs: QuerySet[Any]) -> QuerySet[Any]:
    names = {f.name for f in qs.model._meta.concrete_fields}
    return qs.filter(published=True) if "published" in names else qs


@dataclass(frozen=True)
class Kind:
    key: str  # the CMS's name for it ("services"), also its admin API path
    model: type[Model]
    label: str  # the CMS's heading for it
    list_fields: tuple[str, ...]  # the CMS list's columns, by field name
    markdown: tuple[str, ...] = ()  # text fields written in Markdown (served as sanitised HTML)
    singleton: bool = False
    # The language-free public path of an item, or None for a kind shown on no page.
    path_of: Callable[[Any], str] | None = None
    # The CMS's description of where items appear ("/services/{slug}"), shown to editors.
    page: str | None = None
    # Each published item is a page of its own: listed in the sitemap with its last change.
    in_sitemap: bool = False
    # The published items, as visitors see them (by default: `published=True` where there is one).
    visible: Callable[[QuerySet[Any]], QuerySet[Any]] = _published
    # What the kind gives site search and the assistant, per published item.
    passages: Callable[[Any], list[Passage]] | None = None
    in_search: bool = False
    in_assistant: bool = False
    # When the assistant finds passages of several kinds equally good, the lower number goes first
    # (a FAQ answer before a service's description, that before a destination's).
    assistant_rank: int = 9
    # How much the assistant believes a match in this kind (its score is multiplied by it): a blog
    # post or a legal page answers when nothing written as an answer does.
    assistant_weight: float = 1.0
    # The public read endpoints (mounted under /api/ by content.api).
    router: Router | None = field(default=None, compare=False)
    # The demo records ("module:NAME" under content.demo) and the column that identifies a record, so
    # loading them twice changes nothing (content/demo_loader.py).
    demo: str | None = None
    # (Several columns when only together they identify one: a guide is its country and its slug.)
    demo_key: str | tuple[str, ...] = "slug"
    # What the CMS flags to staff on an item, in its list and on its edit screen (a guide due a review),
    # in the staff member's language ("en" or "ar").
    notices: Callable[[Any, str], list[str]] | None = None
    # The next moment still to come at which an item becomes visible by itself (a post scheduled for later),
    # or None: everything kept from the content is built anew then (content/schedule.py).
    due: Callable[[], Any] | None = None
    # Fields the CMS shows but does not let staff edit (set by an action: a guide's review date).
    read_only: tuple[str, ...] = ()
    actions: tuple[Action, ...] = ()
    # Refuses to delete an item that other content still needs (a fact a text names): raises
    # django's ValidationError naming the field; the CMS answers it as a 422.
    before_delete: Callable[[Any], None] | None = None
    # Refuses, the same way, a change that other content does not allow (a fact's key while a text names
    # it), once the item passed its model's own validation, before the CMS saves it.
    before_save: Callable[[Any], None] | None = None

    def published(self) -> QuerySet[Any]:
        return self.visible(self.model._default_manager.all())

    def is_live(self, obj: Any) -> bool:
        return obj.pk is not None and self.published().filter(pk=obj.pk).exists()

    def path(self, obj: Any) -> str | None:
        return self.path_of(obj) if self.path_of else None

    def paths(self, obj: Any) -> dict[str, str] | None:
        """The item's public path in each language, as the API gives it: {"en": "/x", "ar": "/ar/x"}."""
        path = self.path(obj)
        return {lang: localized_path(path, lang) for lang in LANGS} if path else None


# Helpers the kinds share ---------------------------------------------------------------------------

def tr(obj: Any, name: str) -> dict[str, str]:
    """A bilingual field as served ({"en", "ar"}, Arabic falling back to English), each language with
    the facts it names ([[key]]) in their words (content/facts.py). Kinds read their texts through it."""
    return expand_both(i18n.tr(obj, name))


def text_of(value: dict[str, str]) -> dict[str, str]:
    """A stored bilingual text (an item list's part) as served: Arabic falling back to English, facts
    expanded."""
    return expand_both({"en": value.get("en", ""), "ar": value.get("ar") or value.get("en", "")})


def file_url(value: Any) -> str | None:
    return value.url if value else None


def markdown(obj: Model, name: str) -> dict[str, str]:
    """A bilingual Markdown field rendered to sanitised HTML in both languages."""
    text = tr(obj, name)
    return {"en": render(text["en"]), "ar": render(text["ar"])}


def section_units(obj: Any, name: str) -> tuple[Unit, ...]:
    """The parts of a bilingual Markdown field under its headings, paired by position: each answers
    what its heading names ("How long we keep it")."""
    text = tr(obj, name)
    en, ar = sections(text["en"]), sections(text["ar"])
    return tuple(Unit("section", {"en": e[1], "ar": a[1]}, cue={"en": e[0], "ar": a[0]})
                 for e, a in zip(en, ar, strict=False))


def aliases(obj: Any) -> list[str]:
    """The other names visitors give an item (a destination's "UK", «بريطانيا»; a guide's "Tier 2"): its
    `aliases` field, one per line, English's then Arabic's; each trimmed (inner spaces made single), blank
    lines dropped, and each name once (the first spelling of those that differ only in case). An item
    whose kind keeps no aliases has none. For the assistant; never shown on the site."""
    found: dict[str, str] = {}
    for line in f"{getattr(obj, 'aliases_en', '') or ''}\n{getattr(obj, 'aliases_ar', '') or ''}".splitlines():
        alias = " ".join(line.split())
        if alias:
            found.setdefault(alias.casefold(), alias)
    return list(found.values())


def both(obj: Any, name: str) -> str:
    """Both languages of a bilingual field as one text, for the index."""
    return f"{expand(getattr(obj, name + '_en'), 'en')} {expand(getattr(obj, name + '_ar'), 'ar')}"


def get_or_404(qs: QuerySet[Any], **lookup: Any) -> Any:
    obj = qs.filter(**lookup).first()
    if obj is None:
        raise Http404
    return obj
