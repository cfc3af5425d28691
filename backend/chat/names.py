"""Finding the destinations and programmes a message names, from their names in the content (each
country's and guide's names and the aliases editors give them), never from a list in code.

A name is matched word by word after `lib.text_search.normalize`: a word may carry a glued Arabic
clitic («ببريطانيا», «للمملكة»), and a long word may be one typo away ("Australai")."""

import re
from dataclasses import dataclass

from rapidfuzz.distance import OSA

from lib.ngrams import words

# Glued to an Arabic word: and, to, by/in, so, like; "to the" is written لل.
_CLITICS = ("وب", "ول", "وف", "فب", "و", "ل", "ب", "ف", "ك")
# A word this long or longer may be one typo away from a name's word.
FUZZY_LENGTH = 6
# English pronouns that are also a name's abbreviation ("US"): matched only as written, in capitals.
_PRONOUNS = frozenset(["i", "me", "us", "we", "you", "it", "he", "she", "they", "them", "him", "her"])
_ARABIC = re.compile("[\u0600-\u06ff]")


@dataclass(frozen=True)
class Name:
    kind: str  # "country" or "programme"
    key: str  # a country's slug, a programme guide's path
    words: tuple[str, ...]


@dataclass(frozen=True)
class Found:
    kind: str
    key: str
    start: int  # word positions in the message, end excluded
    end: int


def _forms(word: str) -> list[str]:
    """The word without a glued clitic, as it may be written in a name."""
    forms = [word]
    if _ARABIC.match(word):
        for clitic in _CLITICS:
            rest = word[len(clitic):]
            if word.startswith(clitic) and len(rest) >= 2:
                forms.append(rest)
                if rest.startswith("ل") and clitic in ("ل", "ول"):  # لل = ل + ال
                    forms.append("ا" + rest)
    return forms


def _same(said: str, name: str, fuzzy: bool = True) -> bool:
    if said == name:
        return True
    if fuzzy and len(name) >= FUZZY_LENGTH and not name.isdigit() and abs(len(said) - len(name)) <= 1:
        return OSA.distance(said, name, score_cutoff=1) <= 1
    return False


def _word_matches(said: str, name: str, first: bool, fuzzy: bool) -> bool:
    return any(_same(form, name, fuzzy) for form in (_forms(said) if first else [said]))


class Names:
    """`fuzzy`: a long word may be one typo away from a name's word (not for the world's countries,
    whose many short names an everyday word is often one letter from: "while" and "Chile")."""

    def __init__(self, names: list[Name], fuzzy: bool = True) -> None:
        self.fuzzy = fuzzy
        # Longest names first, so "new zealand" wins over a shorter name inside it.
        self.names = sorted((n for n in names if n.words), key=lambda n: -len(n.words))

    def find(self, text: str) -> list[Found]:
        said = words(text)
        capitals = {i for i, w in enumerate(re.findall(r"\w+", text)) if w.isupper()}
        taken: set[int] = set()
        found: list[Found] = []
        for name in self.names:
            size = len(name.words)
            for start in range(len(said) - size + 1):
                span = range(start, start + size)
                if taken.intersection(span):
                    continue
                if size == 1 and name.words[0] in _PRONOUNS and start not in capitals:
                    continue
                if all(_word_matches(said[start + i], name.words[i], i == 0, self.fuzzy) for i in range(size)):
                    found.append(Found(name.kind, name.key, start, start + size))
                    taken.update(span)
        return sorted(found, key=lambda f: f.start)

    @staticmethod
    def without(text: str, found: list[Found]) -> str:
        """The message's words without the names found in it."""
        gone = {i for f in found for i in range(f.start, f.end)}
        return " ".join(w for i, w in enumerate(words(text)) if i not in gone)


def name_words(name: str) -> tuple[str, ...]:
    return tuple(words(name))
