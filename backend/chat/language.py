"""The language of a visitor's message: the reply follows what was written, not the page it was typed
on. Arabic script is Arabic; so is Arabic written in Latin letters (Arabizi: "abi ahajer kanada",
"3ndi so2al"), recognised by digits standing for Arabic letters inside a word or by its common words (those of the
Arabic example sentences in intents.json);
anything else in Latin letters is English. A message with neither (a number, an emoji) keeps the
page's language."""

import json
import math
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

# The example sentences the assistant learns from (reading.py reads them through intents_file()).
INTENTS_FILE = Path(__file__).with_name("intents.json")
_ARABIC = re.compile(r"[\u0600-\u06FF]")
_LATIN = re.compile(r"[A-Za-z]")
_WORD = re.compile(r"[A-Za-z0-9']+")
# 2 = ء, 3 = ع, 5 = خ, 6 = ط, 7 = ح, 8 = ق, 9 = ص: inside a word of four or more ("ta2shira", "mar7aba",
# "e7na"), or 3 or 7 opening one ("3ndi", "7abibi"). Not "3rd", "7th", "B2", "EB2", "b2b".
_DIGIT_LETTER = re.compile(r"^(?:(?=.{4,})[A-Za-z]+[2356789][A-Za-z]+|[37][A-Za-z]{3,})$")


@cache
def intents_file() -> dict[str, Any]:
    """The example sentences the assistant learns intents and fields from, read once."""
    return json.loads(INTENTS_FILE.read_text(encoding="utf-8")) if INTENTS_FILE.exists() else {}


@cache
def _latin_counts() -> tuple[Counter[str], Counter[str]]:
    """How often each Latin-letter word is used in the Arabic example sentences written in Latin
    letters (Arabizi) and in the English ones (intents.json)."""
    data = intents_file()
    groups = [*data.get("intents", {}).values(), *data.get("fields", {}).values()]

    def counted(lang: str) -> Counter[str]:
        texts = [t for g in groups for t in g.get(lang, [])
                 if lang == "en" or len(_LATIN.findall(t)) > len(_ARABIC.findall(t))]
        return Counter(w.lower() for t in texts for w in _WORD.findall(t) if len(w) > 1 and not w.isdigit())

    return counted("ar"), counted("en")


@cache
def _word_leans() -> dict[str, float]:
    """Each word's lean (naive Bayes over the example sentences' words): how much more it reads as
    Arabizi than as English; a word neither uses is not listed."""
    arabizi, english = _latin_counts()
    a_total, e_total = sum(arabizi.values()) or 1, sum(english.values()) or 1
    vocabulary = len(arabizi.keys() | english.keys()) or 1
    return {w: math.log((arabizi[w] + _SMOOTH) / (a_total + _SMOOTH * vocabulary))
            - math.log((english[w] + _SMOOTH) / (e_total + _SMOOTH * vocabulary))
            for w in arabizi.keys() | english.keys()}


def arabizi_lean(words: list[str]) -> float:
    """How much more Arabizi than English these words read (a word neither uses says nothing): above 0
    Arabizi, below 0 English."""
    leans = _word_leans()
    return sum(leans.get(w, 0.0) for w in words)


# Smoothing of the word counts (a word one side never uses still has this many uses there).
_SMOOTH = 0.5
# How far the words must lean to be Arabizi (one word only Arabizi uses often, "el", "kam"; not one
# that is also a name, "Ana") or English (any English word the examples use, "study").
_ARABIZI = 3.5
_ENGLISH = -1.0
_ARABIZI_WORD = 2.0
_ARABIZI_STRONG = 3.9
# ... unless the rest reads clearly English.
_ENGLISH_CLEAR = -3.0


def language_of(message: str, page_lang: str, before: str = "") -> str:
    """The reply's language. `before`: the conversation's language so far, which a message in Latin
    letters that leans neither way keeps ("w el 190?" after Arabizi); without it, English."""
    arabic = len(_ARABIC.findall(message))
    latin = len(_LATIN.findall(message))
    if arabic > latin:
        return "ar"
    if not latin:
        return "ar" if arabic else page_lang
    words = [w.lower() for w in _WORD.findall(message)]
    if any(_DIGIT_LETTER.match(w) for w in words):
        return "ar"
    said = [w for w in words if len(w) > 1 and not w.isdigit()]
    lean = arabizi_lean(said)
    # A message of one word needs less ("shlon?"), and so does one holding a word only Arabizi uses
    # often ("189 visa fee kam?").
    strongest = max((_word_leans().get(w, 0.0) for w in said), default=0.0)
    enough = _ARABIZI if len(said) > 1 else _ARABIZI_WORD
    if lean >= enough or (strongest >= _ARABIZI_STRONG and lean > _ENGLISH_CLEAR):
        return "ar"
    if lean <= _ENGLISH:
        return "en"
    return before or "en"
