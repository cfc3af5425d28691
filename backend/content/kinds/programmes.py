"""Programme guides: a page each under their country (/countries/<country>/<slug>), listed on the
country's page and on the pages of their related services; searchable and known to the assistant."""

import datetime
from typing import Any

from django.db.models import QuerySet
from django.http import Http404, HttpRequest
from ninja import Query, Router, Schema
from pydantic import Field

from lib import strings
from lib.errors import ErrorOut
from lib.markdown import list_items, plain

from .. import models as m
from .. import review
from ..facts import expand, keys_in, named_keys
from ..schemas import I18n, Paths
from . import countries, facts, services
from .base import Action, Kind, Passage, Role, Unit, both, get_or_404, markdown, text_of, tr
from .facts import FactOut


class ProgrammeCountryOut(Schema):
    slug: str
    path: Paths
    name: I18n


class ProgrammeServiceOut(Schema):
    slug: str
    path: Paths
    title: I18n


class ProgrammeOut(Schema):
    id: int
    slug: str
    path: Paths
    country: ProgrammeCountryOut
    title: I18n
    summary: I18n
    # Set only when a named staff member signed the guide off (content/review.py); then `reviewed_by` is
    # their name (null once their account is gone).
    last_reviewed: datetime.date | None
    reviewed_by: I18n | None
    figures_to_check: bool


class ProgrammeFeeOut(Schema):
    label: I18n
    amount: I18n
    note: I18n
    # The facts it names (their source and check date are in the guide's `facts`).
    facts: list[str]


class ProgrammeSourceOut(Schema):
    name: I18n
    url: str


class ProgrammeDocumentOut(Schema):
    # Stable: the browser remembers a ticked document by it.
    id: str
    label: I18n
    note: I18n


class ProgrammeQuestionOut(Schema):
    q: I18n
    a: I18n


class ProgrammeDetailOut(ProgrammeOut):
    # Sanitised HTML from the Markdown editors write.
    who_for: I18n
    requirements: I18n
    steps: I18n
    fees: list[ProgrammeFeeOut]
    processing_time: I18n
    processing_time_facts: list[str]
    source: ProgrammeSourceOut
    documents: list[ProgrammeDocumentOut]
    faq: list[ProgrammeQuestionOut]
    services: list[ProgrammeServiceOut]
    # Every fact the guide names, wherever: its words, source, check date, checker and status.
    facts: list[FactOut]
    updated_at: datetime.datetime


def _visible(qs: QuerySet[Any]) -> QuerySet[Any]:
    """Published, in a published country."""
    return qs.filter(published=True, country__published=True).select_related("country", "reviewed_by__preference")


def path(p: m.Programme) -> str:
    return f"/countries/{p.country.slug}/{p.slug}"


def _amount(value: str) -> dict[str, str]:
    """A fee's amount (a fact's reference, or a plain figure) in each language."""
    return {lang: expand(value, lang) for lang in ("en", "ar")}


def _keys(*texts: str) -> list[str]:
    return list(dict.fromkeys(key for t in texts for key in keys_in(t)))


def out(p: m.Programme) -> dict[str, Any]:
    c = p.country
    return {
        "id": p.id, "slug": p.slug, "path": KIND.paths(p),
        "country": {"slug": c.slug, "path": countries.KIND.paths(c), "name": tr(c, "name")},
        "title": tr(p, "title"), "summary": tr(p, "summary"), "last_reviewed": p.last_reviewed,
        "reviewed_by": {lang: review.reviewer(p, lang) for lang in ("en", "ar")} if p.reviewed_by_id else None,
        "figures_to_check": review.figures_to_check(p),
    }


def detail(p: m.Programme) -> dict[str, Any]:
    related = [s for s in p.services.all() if s.published]
    return {
        **out(p), "who_for": markdown(p, "who_for"), "requirements": markdown(p, "requirements"),
        "steps": markdown(p, "steps"),
        "fees": [{"label": text_of(f["label"]), "amount": _amount(f["amount"]), "note": text_of(f["note"]),
                  "facts": _keys(f["amount"], *f["label"].values(), *f["note"].values())} for f in p.fees],
        "processing_time": tr(p, "processing_time"),
        "processing_time_facts": _keys(p.processing_time_en, p.processing_time_ar),
        "source": {"name": tr(p, "source_name"), "url": p.source_url},
        "documents": [{"id": d["id"], "label": text_of(d["label"]), "note": text_of(d["note"])} for d in p.documents],
        "faq": [{"q": text_of(f["q"]), "a": text_of(f["a"])} for f in p.faq],
        "services": [{"slug": s.slug, "path": services.KIND.paths(s), "title": tr(s, "title")} for s in related],
        "facts": facts.named_in(named_keys(p)),
        "updated_at": p.updated_at,
    }


def _both_items(items: list[dict[str, Any]], *names: str) -> str:
    return " ".join(f"{expand(item[n]['en'], 'en')} {expand(item[n]['ar'], 'ar')}" for item in items for n in names)


def passages(p: m.Programme) -> list[Passage]:
    country = tr(p.country, "name")
    title = {lang: f"{tr(p, 'title')[lang]} ({country[lang]})" for lang in ("en", "ar")}
    texts: tuple[tuple[Role, str], ...] = (
        ("title", both(p, "title")),
        ("name", both(p.country, "name")),
        ("summary", both(p, "summary")),
        ("body", " ".join((both(p, "who_for"), both(p, "requirements"), both(p, "steps"),
                           _both_items(p.documents, "label"), _both_items(p.fees, "label")))),
        ("answer", _both_items(p.faq, "q", "a")),
    )
    service = next((s.slug for s in p.services.all() if s.published), "")
    return [Passage(f"programme:{p.pk}", "programme", path(p), title, tr(p, "summary"), tr(p, "summary"), texts,
                    units=units(p), about={"country": p.country.slug, "service": service})]


# The heading the guide's page shows each kind of answer under (the page's own UI strings).
HEADINGS = {"time": "programmePage.processingTime", "requirement": "programmePage.requirements",
            "document": "programmePage.checklist", "fee": "programmePage.fee", "step": "programmePage.steps",
            "who": "programmePage.whoFor"}


def _under(kind: str) -> dict[str, str]:
    return {lang: strings.t(HEADINGS[kind], lang) for lang in ("en", "ar")}


def units(p: m.Programme) -> tuple[Unit, ...]:
    """The guide's particular answers: its processing time, each requirement (the Markdown list's
    items, paired by position), each document and fee, and its own questions with their answers;
    each with the heading the page shows it under."""
    found: list[Unit] = []
    time = tr(p, "processing_time")
    if time["en"]:
        found.append(Unit("time", time, heading=_under("time")))
    requirements = {lang: list_items(tr(p, "requirements")[lang]) for lang in ("en", "ar")}
    found += [Unit("requirement", {"en": en, "ar": ar}, heading=_under("requirement"))
              for en, ar in zip(requirements["en"], requirements["ar"], strict=False)]
    for d in p.documents:
        label, note = text_of(d["label"]), text_of(d["note"])
        found.append(Unit("document", {lang: f"{label[lang]}{': ' + note[lang] if note[lang] else ''}"
                                       for lang in ("en", "ar")}, heading=_under("document")))
    for f in p.fees:
        label, note = text_of(f["label"]), text_of(f["note"])
        amount = _amount(f["amount"])
        found.append(Unit("fee", {lang: f"{label[lang]}: {amount[lang]}{' (' + note[lang] + ')' if note[lang] else ''}"
                                  for lang in ("en", "ar")}, heading=_under("fee")))
    steps = {lang: list_items(tr(p, "steps")[lang]) for lang in ("en", "ar")}
    found += [Unit("step", {"en": en, "ar": ar}, heading=_under("step"))
              for en, ar in zip(steps["en"], steps["ar"], strict=False)]
    who = {lang: plain(text) for lang, text in tr(p, "who_for").items()}
    if who["en"]:
        found.append(Unit("who", who, heading=_under("who")))
    found += [Unit("question", text_of(q["a"]), cue=text_of(q["q"])) for q in p.faq]
    return tuple(found)


router = Router(tags=["content"])


class ProgrammeQuery(Schema):
    # A country's guides (its slug), or a service's (its slug or the last part of its address).
    country: str = Field("", max_length=80)
    service: str = Field("", max_length=80)


@router.get("programmes", response={200: list[ProgrammeOut], 404: ErrorOut})
def programmes_list(request: HttpRequest, query: Query[ProgrammeQuery]) -> Any:
    """Published guides; with `country` or `service`, only theirs. An unknown one is a 404."""
    qs = KIND.published()
    if query.country:
        qs = qs.filter(country=get_or_404(countries.KIND.published(), slug=query.country.strip().lower()))
    if query.service:
        wanted = query.service.strip().lower()
        found = next((s for s in services.KIND.published()
                      if wanted in (s.slug, services.path(s).rsplit("/", 1)[-1])), None)
        if found is None:
            raise Http404
        qs = qs.filter(services=found)
    # A service's guides span destinations: grouped by destination, in the destinations' order.
    return [out(p) for p in qs.order_by("country__order", "country__id", "order", "id")]


@router.get("programmes/{country}/{slug}", response=ProgrammeDetailOut)
def programme_detail(request: HttpRequest, country: str, slug: str) -> Any:
    p = get_or_404(KIND.published().prefetch_related("services"), country__slug=country, slug=slug)
    return detail(p)


KIND = Kind(
    key="programmes", model=m.Programme, label="Programme guides",
    list_fields=("title", "country", "last_reviewed", "reviewed_by", "published"),
    markdown=("who_for", "requirements", "steps"), path_of=path, page="/countries/{country}/{slug}",
    in_sitemap=True, visible=_visible, passages=passages, in_search=True, in_assistant=True, assistant_rank=1,
    router=router, demo="programmes:PROGRAMMES", demo_key=("country", "slug"), notices=review.notices,
    # Reviewed only by signing the guide off, never by typing a date.
    read_only=("last_reviewed", "reviewed_by"),
    actions=(Action("review", "Mark reviewed", review.mark_reviewed,
                    help="Records that you checked every figure against the official source today, with your name."),),
)
