"""What the assistant knows: the passages the content kinds give it (content/kinds/: the published
FAQ, services and countries today), each with its answer in both languages and the page it comes
from, plus the destinations' facts, the site settings and the world's other countries. Rebuilt
whenever the content version changes; what questions are read with is built from it (reading.py)."""

import re
from dataclasses import dataclass, field
from typing import Any

from content import kinds
from content.kinds import countries as country_kind
from content.kinds import offices as office_kind
from content.kinds import tr
from content.models import SiteSettings
from content.schedule import stamp
from lib.text_search import normalize, terms
from office.text import business_hours

from . import semantic


@dataclass(frozen=True)
class Passage:
    key: str
    kind: str  # faq, service, country, contact
    path: str  # language-free
    title: dict[str, str]
    answer: dict[str, str]
    category: str = ""
    # The particular answers inside it (content.kinds.Unit: a processing time, a requirement, a
    # document, a fee, one of its own questions), each with the terms it is found by.
    units: tuple[kinds.Unit, ...] = field(default=(), hash=False, compare=False)
    # What it is about, by slug ({"country": "canada", "service": "study"}): what a conversation learns.
    about: dict[str, str] = field(default_factory=dict, hash=False, compare=False)
    # Its kind's assistant_weight: a match in it counts this much.
    weight: float = 1.0
    # The rest of its text (both languages), which a question may match when its summary does not.
    body: str = field(default="", hash=False, compare=False)


@dataclass(frozen=True)
class Place:
    """A country the firm does not advise on (from CLDR's names in both languages)."""

    name: dict[str, str]
    names: tuple[str, ...]  # normalised, both languages


@dataclass(frozen=True)
class CountryFacts:
    slug: str
    path: str
    name: dict[str, str]
    processing_time: dict[str, str]
    experience: dict[str, str]
    names: tuple[str, ...]  # normalised names in both languages, to spot the country in a question


@dataclass
class Knowledge:
    passages: list[Passage]
    countries: list[CountryFacts]
    site: dict[str, Any]
    # The world's other countries (not a destination, not where the office is): a question about one
    # of them is not ours to answer.
    elsewhere: tuple[Place, ...] = ()

    def passage_at(self, path: str) -> Passage | None:
        """The passage a reply's link points at."""
        return next((p for p in self.passages if p.path == path), None)

    def country_passage(self, slug: str) -> Passage | None:
        facts = next((c for c in self.countries if c.slug == slug), None)
        return next((p for p in self.passages if p.kind == "country" and facts and p.path == facts.path), None)


def _passages() -> list[Passage]:
    return [Passage(p.key, p.type, p.path, p.title, p.answer, p.category, p.units, p.about, kind.assistant_weight,
                    " ".join(text for role, text in p.fields if role == "body"))
            for kind, p in kinds.passages_by_kind(assistant=True)]


def _countries() -> list[CountryFacts]:
    facts = []
    for c in country_kind.KIND.published():
        names = {normalize(c.name_en), normalize(c.name_ar or c.name_en), normalize(c.slug.replace("-", " "))}
        facts.append(CountryFacts(c.slug, country_kind.path(c), tr(c, "name"), tr(c, "processing_time"),
                                  tr(c, "experience"), tuple(n for n in names if n)))
    return facts


def _local_terms() -> frozenset[str]:
    """The last two parts of each office's address in both languages: by convention its city and country."""
    found: set[str] = set()
    for office in office_kind.KIND.published():
        for address in (office.address_en, office.address_ar):
            parts = [part for part in re.split("[,،]", address) if part.strip()]
            found.update(terms(" ".join(parts[-2:])))
    return frozenset(found)


def _site() -> dict[str, Any]:
    s = SiteSettings.load()
    office = office_kind.KIND.published().first()
    return {
        "company": tr(s, "company_name"), "phone": s.phone, "email": s.email, "whatsapp": s.whatsapp,
        "hours": {lang: business_hours(s, lang) for lang in ("en", "ar")},
        # How quickly we reply, as the contact page lists it, in one sentence.
        "reply_times": {lang: ("؛ " if lang == "ar" else "; ").join(s.reply_promises(lang)) + "."
                        for lang in ("en", "ar")},
        "address": tr(office, "address") if office else {"en": "", "ar": ""},
        "map_url": office.map_url if office else "",
    }


def _home(site: dict[str, Any]) -> str:
    """The office's country code, from its phone number (+974... is Qatar)."""
    import phonenumbers

    for number in (site["phone"], f"+{site['whatsapp']}" if site["whatsapp"] else ""):
        try:
            region = phonenumbers.region_code_for_number(phonenumbers.parse(number, None))
        except phonenumbers.NumberParseException:
            continue
        if region:
            return str(region)
    return ""


def _elsewhere(countries: list[CountryFacts], local: frozenset[str], home: str) -> tuple[Place, ...]:
    """Every other country of the world: not one of the destinations, not where the office is."""
    from babel import Locale

    ours = {n for c in countries for n in c.names}
    english, arabic = Locale("en").territories, Locale("ar").territories
    found = []
    for code, name in english.items():
        if not (len(code) == 2 and code.isalpha()) or code in ("EU", "EZ", "UN", "ZZ", "QO", home):
            continue
        names = tuple(dict.fromkeys(n for n in (normalize(name), normalize(arabic.get(code, ""))) if n))
        if ours.isdisjoint(names) and not set(terms(name)) <= local:
            found.append(Place({"en": name, "ar": arabic.get(code, name)}, names))
    return tuple(found)


_cache: dict[str, Knowledge] = {}


def current() -> Knowledge:
    version = stamp()  # the content version, and a scheduled post's time (content/schedule.py)
    found = _cache.get(version)
    if found is None:
        countries = _countries()
        site = _site()
        found = Knowledge(
            passages=_passages(),
            countries=countries,
            site=site,
            elsewhere=_elsewhere(countries, _local_terms(), _home(site)),
        )
        _cache.clear()
        _cache[version] = found
        # Semantic retrieval, when an embeddings endpoint is set: the passages' embeddings, in the background.
        semantic.prepare(found)
    return found
