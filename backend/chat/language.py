"""The language of a visitor's message: the reply follows what was written, not the page it was typed
on. Arabic script is Arabic; so is Arabic written in Latin letters (Arabizi: "abi ahajer kanada",
"3ndi so2al"), recognised by digits standing for Arabic letters inside a word or by its common words;
anything else in Latin letters is English. A message with neither (a number, an emoji) keeps the
page's language."""

import re

_ARABIC = re.compile(r"[\u0600-\u06FF]")
_LATIN = re.compile(r"[A-Za-z]")
_WORD = re.compile(r"[A-Za-z0-9']+")
# 2 = ء, 3 = ع, 5 = خ, 6 = ط, 7 = ح, 8 = ق, 9 = ص: inside a word of four or more ("ta2shira", "mar7aba",
# "e7na"), or 3 or 7 opening one ("3ndi", "7abibi"). Not "3rd", "7th", "B2", "EB2", "b2b".
_DIGIT_LETTER = re.compile(r"^(?:(?=.{4,})[A-Za-z]+[2356789][A-Za-z]+|[37][A-Za-z]{3,})$")
# Gulf Arabic words as people type them in Latin letters: none of them is an English word.
ARABIZI_WORDS = frozenset((
    "abi", "abgha", "abga", "abaa", "aby", "ahajer", "ahajir", "ahaajer", "hajer", "hijra", "agdar", "agder",
    "gdar", "wesh", "wsh", "weesh", "shno", "shnu", "shlon", "shloon", "kaif", "keif", "mumkin", "momkin", "mmkn",
    "mumken", "yalla", "inshallah", "mashallah", "habibi", "shukran", "shokran", "marhaba", "alsalam", "salamu",
    "alaikum", "ahlan", "wayed", "wayd", "kam", "kem", "cham", "matloob", "matlub", "almatloob", "wala", "leh",
    "lesh", "laish", "alhin", "alhen", "tashira", "fiza", "ana", "enta", "inta", "anta", "ehna", "ndrs", "adrs",
    "adris", "ashtaghel", "ashteghel", "shoghl", "shugl", "wazifa", "kanada", "kanda", "amreeka", "amrika",
    "ostralia", "britania", "almanya", "almania", "shu", "shou", "awraq", "awra8", "matlooba", "matlouba",
    "majaniya", "majani", "majanan", "estshara", "istishara", "esteshara", "oula", "adrus", "adros", "ahtaj",
    "ahtag",
))
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
    known = sum(1 for w in words if w in ARABIZI_WORDS)
    coded = sum(1 for w in words if _DIGIT_LETTER.match(w))
    if coded or known >= min(_ENOUGH, len(words)):
        return "ar"
    return "en"
