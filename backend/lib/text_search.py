"""Ranked text search in English and Arabic, in memory: normalisation, stemming and BM25.

Used by the site search (/api/search) and the chat assistant. The content of a consultancy site is
a few hundred short documents, so an in-memory index rebuilt when the content version changes is
fast and needs no search server.

Arabic is normalised before stemming so that spelling variants meet: diacritics and tatweel are
removed; alef with hamza or madda becomes a bare alef; taa marbuta becomes haa; alef maqsura becomes
yaa; hamza on waw/yaa becomes the bare letter; Arabic-Indic digits become Western digits. The Snowball
Arabic stemmer removes the article and affixes; a word with a glued conjunction or preposition
(و، ل، ب، ف، ك) is also indexed without it. English goes through the Snowball English stemmer.
"""

import math
import re
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import snowballstemmer
from rapidfuzz.distance import OSA

_DIACRITICS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
_ARABIC_CHARS = re.compile("[\u0600-\u06ff]")
_TRANSLATE = str.maketrans({
    "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ة": "ه", "ى": "ي", "ؤ": "و", "ئ": "ي",
    **{chr(0x0660 + i): str(i) for i in range(10)},
    **{chr(0x06F0 + i): str(i) for i in range(10)},
})
_WORD = re.compile(r"\w+", re.UNICODE)
_CLITICS = "ولبفك"
_EN_STOP = frozenset(
    "a an and are as at be by can do for from how i in is it me my of on or our the to we what when where "  # noqa: SIM905
    "which who why will with you your".split()
)
_AR_STOP = (
    "في من على إلى عن هل ما ماذا كيف كم هو هي أنا انت نحن هذا هذه ذلك التي الذي أو و ثم مع لي لك".split()  # noqa: SIM905
)
_STOP = _EN_STOP | {w.translate(_TRANSLATE) for w in _AR_STOP}
# Stop words, normalised: never a term (the assistant also reads a word one typo away as one of them).
STOP_WORDS = _STOP


def normalize(text: str) -> str:
    """Lower case, no diacritics or tatweel, Arabic letters folded to one spelling, Western digits."""
    return _DIACRITICS.sub("", text.lower()).translate(_TRANSLATE)


# A Snowball stemmer keeps its working state on the instance, so one shared by threads garbles words
# (or raises IndexError) when two stem at once: each thread gets its own.
_LOCAL = threading.local()


def _stemmer(lang: str) -> Any:
    found = getattr(_LOCAL, lang, None)
    if found is None:
        found = snowballstemmer.stemmer(lang)
        setattr(_LOCAL, lang, found)
    return found


@cache
def stems(word: str) -> tuple[str, ...]:
    """A word's stems: one for English; for Arabic also the stem without a glued و/ل/ب/ف/ك ("لكندا"),
    and the stem of a final ه read as ة, as many type it ("الحكوميه": the stemmer takes the
    suffix -ية off but not -يه)."""
    if not _ARABIC_CHARS.search(word):
        return (_stemmer("english").stemWord(word),)
    arabic = _stemmer("arabic")
    found = [arabic.stemWord(word).translate(_TRANSLATE)]
    if word.endswith("ه") and len(word) >= 4:
        found.append(arabic.stemWord(word[:-1] + "ة").translate(_TRANSLATE))
    if word[0] in _CLITICS and len(word) >= 5:
        found.append(arabic.stemWord(word[1:]).translate(_TRANSLATE))
    return tuple(dict.fromkeys(found))


def terms(text: str) -> list[str]:
    """The searchable terms of a text: stop words out, every stem of every other word."""
    out: list[str] = []
    for word in _WORD.findall(_DIACRITICS.sub("", text.lower())):
        folded = word.translate(_TRANSLATE)
        if folded in _STOP or (len(word) < 2 and not folded.isdigit()):
            continue
        out.extend(stems(word))
    return out


@dataclass
class Document:
    key: str
    # Text per field with a weight: the title counts more than the body.
    fields: list[tuple[str, float]]
    payload: dict = field(default_factory=dict)
    # The document's title in each language: a query that covers most of one ranks the page higher.
    titles: tuple[str, ...] = ()


@dataclass
class Hit:
    document: Document
    score: float


class Index:
    """BM25 over weighted fields (BM25F-style: term frequencies are weighted before saturation)."""

    K1 = 1.4
    B = 0.6
    # A query covering a whole title doubles the score: someone who searches "Express Entry" wants
    # the page called that before the pages that mention it most.
    TITLE_BONUS = 1.0

    def __init__(self, documents: Iterable[Document]) -> None:
        self.documents = list(documents)
        self._tf: list[dict[str, float]] = []
        self._len: list[float] = []
        df: Counter[str] = Counter()
        for doc in self.documents:
            tf: dict[str, float] = {}
            for text, weight in doc.fields:
                for term in terms(text):
                    tf[term] = tf.get(term, 0.0) + weight
            self._tf.append(tf)
            self._len.append(sum(tf.values()))
            df.update(tf.keys())
        n = len(self.documents)
        self._avg = (sum(self._len) / n) if n else 1.0
        self._idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self.vocabulary = frozenset(df)
        self._title_terms = [[set(terms(title)) for title in doc.titles] for doc in self.documents]

    def _title_cover(self, position: int, query_terms: set[str]) -> float:
        """The largest share of one of the document's titles that the query contains."""
        return max((len(title & query_terms) / len(title) for title in self._title_terms[position] if title),
                   default=0.0)

    def expand(self, term: str) -> list[str]:
        """A query term as indexed, or its likely meaning: indexed terms it begins ('immig'), an indexed
        stem it begins with ('consultaton' -> 'consult'), or one typo away ('frist' -> 'first')."""
        if term in self.vocabulary or len(term) < 3:
            return [term]
        found = [v for v in self.vocabulary if v.startswith(term)][:8]
        if not found and len(term) >= 5:
            found = sorted((v for v in self.vocabulary if len(v) >= 5 and term.startswith(v)), key=len)[-1:]
        if not found and len(term) >= 4:
            limit = 1 if len(term) < 7 else 2
            found = [v for v in self.vocabulary
                     if abs(len(v) - len(term)) <= limit and OSA.distance(term, v, score_cutoff=limit) <= limit][:4]
        return found or [term]

    def search(self, query: str, limit: int = 10, exclude: frozenset[str] = frozenset()) -> list[Hit]:
        """The best documents for the query; `exclude` drops terms (stems) from it."""
        query_terms = [t for q in dict.fromkeys(terms(query)) if q not in exclude for t in self.expand(q)]
        if not query_terms:
            return []
        hits = []
        wanted = set(query_terms)
        for position, (doc, tf, length) in enumerate(zip(self.documents, self._tf, self._len, strict=True)):
            score = 0.0
            for term in query_terms:
                f = tf.get(term)
                if f:
                    norm = self.K1 * (1 - self.B + self.B * length / self._avg)
                    score += self._idf[term] * f * (self.K1 + 1) / (f + norm)
            if score > 0:
                hits.append(Hit(doc, score * (1 + self.TITLE_BONUS * self._title_cover(position, wanted))))
        hits.sort(key=lambda h: h.score, reverse=True)
        return hits[:limit]
