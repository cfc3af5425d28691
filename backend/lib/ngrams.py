"""Character n-gram vectors: how alike two short texts are, in English, Arabic or Arabic in Latin
letters, without a list of words. A word is read as its 3- and 4-letter pieces (with its edges), so a
glued Arabic clitic («ببريطانيا»), a dialect spelling («الاستشاره») or a typo ("requirments") still
shares most of its pieces with the word it stands for; whole words, their stems (Snowball, as site
search has them) and numbers count too.

`Space` weighs the pieces by how rare they are in the texts it was built from (TF-IDF) and answers
"which of these texts is most like this one" through an inverted index, in a few milliseconds for a
few thousand texts."""

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence

from lib.text_search import normalize, stems

_WORD = re.compile(r"\w+", re.UNICODE)
SIZES = (3, 4)
# A whole word weighs as much as this many of its pieces: "189" or "fee" said exactly is strong.
WORD_WEIGHT = 2.0
# BM25's term saturation and length normalisation (its usual values).
K1, B = 1.2, 0.75

Vector = dict[str, float]


def words(text: str) -> list[str]:
    return _WORD.findall(normalize(text))


def pieces(text: str) -> Counter[str]:
    """The pieces of a text: each word's 3- and 4-letter runs (a word's edges marked by a space) and
    the word itself."""
    found: Counter[str] = Counter()
    for word in words(text):
        padded = f" {word} "
        for size in SIZES:
            for i in range(len(padded) - size + 1):
                found[padded[i:i + size]] += 1
        found["=" + word] += int(WORD_WEIGHT)
        # Its stems too ("studying" and "study" meet; a glued Arabic clitic comes off).
        for stem in stems(word):
            if stem != word:
                found["~" + stem] += 1
    return found


class Space:
    """TF-IDF over the pieces of a fixed set of texts, with each text's vector kept for search."""

    def __init__(self, texts: Sequence[str]) -> None:
        counted = [pieces(t) for t in texts]
        df: Counter[str] = Counter()
        for c in counted:
            df.update(c.keys())
        n = len(texts) or 1
        self._idf = {g: math.log((n + 1) / (d + 0.5)) for g, d in df.items()}
        self._unseen = math.log((n + 1) / 0.5)
        self.vectors = [self._weigh(c) for c in counted]
        self._postings: dict[str, list[tuple[int, float]]] = {}
        for i, vector in enumerate(self.vectors):
            for g, w in vector.items():
                self._postings.setdefault(g, []).append((i, w))
        # BM25's term weights, over the same pieces.
        lengths = [sum(c.values()) for c in counted]
        mean = (sum(lengths) / len(lengths)) if lengths else 1.0
        self._bm25: dict[str, list[tuple[int, float]]] = {}
        for i, c in enumerate(counted):
            norm = K1 * (1 - B + B * lengths[i] / mean)
            for g, tf in c.items():
                self._bm25.setdefault(g, []).append((i, tf * (K1 + 1) / (tf + norm)))

    def _weigh(self, counted: Counter[str]) -> Vector:
        vector = {g: (1 + math.log(c)) * self._idf.get(g, self._unseen) for g, c in counted.items()}
        norm = math.sqrt(sum(w * w for w in vector.values())) or 1.0
        return {g: w / norm for g, w in vector.items()}

    def vector(self, text: str) -> Vector:
        """A text's vector in this space (pieces it has never seen weigh as the rarest)."""
        return self._weigh(pieces(text))

    def blended(self, text: str, among: Iterable[int], bm25_share: float) -> dict[int, float]:
        """The cosine similarity (`similar`) blended with BM25 over the same pieces, taken as a share
        of what the text's own pieces could score, by `bm25_share`: the text's pieces read once."""
        counted = pieces(text)
        wanted = set(among)
        cosine_scores = self.similar(self._weigh(counted), among=wanted)
        idf = {g: max(self._idf.get(g, 0.0), 0.0) for g in counted}
        most = sum(idf[g] * (K1 + 1) for g in counted) or 1.0
        bm25: dict[int, float] = {}
        for g in counted:
            for i, w in self._bm25.get(g, ()):
                if i in wanted:
                    bm25[i] = bm25.get(i, 0.0) + idf[g] * w
        return {i: (1 - bm25_share) * s + bm25_share * bm25.get(i, 0.0) / most for i, s in cosine_scores.items()}

    def similar(self, text: str | Vector, among: Iterable[int] | None = None) -> dict[int, float]:
        """Cosine similarity of the text to every stored text it shares a piece with (or to those in
        `among`), by position."""
        query = self.vector(text) if isinstance(text, str) else text
        wanted = set(among) if among is not None else None
        scores: dict[int, float] = {}
        for g, w in query.items():
            for i, dw in self._postings.get(g, ()):
                if wanted is None or i in wanted:
                    scores[i] = scores.get(i, 0.0) + w * dw
        return scores


def cosine(a: Vector, b: Vector) -> float:
    if len(a) > len(b):
        a, b = b, a
    return sum(w * b.get(g, 0.0) for g, w in a.items())
