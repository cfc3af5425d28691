"""What a visitor's message says, read word by word: its words as the index knows them, its intents,
the destinations it names (with Arabic clitics), whether it asks how long."""

import re

from lib.text_search import normalize, terms

from . import knowledge, lexicon

WORDS = re.compile(r"\w+|%", re.UNICODE)
DURATION = tuple(normalize(w) for w in (
    "how long", "processing time", "how many months", "how many weeks", "timeline", "take", "takes",
    "كم يستغرق", "كم تستغرق", "كم ياخذ", "كم تاخذ", "مدة", "المدة", "مده", "المده", "وقت", "يستغرق", "تستغرق",
    "ياخذ", "تاخذ",
))


def spaced(text: str) -> str:
    return " " + " ".join(WORDS.findall(normalize(text))) + " "


def has(text: str, phrases: tuple[str, ...]) -> bool:
    padded = spaced(text)
    return any(f" {p} " in padded for p in phrases)


def intents_of(message: str) -> set[str]:
    found = {name for name, phrases in lexicon.INTENTS.items() if has(message, phrases)}
    words = set(spaced(message).split())
    if words & lexicon.TALK and words & lexicon.PERSON:
        found.add("human")
    return found


def _forms(name: str) -> tuple[str, ...]:
    """A name as it appears in a normalised question: alone, or with a glued Arabic و/ل/ب/ف (with the
    article, ل + ال is written لل: "للبرازيل")."""
    forms = [name, *(c + name for c in "ولبف")]
    if name.startswith("ال"):
        forms += ["لل" + name[2:], "ولل" + name[2:]]
    return tuple(forms)


def named(padded: str, names: tuple[str, ...]) -> list[int]:
    """Where any of the names stands in the padded question (the index of the space before it)."""
    found = []
    for name in names:
        for form in _forms(name):
            start = padded.find(f" {form} ")
            while start >= 0:
                found.append(start)
                start = padded.find(f" {form} ", start + 1)
    return found


def country_in(message: str, kb: knowledge.Knowledge) -> knowledge.CountryFacts | None:
    padded = spaced(lexicon.expand(message))
    return next((country for country in kb.countries if named(padded, country.names)), None)


def words_of(message: str, kb: knowledge.Knowledge) -> list[tuple[str, str]]:
    """The question's content words, as written and normalised: not filler or stop words, nor the
    office's own city or country."""
    found = []
    for word in WORDS.findall(message):
        key = normalize(word)
        stems = terms(word)
        if key not in lexicon.FILLERS and stems and not set(stems) <= kb.local_terms:
            found.append((word, key))
    return found


def content_words(message: str, kb: knowledge.Knowledge) -> list[tuple[frozenset[str], frozenset[str]]]:
    """Each content word of the question as what it can mean in the index: the terms it is, begins
    or stands for (its stems, the site's words for it), and apart, its typo guesses."""
    words = []
    for word, key in words_of(message, kb):
        exact: set[str] = set()
        guessed: set[str] = set()
        # The stemmer needs the word as written (ة, not the normalised ه).
        for stem in [*terms(word), *terms(lexicon.SYNONYMS.get(key, ""))]:
            sure, guess = kb.index.meanings(stem)
            exact |= sure
            guessed |= guess
        words.append((frozenset(exact), frozenset(guessed - exact)))
    return words


def is_destination_word(word: str, kb: knowledge.Knowledge) -> bool:
    meaning = set(terms(word)) | set(terms(lexicon.SYNONYMS.get(normalize(word), "")))
    return bool(meaning) and meaning <= kb.country_terms
