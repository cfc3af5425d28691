"""Stage 2, retrieve: the answers that could answer a parsed message, once, filtered by what it is
about (a programme's own answers, a destination's, or the site's own pages and FAQ) and ranked by
how alike they are to the message (character n-grams), the field asked counting for its kinds."""

from collections.abc import Callable
from dataclasses import dataclass

from . import semantic
from .parse import Parsed
from .reading import Doc, Reading

# The kinds of answer inside a page that answer each field asked.
FIELD_KINDS: dict[str, frozenset[str]] = {
    "fee": frozenset({"fee"}),
    "time": frozenset({"time"}),
    "requirement": frozenset({"requirement", "who"}),
    "document": frozenset({"document"}),
    "eligibility": frozenset({"requirement", "who", "question"}),
    "points": frozenset({"requirement", "question"}),
    "family": frozenset({"question", "requirement"}),
    "work_rights": frozenset({"question"}),
    "pr_path": frozenset({"question", "who", "summary"}),
    "steps": frozenset({"step"}),
}
# The fields answered by a list of a guide's items (all its fees, all its documents...).
LIST_KINDS: dict[str, frozenset[str]] = {
    "fee": frozenset({"fee"}), "document": frozenset({"document"}), "requirement": frozenset({"requirement"}),
    "steps": frozenset({"step"}),
}
# How much the optional embeddings' similarity (semantic.py, 0-1) adds to an answer's score.
SEMANTIC_WEIGHT = 0.15
# How much being of the kind asked adds to an answer's similarity (0-1): FIELD_BONUS when the
# field is the conversation's ("and for my wife?") or the message asks it surely (its score
# FIELD_HIGH or more), nothing at FIELD_LOW or less, and in proportion between.
FIELD_BONUS = 0.35
FIELD_LOW, FIELD_HIGH = 0.2, 0.8
# The share of BM25 in an answer's similarity, beside the cosine (lib.ngrams.Space.blended).
BM25_SHARE = 0.3


@dataclass(frozen=True)
class Candidate:
    doc: Doc
    score: float
    similarity: float


def site_wide(doc: Doc) -> bool:
    """The site's own pages and answers (FAQ, services, about...), not a destination's."""
    return not doc.country and not doc.programme


def scope_of(parsed: Parsed) -> Callable[[Doc], bool]:
    state = parsed.state
    if state.programme:
        return lambda d: d.programme == state.programme
    if state.country:
        return lambda d: d.country == state.country
    return lambda d: True


def retrieve(parsed: Parsed, reading: Reading, where: Callable[[Doc], bool] | None = None,
             limit: int = 12) -> list[Candidate]:
    keep = where or scope_of(parsed)
    pool = [i for i, d in enumerate(reading.docs) if keep(d)]
    similar = reading.space.blended(parsed.core or parsed.text, pool, BM25_SHARE)
    kinds = FIELD_KINDS.get(parsed.state.field, frozenset())
    asked = parsed.field_asked
    bonus = FIELD_BONUS * min(1.0, max(0.0, (asked - FIELD_LOW) / (FIELD_HIGH - FIELD_LOW))) if asked else FIELD_BONUS
    meant = semantic.similar(parsed.text, reading.kb)
    if meant:
        # A passage the embeddings find alike is a candidate as a whole, however few letters it shares.
        similar |= {i: similar.get(i, 0.0) for i in pool
                    if reading.docs[i].unit is None and reading.docs[i].passage.key in meant}
    found = [Candidate(d, s + (bonus if d.kind in kinds else 0.0)
                       + SEMANTIC_WEIGHT * meant.get(d.passage.key, 0.0), s)
             for i, s in similar.items() if (d := reading.docs[i])]
    if kinds:
        # Every answer of the kind asked is a candidate, however few words it shares with the message.
        seen = set(similar)
        found += [Candidate(reading.docs[i], bonus, 0.0) for i in pool
                  if i not in seen and reading.docs[i].kind in kinds]
    found.sort(key=lambda c: -c.score)
    return found[:limit]


def of_kind(parsed: Parsed, reading: Reading, programme: str, kinds: frozenset[str]) -> list[Candidate]:
    """Every answer of these kinds in one guide, most alike first (a list: its fees, its documents)."""
    pool = [i for i, d in enumerate(reading.docs) if d.programme == programme and d.kind in kinds]
    similar = reading.space.similar(parsed.core or parsed.text, among=pool)
    found = [Candidate(reading.docs[i], similar.get(i, 0.0), similar.get(i, 0.0)) for i in pool]
    return sorted(found, key=lambda c: -c.score)
