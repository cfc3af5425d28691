"""The language of a visitor's message: the reply follows what was written, not the page it was typed
on. Arabic script is Arabic; so is Arabic written in Latin letters (Arabizi: "abi ahajer kanada",
"3ndi so2al"), recognised by digits standing for Arabic letters inside a word or by its common words (those of the
Arabic example sentences in intents.json);
anything else in Latin letters is English. A message with neither (a number, an emoji) keeps the
page's language."""

import json
import re
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
def arabizi_words() -> frozenset[str]:
    """Arabic words as people type them in Latin letters: the Latin words of the Arabic example
    sentences the assistant learns from (intents.json) that no English example uses."""
    data = intents_file()
    groups = [*data.get("intents", {}).values(), *data.get("fields", {}).values()]

    def latin(lang: str) -> set[str]:
        return {w.lower() for g in groups for text in g.get(lang, []) for w in _WORD.findall(text)
                if len(w) > 2 and not w.isdigit()}

    return frozenset(latin("ar") - latin("en"))


# Two such words, or one in a short message, make the message Arabizi ("abi kanada", "shlon?").
_ENOUGH = 2


def language_of(message: str, page_lang: str) -> str:
    arabic = len(_ARABIC.findall(message))
    latin = len(_LATIN.findall(message))
    if arabic > latin:
        return "ar"
    if not latin:
        return "ar" if arabic else page_lang
    words = [w.lower() for w in _WORD.findall(message)]
    arabizi = arabizi_words()
    known = sum(1 for w in words if w in arabizi)
    coded = sum(1 for w in words if _DIGIT_LETTER.match(w))
    if coded or known >= min(_ENOUGH, len(words)):
        return "ar"
    return "en"
