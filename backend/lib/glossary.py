"""The Arabic glossary (glossary.json beside this file): one Arabic name per thing, and the variants
no Arabic text may use. `refused_in(text)` says which refused variants a text contains.

Matching is on normalised text (lib.text_search.normalize: no diacritics, one spelling of alef, taa
marbuta and yaa), so «المتقدّم» and «المتقدم» are one word. An Arabic variant is found inside longer
words too, which catches the glued prefixes (و، ب، ل) and, for a variant that starts with the
article, «لل»; a Latin variant («IELTS») only as a whole word. A refused variant that lies inside one of
its term's accepted forms or 'fine_elsewhere' phrases does not count, so «حسن السيرة» is refused but
«حسن السيرة والسلوك» is not (while «برنامج الدخول السريع» is refused although it holds «الدخول السريع»)."""

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .text_search import normalize

PATH = Path(__file__).resolve().parent / "glossary.json"
_LATIN = re.compile(r"[A-Za-z]")


@dataclass(frozen=True)
class Term:
    en: str
    ar: str
    accepted: tuple[str, ...]
    refused: tuple[str, ...]
    retired: tuple[str, ...]


def _pattern(variant: str) -> re.Pattern[str]:
    text = normalize(variant)
    if _LATIN.search(text):
        return re.compile(rf"(?<![\w]){re.escape(text)}(?![\w])")
    if text.startswith("ال"):
        return re.compile(f"(?:{re.escape(text)}|{re.escape('لل' + text[2:])})")
    return re.compile(re.escape(text))


@cache
def terms() -> tuple[Term, ...]:
    data = json.loads(PATH.read_text(encoding="utf-8"))
    return tuple(
        Term(en=t["en"], ar=t["ar"],
             accepted=(t["ar"], *t.get("also", ()), *(f["text"] for f in t.get("fine_elsewhere", ()))),
             refused=tuple(t.get("refused", ())), retired=tuple(t.get("retired", ())))
        for t in data["terms"]
    )


@cache
def _compiled() -> tuple[tuple[Term, tuple[re.Pattern[str], ...], tuple[tuple[str, re.Pattern[str]], ...]], ...]:
    return tuple(
        (term, tuple(_pattern(a) for a in term.accepted),
         tuple((v, _pattern(v)) for v in (*term.refused, *term.retired)))
        for term in terms()
    )


def refused_in(text: str) -> list[tuple[str, Term]]:
    """(variant, term) for each refused or retired variant the text uses."""
    plain = normalize(text)
    found = []
    for term, accepted, refused in _compiled():
        spans = [m.span() for pattern in accepted for m in pattern.finditer(plain)]
        found += [(variant, term) for variant, pattern in refused
                  if any(not any(a <= m.start() and m.end() <= b for a, b in spans) for m in pattern.finditer(plain))]
    return found


def retired() -> tuple[str, ...]:
    """Old names that appear nowhere in the code or docs, not only in what visitors read."""
    return tuple(v for term in terms() for v in term.retired)
