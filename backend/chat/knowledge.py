"""What the assistant knows: passages built from the published FAQ, services, countries and the
site settings, each with its answer in both languages and the page it comes from. The passages
and their search index are rebuilt whenever the content version changes."""

from dataclasses import dataclass
from typing import Any

from content import models as m
from content.models import SiteSettings
from leads.notifications import business_hours
from lib.i18n import tr
from lib.text_search import Document, Index, normalize, terms

TITLE, SUMMARY, BODY = 4.0, 2.0, 1.0


@dataclass(frozen=True)
class Passage:
    key: str
    kind: str  # faq, service, country, contact
    path: str  # language-free
    title: dict[str, str]
    answer: dict[str, str]
    category: str = ""


@dataclass(frozen=True)
class CountryFacts:
    slug: str
    name: dict[str, str]
    processing_time: dict[str, str]
    success_rate: dict[str, str]
    names: tuple[str, ...]  # normalised names in both languages, to spot the country in a question


@dataclass
class Knowledge:
    passages: list[Passage]
    index: Index
    countries: list[CountryFacts]
    site: dict[str, Any]
    # The stems of every destination's names (both languages, and the words visitors use for them).
    country_terms: frozenset[str] = frozenset()


def _text(obj: Any, name: str) -> str:
    return f"{getattr(obj, name + '_en')} {getattr(obj, name + '_ar')}"


def _first_paragraph(markdown: str) -> str:
    for block in markdown.split("\n\n"):
        block = block.strip()
        if block and not block.startswith(("#", "-", "*", "1.", "|")):
            return block
    return ""


def service_path(slug: str) -> str:
    return "/services/invest" if slug == "investment" else f"/services/{slug}"


def _passages() -> list[tuple[Passage, list[tuple[str, float]]]]:
    out: list[tuple[Passage, list[tuple[str, float]]]] = []
    for f in m.FaqItem.objects.filter(published=True):
        p = Passage(f"faq:{f.pk}", "faq", f"/faq#faq-{f.pk}", tr(f, "question"), tr(f, "answer"), f.category)
        out.append((p, [(_text(f, "question"), TITLE), (_text(f, "answer"), BODY)]))
    for s in m.Service.objects.filter(published=True):
        answer = {
            lang: " ".join(x for x in (tr(s, "summary")[lang], _first_paragraph(tr(s, "body")[lang])) if x)
            for lang in ("en", "ar")
        }
        p = Passage(f"service:{s.pk}", "service", service_path(s.slug), tr(s, "title"), answer)
        out.append((p, [(_text(s, "title"), TITLE), (_text(s, "summary"), SUMMARY), (_text(s, "body"), BODY)]))
    for c in m.Country.objects.filter(published=True):
        p = Passage(f"country:{c.pk}", "country", f"/countries/{c.slug}", tr(c, "name"), tr(c, "summary"))
        # A destination named in a question is a weaker signal than its topic (study, work, family):
        # "study in the UK" belongs on the study page, "how long for the UK" is caught by the engine.
        out.append((p, [(_text(c, "name"), SUMMARY), (_text(c, "summary"), SUMMARY), (_text(c, "body"), BODY)]))
    return out


def _countries() -> list[CountryFacts]:
    facts = []
    for c in m.Country.objects.filter(published=True):
        names = {normalize(c.name_en), normalize(c.name_ar or c.name_en), normalize(c.slug.replace("-", " "))}
        facts.append(CountryFacts(c.slug, tr(c, "name"), tr(c, "processing_time"), tr(c, "success_rate"),
                                  tuple(n for n in names if n)))
    return facts


def _country_terms() -> frozenset[str]:
    from .lexicon import SYNONYMS

    names = [_text(c, "name") for c in m.Country.objects.filter(published=True)]
    country_words = {normalize(n) for text in names for n in text.split()}
    # Visitor words that stand for a destination ("uk", "canadian", "بريطانيا").
    aliases = [k for k, v in SYNONYMS.items() if set(normalize(v).split()) & country_words]
    return frozenset(terms(" ".join(names + aliases)))


def _site() -> dict[str, Any]:
    s = SiteSettings.load()
    office = m.Office.objects.filter(published=True).first()
    return {
        "company": tr(s, "company_name"), "phone": s.phone, "email": s.email, "whatsapp": s.whatsapp,
        "hours": {lang: business_hours(s, lang) for lang in ("en", "ar")},
        "address": tr(office, "address") if office else {"en": "", "ar": ""},
        "map_url": office.map_url if office else "",
    }


_cache: dict[int, Knowledge] = {}


def current() -> Knowledge:
    version = m.ContentVersion.current()
    found = _cache.get(version)
    if found is None:
        built = _passages()
        found = Knowledge(
            passages=[p for p, _ in built],
            index=Index(Document(p.key, fields, {"passage": p}) for p, fields in built),
            countries=_countries(),
            site=_site(),
            country_terms=_country_terms(),
        )
        _cache.clear()
        _cache[version] = found
    return found
