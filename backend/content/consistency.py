"""One fact, one place: finds where the content states a figure twice, or differently.

1. Two facts about the same thing (the same topic, for the same destination and programme) with
   different words: one of them is wrong.
2. A sentence of any content text (every kind, both languages, Markdown or plain, the items of a
   guide's lists too) that states a figure of a topic literally, outside a fact's reference: a
   processing time, a fee with its currency, an attestation, police-certificate or language-test
   rule. What counts as each (the subject's words in each language, the value's patterns) is data,
   content/data/consistency.json; nothing here is written for one destination.

`problems()` lists them, each with a message that names the page, the field, the sentence and the fact
it should reference; content/tests/test_consistency.py fails on any in the demo content.
"""

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cache
from pathlib import Path
from typing import Any

from django.db import models

from . import facts as fact_texts
from . import models as m
from .kinds import KINDS, Kind

_FILE = Path(__file__).parent / "data" / "consistency.json"
# What a reference becomes while a sentence is read: it states nothing literally.
_PLACEHOLDER = "\u2063"
_SENTENCE_END = re.compile(r"(?<=[.!?؟])\s+|[;؛]\s+")
_MARKUP = re.compile(r"^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)")
_LINK = re.compile(r"\[([^\[\]]+)\]\([^)]*\)")


@dataclass(frozen=True)
class Detector:
    name: str
    label: str
    facts: dict[str, str]
    subject: dict[str, tuple[re.Pattern[str], ...]]
    value: dict[str, tuple[re.Pattern[str], ...]]
    # Sentences not read for this detector (a list of tests where they are taken, not which count).
    unless: dict[str, tuple[re.Pattern[str], ...]]
    # The value must be this close to the subject's words (characters); 0: anywhere in the sentence.
    near: int = 0
    # Fields whose name is the subject (a country's processing_time, a fee's amount): any value in them
    # counts. A part of an item list is named by its own name ("fees 2 amount" by "amount").
    fields: tuple[str, ...] = ()
    # The content kinds it reads (their keys); empty: all.
    kinds: tuple[str, ...] = ()

    def reads(self, kind: Kind) -> bool:
        return not self.kinds or kind.key in self.kinds

    def states(self, sentence: str, lang: str, field: str = "") -> str | None:
        """The literal value the sentence states about the subject; else None. A question states nothing."""
        if sentence.rstrip().endswith(("?", "؟")) or any(p.search(sentence) for p in self.unless.get(lang, ())):
            return None
        if field.split(" ")[-1] in self.fields:
            return next((found.group(0) for p in self.value.get(lang, ()) if (found := p.search(sentence))), None)
        subjects = [s.span() for p in self.subject.get(lang, ()) for s in p.finditer(sentence)]
        if not subjects:
            return None
        for pattern in self.value.get(lang, ()):
            for found in pattern.finditer(sentence):
                start, end = found.span()
                if not self.near or any(start - self.near <= s_end and s_start <= end + self.near
                                        for s_start, s_end in subjects):
                    return found.group(0)
        return None


def _compile(patterns: list[str], lang: str) -> tuple[re.Pattern[str], ...]:
    # Whole words in English; Arabic joins prefixes (و، ب، ال) to its words, so a part of a word counts.
    wrap = (lambda p: rf"(?<!\w)(?:{p})(?!\w)") if lang == "en" else (lambda p: p)
    return tuple(re.compile(wrap(p), re.IGNORECASE) for p in patterns)


def detectors(data: dict[str, Any] | None = None) -> list[Detector]:
    """The detectors of `data` (by default content/data/consistency.json)."""
    data = data if data is not None else _data()
    def patterns(spec: dict[str, list[str]]) -> dict[str, tuple[re.Pattern[str], ...]]:
        return {lang: _compile(words, lang) for lang, words in spec.items()}

    return [Detector(name, spec["label"], spec["facts"], patterns(spec["subject"]), patterns(spec["value"]),
                     patterns(spec.get("except", {})), spec.get("near", 0), tuple(spec.get("fields", ())),
                     tuple(spec.get("kinds", ())))
            for name, spec in data["detectors"].items()]


@cache
def _data() -> dict[str, Any]:
    return json.loads(_FILE.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Problem:
    page: str
    field: str
    sentence: str
    message: str


# Reading the content -------------------------------------------------------------------------------

def _where(kind: Kind, obj: Any) -> str:
    path = kind.path(obj)
    return f"{kind.label} «{obj}»" + (f" ({path})" if path else "")


def _country_of(obj: Any) -> str:
    """The destination an item is about, by slug ("" when it is about none)."""
    if isinstance(obj, m.Country):
        return obj.slug
    country = getattr(obj, "country", None)
    return country.slug if isinstance(country, m.Country) else ""


def _texts(obj: models.Model) -> list[tuple[str, str, str]]:
    """(field, language, text) for every text of an item: its bilingual columns, and every text inside
    its item lists (a part in both languages, or a plain one such as a fee's amount)."""
    out: list[tuple[str, str, str]] = []
    names = {f.name for f in obj._meta.concrete_fields}
    for f in obj._meta.concrete_fields:
        value = getattr(obj, f.attname)
        base, _, lang = f.name.rpartition("_")
        if isinstance(value, str) and lang in ("en", "ar") and {f"{base}_en", f"{base}_ar"} <= names:
            if not base.startswith("aliases"):
                out.append((base, lang, value))
        elif isinstance(f, models.JSONField) and isinstance(value, list):
            # In the list's declared order of parts and in English then Arabic, not the stored JSON's key order
            # (PostgreSQL's jsonb keeps an object's keys in an order of its own).
            declared = [part.name for part in getattr(f, "parts", ())]
            for n, item in enumerate(value, start=1):
                if not isinstance(item, dict):
                    continue
                for part in declared or sorted(item):
                    text = item.get(part)
                    if isinstance(text, dict):
                        out += [(f"{f.name} {n} {part}", lang, text[lang]) for lang in ("en", "ar")
                                if isinstance(text.get(lang), str)]
                    elif isinstance(text, str) and part not in ("id",):
                        out.append((f"{f.name} {n} {part}", "en", text))
    return out


def sentences(text: str) -> list[str]:
    """A text (Markdown or plain) as its sentences: line by line, without list and heading marks, split
    after a full stop, a question mark or a semicolon."""
    found: list[str] = []
    for line in (text or "").splitlines():
        line = _LINK.sub(r"\1", _MARKUP.sub("", line)).replace("**", "").strip()
        found += [s.strip() for s in _SENTENCE_END.split(line) if s.strip()]
    return found


# Which fact a sentence should name ----------------------------------------------------------------

def _candidates(detector: Detector, country: str, literal: str) -> list[str]:
    """The facts a literal figure should be a reference to: those of the detector's kind or topic, of
    the item's destination first, the one with the same amount before the others."""
    pool = [f for f in fact_texts.by_key().values()
            if all(getattr(f, name) == value for name, value in detector.facts.items())]
    if country:
        pool = [f for f in pool if f.country is None or f.country.slug == country] or pool
    digits = re.sub(r"[^\d.]", "", literal)
    try:
        amount = Decimal(digits) if digits else None
    except InvalidOperation:
        amount = None
    pool.sort(key=lambda f: (f.amount != amount if amount is not None else False,
                             bool(country) and (f.country is None or f.country.slug != country), f.key))
    return [f.key for f in pool[:3]]


def _advice(detector: Detector, country: str, literal: str) -> str:
    keys = _candidates(detector, country, literal)
    if keys:
        return "reference the fact instead: " + " or ".join(f"[[{k}]]" for k in keys)
    wanted = " ".join(f"{name} {value}" for name, value in detector.facts.items())
    return f"enter it as a fact ({wanted}) and reference it with [[key]]"


def literal_figures(kinds: Sequence[Kind] = KINDS, rules: list[Detector] | None = None) -> list[Problem]:
    """Sentences of content texts that state a figure literally (see the module's docstring, 2)."""
    rules = rules if rules is not None else detectors()
    found: list[Problem] = []
    for kind in kinds:
        if kind.model is m.Fact:
            continue
        for obj in kind.model._default_manager.all():
            country = _country_of(obj)
            for field, lang, text in _texts(obj):
                for sentence in sentences(fact_texts.REFERENCE.sub(_PLACEHOLDER, text)):
                    for detector in (d for d in rules if d.reads(kind)):
                        literal = detector.states(sentence, lang, field)
                        if literal is None:
                            continue
                        shown = sentence.replace(_PLACEHOLDER, "[[…]]")
                        found.append(Problem(
                            _where(kind, obj), f"{field} ({lang})", shown,
                            f"{_where(kind, obj)}, {field} ({lang}): «{shown}» states {detector.label} "
                            f"(«{literal}») literally; {_advice(detector, country, literal)}"))
    return found


def _scope(fact: m.Fact) -> tuple[str, str, str]:
    """What a fact is about: its topic, destination and programme (the key's middle: canada.express-entry.x
    is Express Entry's; canada.x is Canada's in general)."""
    parts = fact.key.split(".")
    programme = ".".join(parts[1:-1]) if fact.country else ".".join(parts[:-1])
    return fact.topic, fact.country.slug if fact.country else "", programme


def differing_facts() -> list[Problem]:
    """Facts about the same thing that say different things (see the module's docstring, 1)."""
    groups: dict[tuple[str, str, str], list[m.Fact]] = {}
    for fact in fact_texts.by_key().values():
        groups.setdefault(_scope(fact), []).append(fact)
    found: list[Problem] = []
    for (topic, country, programme), same in sorted(groups.items()):
        if len({fact_texts.plain_text(f, "en") for f in same}) > 1:
            said = "; ".join(f"[[{f.key}]] «{fact_texts.plain_text(f, 'en')}»" for f in same)
            where = " ".join(filter(None, (country, programme))) or "general"
            found.append(Problem("Facts", "topic", said,
                                 f"Facts of topic {topic} for {where} differ: {said}; keep one and reference it"))
    return found


def problems() -> list[Problem]:
    fact_texts.forget()
    return differing_facts() + literal_figures()
