"""Whether a question is ours to answer: a country we do not serve, words the site knows nothing of,
whether the best passage is evidence at all, whether a fee question is about our fees."""

from rapidfuzz.distance import OSA

from lib.text_search import STOP_WORDS, normalize, terms

from . import knowledge, lexicon, question

# A fee question's other content words: at least this share must be words the site uses.
MIN_FEE_CONTEXT = 0.5
# "I am from India": where the visitor comes from, not where they want to go.
_ORIGIN = frozenset(normalize(w) for w in ("from", "من"))


def unserved(message: str, kb: knowledge.Knowledge) -> knowledge.Place | None:
    """A country the question names as a destination that is not one of ours ("a tourist visa for
    Japan", "ابي اهاجر للبرازيل"); not one it names as the visitor's origin."""
    padded = question.spaced(message)
    for place in kb.elsewhere:
        for at in question.named(padded, place.names):
            before = padded[:at].split()
            if not before or before[-1] not in _ORIGIN:
                return place
    return None


_EVERYDAY = STOP_WORDS | lexicon.FILLERS


def _misspelt_everyday(key: str) -> bool:
    """One edit from an everyday word as long or longer ("wich", "frm", "whats")."""
    return any(len(w) >= len(key) and OSA.distance(key, w, score_cutoff=1) <= 1 for w in _EVERYDAY)


def unknown_words(message: str, kb: knowledge.Knowledge) -> list[str]:
    """The question's content words the site knows nothing of: no indexed term, no site word for
    them, not even a typo guess, and not a misspelt everyday word. A word with a glued و/ل/ب/ف
    is known when the rest is ("وعيالي", "لقطر"). "Restaurants", "dentist", «الطقس», «المحكمة»:
    the question is about something else than what the site answers."""
    found = []
    for word, key in question.words_of(message, kb):
        if len(key) < 3 or _misspelt_everyday(key):
            continue
        forms = [word] + ([word[1:]] if word[0] in "ولبف" and len(word) > 3 else [])
        if any(normalize(f) in lexicon.SYNONYMS for f in forms):
            continue
        if any(any(kb.index.meanings(stem)) for f in forms for stem in terms(f)):
            continue
        found.append(word)
    return found


def explained(message: str, passage: knowledge.Passage, kb: knowledge.Knowledge) -> tuple[float, bool]:
    """The share of the question's content words that the passage contains (a typo guess counts
    for half), and whether that is evidence: one word at least is there as written, or is a typo
    guess at a word of the passage's title ("cn i aply frm qatar"). A guess in the body alone is
    not ("gold" -> "good"), nor is the office's own city or country."""
    words = question.content_words(message, kb)
    if not words:
        return 0.0, False
    tf = kb.index.terms_of(passage.key)
    title = kb.index.title_of(passage.key)
    credit = 0.0
    sure = False
    for (_word, key), (exact, guessed) in zip(question.words_of(message, kb), words, strict=True):
        if any(t in tf for t in exact):
            credit += 1.0
            # A fee word says what is asked about a topic, not the topic ("the price of gold").
            sure = sure or key not in lexicon.FEE_WORDS
        elif any(t in tf for t in guessed):
            credit += knowledge.GUESS_WEIGHT
            sure = sure or any(t in title for t in guessed)
    return credit / len(words), sure


def about_our_fees(message: str, kb: knowledge.Knowledge) -> bool:
    """A fee question is ours when its other content words are the site's words (a consultation,
    government fees, instalments, our services) or when it has none ("how much do you charge?"):
    "the price of gold today" or "how much is a taxi" merely share the word."""
    words = zip(question.words_of(message, kb), question.content_words(message, kb), strict=True)
    others = [exact for (_word, key), (exact, _guessed) in words if key not in lexicon.FEE_WORDS]
    return not others or sum(1 for exact in others if exact) >= MIN_FEE_CONTEXT * len(others)


# Unknown words make a question someone else's when they are at least this share of the words the
# site knows ("best restaurants", «طريقة عمل المجبوس»), not one word among several of ours ("work
# abroad with an employer sponsor").
UNKNOWN_SHARE = 0.5


def about_something_else(message: str, kb: knowledge.Knowledge) -> bool:
    unknown = unknown_words(message, kb)
    if not unknown:
        return False
    known = [w for w, key in question.words_of(message, kb) if w not in unknown and key not in lexicon.FEE_WORDS]
    return len(unknown) >= UNKNOWN_SHARE * len(known)
