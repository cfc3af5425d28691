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


class Names:
    """`fuzzy`: a long word may be one typo away from a name's word (not for the world's countries,
    whose many short names an everyday word is often one letter from: "while" and "Chile")."""

    def __init__(self, names: list[Name], fuzzy: bool = True) -> None:
        self.fuzzy = fuzzy
        # Longest names first, so "new zealand" wins over a shorter name inside it.
        self.names = sorted((n for n in names if n.words), key=lambda n: -len(n.words))
        # The names by their first word, and the first words a typo may reach (long enough).
        self._by_first: dict[str, list[int]] = {}
        for i, n in enumerate(self.names):
            self._by_first.setdefault(n.words[0], []).append(i)
        self._typo_reachable = [w for w in self._by_first if len(w) >= FUZZY_LENGTH and not w.isdigit()]

    def _starting(self, said: str) -> set[int]:
        """The names whose first word this word of the message may be (a clitic off, a typo)."""
        found: set[int] = set()
        for form in _forms(said):
            found.update(self._by_first.get(form, ()))
            if self.fuzzy:
                for first in self._typo_reachable:
                    if first != form and _same(form, first):
                        found.update(self._by_first[first])
        return found

    def find(self, text: str) -> list[Found]:
        said = words(text)
        capitals = {i for i, w in enumerate(re.findall(r"\w+", text)) if w.isupper()}
        # Every name that matches at a place, then taken longest first (the names' order), then
        # leftmost, a word belonging to one name only.
        matches: list[tuple[int, int]] = []
        for start, word in enumerate(said):
            for i in self._starting(word):
                name = self.names[i]
                size = len(name.words)
                if start + size > len(said):
                    continue
                if size == 1 and name.words[0] in _PRONOUNS and start not in capitals:
                    continue
                if all(_same(said[start + k], name.words[k], self.fuzzy) for k in range(1, size)):
                    matches.append((i, start))
        taken: set[int] = set()
        found: list[Found] = []
        for i, start in sorted(matches):
            name = self.names[i]
            span = range(start, start + len(name.words))
            if taken.intersection(span):
                continue
            found.append(Found(name.kind, name.key, start, start + len(name.words)))
            taken.update(span)
        return sorted(found, key=lambda f: f.start)

    @staticmethod
    def without(text: str, found: list[Found]) -> str:
        """The message's words without the names found in it."""
        gone = {i for f in found for i in range(f.start, f.end)}
        return " ".join(w for i, w in enumerate(words(text)) if i not in gone)


def name_words(name: str) -> tuple[str, ...]:
    return tuple(words(name))
