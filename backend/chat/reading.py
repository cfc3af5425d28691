"""What the assistant reads questions with, built once per content version from data, never from
word lists in code:

- the names of the destinations and programme guides (their titles and the aliases editors give
  them on the Country and Programme content), to find them in a message (`names.py`);
- what visitors want, learned from example sentences in both languages (`intents.json`, plus the
  sentences editors attach from the assistant's inbox, `models.Example`): intents (a person, the
  hours, our fees, out of scope...) and the field asked about a programme (fee, time, documents...);
- the answers it can give, each on its own (a guide's fee, time, each requirement, document, step
  and question; a page's summary; an FAQ answer), with where they belong (kind, destination,
  programme), in one character n-gram space."""

import re
from dataclasses import dataclass

from content import kinds
from content import models as m
from content.kinds import programmes as programme_kind
from lib import strings
from lib.ngrams import Space

from . import knowledge
from .language import intents_file
from .models import Example
from .names import Name, Names, name_words

FIELD = "field:"
# A guide's title without its bracket ("Skilled Independent visa (subclass 189)" -> also
# "Skilled Independent visa", "subclass 189" and "189").
_BRACKET = re.compile(r"\s*\(([^)]*)\)\s*")
_NUMBER = re.compile(r"\b\d{3,}\b")


@dataclass(frozen=True)
class Doc:
    """One thing the assistant can say: a unit of a passage, or the passage as a whole (unit None)."""

    passage: knowledge.Passage
    unit: kinds.Unit | None
    kind: str  # the unit's kind, "summary" for the passage as a whole
    country: str  # the destination it belongs to (slug), or ""
    programme: str  # the guide it belongs to (path), or ""


class Classifier:
    """Nearest example sentences: a label's score is the mean of its two most similar examples."""

    def __init__(self, examples: list[tuple[str, str]]) -> None:
        self.labels = [label for label, _ in examples]
        self.space = Space([text for _, text in examples])

    def scores(self, text: str) -> list[tuple[str, float]]:
        best: dict[str, list[float]] = {}
        for i, score in self.space.similar(text).items():
            best.setdefault(self.labels[i], []).append(score)
        ranked = [(label, sum(sorted(s, reverse=True)[:2]) / 2) for label, s in best.items()]
        return sorted(ranked, key=lambda found: -found[1])


class Taught:
    """The sentences editors attached from the inbox (models.Example), each with its target (a passage's key
    or intent:<name>): a message nearly the same as one of them is answered with its target."""

    def __init__(self, examples: list[tuple[str, str]]) -> None:
        self.targets = [target for target, _ in examples]
        self.space = Space([text for _, text in examples])

    def best(self, text: str) -> tuple[str, float] | None:
        found = self.space.similar(text) if self.targets else {}
        if not found:
            return None
        i = max(found, key=lambda k: found[k])
        return self.targets[i], found[i]


@dataclass
class Reading:
    kb: knowledge.Knowledge  # what it was built from
    names: Names
    places: Names
    classifier: Classifier
    docs: list[Doc]
    space: Space
    guides: dict[str, knowledge.Passage]  # a guide's path -> its passage
    guide_country: dict[str, str]  # a guide's path -> its destination's slug
    taught: Taught


def _guide_names(title: str) -> list[str]:
    """A title, the title without its bracket, each part of the bracket, and the form's number."""
    found = [title, _BRACKET.sub(" ", title)]
    for inside in _BRACKET.findall(title):
        found += [part for part in re.split(r"[,،]", inside) if part.strip()]
        found += _NUMBER.findall(inside)
    return found


def _names(kb: knowledge.Knowledge) -> Names:
    found: list[Name] = []
    for c in m.Country.objects.filter(published=True):
        for text in {c.name_en, c.name_ar, c.slug.replace("-", " "), *kinds.aliases(c)}:
            found.append(Name("country", c.slug, name_words(text)))
    for p in m.Programme.objects.filter(published=True).select_related("country"):
        path = programme_kind.path(p)
        for text in {*_guide_names(p.title_en), *_guide_names(p.title_ar), *kinds.aliases(p)}:
            found.append(Name("programme", path, name_words(text)))
    known = {n.key for n in found if n.kind == "country"}
    return Names([n for n in found if n.kind == "programme" or n.key in known])


def examples() -> list[tuple[str, str]]:
    """The example sentences of the intents and fields (intents.json and editors' intent sentences), by label."""
    data = intents_file()
    found = [(name, text) for name, entry in data.get("intents", {}).items() for lang in ("en", "ar")
             for text in entry.get(lang, [])]
    found += [(FIELD + name, text) for name, entry in data.get("fields", {}).items() for lang in ("en", "ar")
              for text in entry.get(lang, [])]
    found += [(e.target.removeprefix("intent:"), e.text) for e in Example.objects.filter(target__startswith="intent:")]
    return found


def _doc_text(doc: Doc) -> str:
    p, unit = doc.passage, doc.unit
    if unit is None:
        return p.body if doc.kind == "body" else " ".join((*p.title.values(), *p.answer.values()))
    heading = " ".join(unit.heading.values())
    if unit.cue:
        # A question is found by its wording first, by the words of its answer too.
        cue = " ".join(unit.cue.values())
        return f"{cue} {cue} {' '.join(unit.text.values())}"
    return f"{heading} {' '.join(unit.text.values())}".strip()


def _doc(p: knowledge.Passage, unit: kinds.Unit | None, kind: str) -> Doc:
    """An answer of a passage, placed where the passage belongs (its destination, its guide)."""
    return Doc(p, unit, kind, p.about.get("country", ""), p.path if p.kind == "programme" else "")


def _docs(kb: knowledge.Knowledge) -> tuple[list[Doc], list[str]]:
    docs: list[Doc] = []
    for p in kb.passages:
        docs.append(_doc(p, None, "summary"))
        docs += [_doc(p, u, u.kind) for u in p.units]
        if p.body and not p.units:
            # A page without answers inside it is also found by the rest of its text.
            docs.append(_doc(p, None, "body"))
    for c in kb.countries:
        page = kb.country_passage(c.slug)
        if page is not None and c.processing_time["en"]:
            heading = {lang: strings.t("countriesPage.processingTime", lang) for lang in ("en", "ar")}
            docs.append(_doc(page, kinds.Unit("time", c.processing_time, heading=heading), "time"))
    texts = [_doc_text(d) for d in docs]
    # An editor's sentence for a passage reads as one more way to ask for its summary.
    by_key = {p.key: p for p in kb.passages}
    for e in Example.objects.exclude(target__startswith="intent:"):
        passage = by_key.get(e.target)
        if passage is not None:
            docs.append(_doc(passage, None, "summary"))
            texts.append(e.text)
    return docs, texts


def _places(kb: knowledge.Knowledge) -> Names:
    """The world's other countries (CLDR's names in both languages), by their index in kb.elsewhere."""
    return Names([Name("elsewhere", str(i), name_words(n)) for i, place in enumerate(kb.elsewhere)
                  for n in place.names], fuzzy=False)


_cache: list[tuple[knowledge.Knowledge, Reading]] = []
# An editor's sentence is added or removed by bumping the content version (chat/signals.py), which
# gives a new Knowledge, so the reading is built again.


def of(kb: knowledge.Knowledge) -> Reading:
    """The reading of this knowledge (one content version), built the first time it is asked for."""
    if _cache and _cache[0][0] is kb:
        return _cache[0][1]
    docs, texts = _docs(kb)
    guide_country = {p.path: p.about.get("country", "") for p in kb.passages if p.kind == "programme"}
    found = Reading(kb, _names(kb), _places(kb), Classifier(examples()), docs, Space(texts),
                    {p.path: p for p in kb.passages if p.kind == "programme"}, guide_country,
                    Taught([(e.target, e.text) for e in Example.objects.all()]))
    _cache[:] = [(kb, found)]
    return found
