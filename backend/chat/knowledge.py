"""What the assistant knows: the passages the content kinds give it (content/kinds/: the published
FAQ, services and countries today), each with its answer in both languages and the page it comes
from, plus the destinations' facts and the site settings. The passages and their search index are
rebuilt whenever the content version changes."""

import bisect
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from rapidfuzz.distance import OSA

from content import kinds
from content import models as m
from content.kinds import countries as country_kind
from content.kinds import offices as office_kind
from content.models import SiteSettings
from leads.notifications import business_hours
from lib.i18n import tr
from lib.text_search import Document, Hit, Index, normalize, terms

TITLE, SUMMARY, BODY = 4.0, 2.0, 1.0
# How much each kind of text weighs for a visitor's question. A destination named in a question is a
# weaker signal than its topic (study, work, family): "study in the UK" belongs on the study page,
# "how long for the UK" is caught by the engine. An answer is what a question is matched to least.
WEIGHTS = {"title": TITLE, "name": SUMMARY, "summary": SUMMARY, "answer": BODY, "body": BODY}
# Title coverage: how much of a passage's title (by IDF) the question contains, added to its BM25
# score times this. "work visa" covers half of "Work permits" but only the common third of
# "Visit & travel visas"; BM25 alone lets the long pages that use every common word win.
TITLE_BONUS = 3.0
GUESS_WEIGHT = 0.5
_ARABIC = re.compile("[\u0600-\u06ff]")
_VERB_PREFIXES = "ايتن"


class ChatIndex(Index):
    """The site's search index with three changes for a visitor's short questions: a bonus for the
    passages whose title the question covers; no guessing of short Arabic words (an edit away from
    a four-letter Arabic word is usually another word: اكمل "complete" is not امل "hope"), except
    the present-tense prefix; and the vocabulary kept sorted and by length, so that guessing a
    misspelt word does not scan all of it.

    One index serves every request thread of a process: it is never changed after it is built, and
    what a term expands to is remembered (a bounded, thread-safe cache of this index's own)."""

    def __init__(self, documents: list[Document], noise: frozenset[str] = frozenset()) -> None:
        super().__init__(documents)
        # Filler words the site happens to use ("whether"): never the meaning of a misspelt word.
        self._noise = noise
        self._titles = [
            [set(terms(text)) for text, weight in doc.fields if weight == TITLE] for doc in self.documents
        ]
        self._tf_by_key = {doc.key: tf for doc, tf in zip(self.documents, self._tf, strict=True)}
        self._title_by_key = {
            doc.key: set().union(*titles) for doc, titles in zip(self.documents, self._titles, strict=True)
        }
        self._sorted = sorted(self.vocabulary)
        self._by_length: dict[int, list[str]] = {}
        for v in self._sorted:
            self._by_length.setdefault(len(v), []).append(v)
        # What a term stands for and the part that is only a typo guess, remembered per term.
        self._expanded = lru_cache(maxsize=8192)(self._expand_uncached)

    def _starting_with(self, prefix: str, limit: int) -> list[str]:
        found: list[str] = []
        i = bisect.bisect_left(self._sorted, prefix)
        while i < len(self._sorted) and len(found) < limit and self._sorted[i].startswith(prefix):
            found.append(self._sorted[i])
            i += 1
        return found

    def expand(self, term: str) -> list[str]:
        return list(self._expanded(term)[0])

    def _expand_uncached(self, term: str) -> tuple[tuple[str, ...], frozenset[str]]:
        if term in self.vocabulary or len(term) < 3:
            return (term,), frozenset()
        if _ARABIC.search(term) and len(term) < 5:
            found = [v for v in self._starting_with(term, 4) if len(v) - len(term) <= 1]
            # A present-tense verb keeps its prefix through the stemmer: ادفع / يدفع / ندفع -> دفع.
            if term[0] in _VERB_PREFIXES and term[1:] in self.vocabulary:
                found.append(term[1:])
            return tuple(found or [term]), frozenset()
        # As Index.expand: indexed terms it begins, an indexed stem it begins with, one typo away.
        found = self._starting_with(term, 8)
        if not found and len(term) >= 5:
            found = [term[:n] for n in range(len(term) - 1, 4, -1) if term[:n] in self.vocabulary][:1]
        if not found and len(term) >= 4:
            limit = 1 if len(term) < 7 else 2
            near = (v for n in range(len(term) - limit, len(term) + limit + 1) for v in self._by_length.get(n, ()))
            found = [v for v in near
                     if v not in self._noise and OSA.distance(term, v, score_cutoff=limit) <= limit][:4]
            # Terms reached by a typo guess count for half: "weather" is one edit from "whether".
            return tuple(found or [term]), frozenset(found)
        return tuple(found or [term]), frozenset()

    def meanings(self, term: str) -> tuple[frozenset[str], frozenset[str]]:
        """What a query term stands for in the index: the terms it is or begins (or an indexed stem it
        begins with), and apart, the terms that are only a typo guess."""
        expanded, guesses = self._expanded(term)
        found = set(expanded) & self.vocabulary
        guessed = frozenset(found & guesses)
        return frozenset(found - guessed), guessed

    def idf(self, term: str) -> float:
        return self._idf.get(term, 0.0)

    def terms_of(self, key: str) -> dict[str, float]:
        return self._tf_by_key.get(key, {})

    def title_of(self, key: str) -> set[str]:
        return self._title_by_key.get(key, set())

    def coverage(self, position: int, query_terms: set[str]) -> float:
        """The share of the best-covered title (one per language) that the query contains, by IDF."""
        best = 0.0
        for title in self._titles[position]:
            total = sum(self._idf.get(t, 0.0) for t in title)
            if total:
                best = max(best, sum(self._idf.get(t, 0.0) for t in title & query_terms) / total)
        return best

    def search(self, query: str, limit: int = 10, exclude: frozenset[str] = frozenset()) -> list[Hit]:
        weights: dict[str, float] = {}
        for q in dict.fromkeys(terms(query)):
            if q in exclude:
                continue
            expanded, guesses = self._expanded(q)
            for t in expanded:
                weights[t] = max(weights.get(t, 0.0), GUESS_WEIGHT if t in guesses else 1.0)
        if not weights:
            return []
        query_terms = list(weights)
        wanted = set(query_terms)
        hits = []
        for position, (doc, tf, length) in enumerate(zip(self.documents, self._tf, self._len, strict=True)):
            score = 0.0
            for term in query_terms:
                f = tf.get(term)
                if f:
                    norm = self.K1 * (1 - self.B + self.B * length / self._avg)
                    score += weights[term] * self._idf[term] * f * (self.K1 + 1) / (f + norm)
            if score > 0:
                weight = doc.payload["passage"].weight if "passage" in doc.payload else 1.0
                hits.append(Hit(doc, weight * (score + TITLE_BONUS * self.coverage(position, wanted))))
        hits.sort(key=lambda h: h.score, reverse=True)
        return hits[:limit]


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
    # Per unit: the terms of its cue (a question's wording; else its text) and of its text.
    unit_terms: tuple[tuple[frozenset[str], frozenset[str]], ...] = field(default=(), hash=False, compare=False)
    # What it is about, by slug ({"country": "canada", "service": "study"}): what a conversation learns.
    about: dict[str, str] = field(default_factory=dict, hash=False, compare=False)
    # Its kind's assistant_weight: a match in it counts this much.
    weight: float = 1.0


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
    index: "ChatIndex"
    countries: list[CountryFacts]
    site: dict[str, Any]
    # The stems of every destination's names (both languages, and the words visitors use for them).
    country_terms: frozenset[str] = frozenset()
    # Passages that are not about one destination but name several ("Which countries do you help with?").
    country_listing_keys: frozenset[str] = frozenset()
    # The stems of the office's city and country ("Doha", "Qatar"): every visitor is there, so a
    # question naming them is not yet about anything the site answers.
    local_terms: frozenset[str] = frozenset()
    # The world's other countries: a question about one of them is not ours to answer.
    elsewhere: tuple[Place, ...] = ()

    def passage_at(self, path: str) -> Passage | None:
        """The passage a reply's link points at."""
        return next((p for p in self.passages if p.path == path), None)

    def guides_of(self, country: CountryFacts) -> list[Passage]:
        """The destination's programme guides, in the editors' order (its main route first)."""
        return [p for p in self.passages if p.kind == "programme" and p.path.startswith(country.path + "/")]

    def country_passage(self, slug: str) -> Passage | None:
        facts = next((c for c in self.countries if c.slug == slug), None)
        return next((p for p in self.passages if p.kind == "country" and facts and p.path == facts.path), None)


def _text(obj: Any, name: str) -> str:
    return f"{getattr(obj, name + '_en')} {getattr(obj, name + '_ar')}"


def _passages() -> list[tuple[Passage, list[tuple[str, float]]]]:
    return [
        (Passage(p.key, p.type, p.path, p.title, p.answer, p.category, p.units,
                 tuple(_unit_terms(u) for u in p.units), p.about, kind.assistant_weight),
         [(text, WEIGHTS[role]) for role, text in p.fields])
        for kind, p in kinds.passages_by_kind(assistant=True)
    ]


def _unit_terms(unit: kinds.Unit) -> tuple[frozenset[str], frozenset[str]]:
    """What a unit is found by, in both languages: its cue (a question's wording, else its text) and its text."""
    text = frozenset(terms(" ".join(unit.text.values())))
    return (frozenset(terms(" ".join(unit.cue.values()))) if unit.cue else text), text


def _countries() -> list[CountryFacts]:
    facts = []
    for c in country_kind.KIND.published():
        names = {normalize(c.name_en), normalize(c.name_ar or c.name_en), normalize(c.slug.replace("-", " "))}
        facts.append(CountryFacts(c.slug, country_kind.path(c), tr(c, "name"), tr(c, "processing_time"),
                                  tr(c, "experience"), tuple(n for n in names if n)))
    return facts


def _country_terms() -> frozenset[str]:
    from .lexicon import SYNONYMS

    names = [_text(c, "name") for c in country_kind.KIND.published()]
    country_words = {normalize(n) for text in names for n in text.split()}
    # Visitor words that stand for a destination ("uk", "canadian", "بريطانيا").
    aliases = [k for k, v in SYNONYMS.items() if set(normalize(v).split()) & country_words]
    return frozenset(terms(" ".join(names + aliases)))


def _local_terms() -> frozenset[str]:
    """The last two parts of each office's address in both languages: by convention its city and country."""
    found: set[str] = set()
    for office in office_kind.KIND.published():
        for address in (office.address_en, office.address_ar):
            parts = [part for part in re.split("[,،]", address) if part.strip()]
            found.update(terms(" ".join(parts[-2:])))
    return frozenset(found)


def _noise() -> frozenset[str]:
    from .lexicon import FILLERS

    return frozenset(terms(" ".join(FILLERS)))


def _site() -> dict[str, Any]:
    s = SiteSettings.load()
    office = office_kind.KIND.published().first()
    return {
        "company": tr(s, "company_name"), "phone": s.phone, "email": s.email, "whatsapp": s.whatsapp,
        "hours": {lang: business_hours(s, lang) for lang in ("en", "ar")},
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


# A passage naming this many destinations or more lists them rather than being about one of them.
LISTING = 3


def _listings(passages: list[Passage], countries: list[CountryFacts]) -> frozenset[str]:
    found = set()
    for p in passages:
        if p.kind == "country":
            continue
        words = normalize(" ".join((p.title["en"], p.answer["en"], p.title["ar"], p.answer["ar"]))).split()
        text = f" {' '.join(words)} "
        named = sum(1 for c in countries if any(f" {n} " in text or f" و{n} " in text for n in c.names))
        if named >= LISTING:
            found.add(p.key)
    return frozenset(found)


_cache: dict[int, Knowledge] = {}


def current() -> Knowledge:
    version = m.ContentVersion.current()
    found = _cache.get(version)
    if found is None:
        built = _passages()
        passages = [p for p, _ in built]
        countries = _countries()
        site = _site()
        found = Knowledge(
            passages=passages,
            index=ChatIndex([Document(p.key, fields, {"passage": p}) for p, fields in built], _noise()),
            countries=countries,
            site=site,
            country_terms=_country_terms(),
            country_listing_keys=_listings(passages, countries),
            local_terms=(local := _local_terms()),
            elsewhere=_elsewhere(countries, local, _home(site)),
        )
        _cache.clear()
        _cache[version] = found
        # Semantic retrieval, when an embeddings endpoint is set: the passages' embeddings, in the background.
        from . import semantic

        semantic.prepare(found)
    return found
