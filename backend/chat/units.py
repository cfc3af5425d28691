"""The answer inside a page: which programme a question names, what kind of answer it asks for (how
long, documents, fees, requirements) and the unit(s) of the page that answer it (content.kinds.Unit)."""

import re
from dataclasses import dataclass

from lib.text_search import normalize, terms

from . import knowledge, lexicon, question
from .replies import REPLIES

# Words every programme's title shares: naming them does not name a programme.
_GENERIC_TITLE_TERMS = frozenset(terms(
    "visa visas تأشيرة تأشيرات فيزا permit permits تصريح تصاريح subclass الفئة الفرعية program برنامج"))


# Words that ask for one kind of answer inside a page (content.kinds.Unit), besides how long (question.DURATION).
_ASKS: dict[str, tuple[str, ...]] = {
    "time": question.DURATION,
    "document": lexicon.phrases(
        "documents", "document", "papers", "paperwork", "docs", "checklist", "مستندات", "المستندات", "اوراق",
        "الاوراق", "وثائق", "الوثائق", "المستندات المطلوبة",
    ),
    "fee": tuple(p for p in lexicon.INTENTS["fees"] if p != normalize("how much")),
    "requirement": lexicon.phrases(
        "need", "needed", "requirements", "required", "require", "eligible", "eligibility", "criteria", "qualify",
        "conditions", "المطلوب", "مطلوب", "المطلوبة", "شروط", "الشروط", "متطلبات", "المتطلبات", "احتاج", "يشترط",
        "يلزم", "نحتاج",
    ),
}


# The asking words themselves say which kind, not what about: they do not match a unit.
ASK_PHRASES = frozenset(p for phrases in _ASKS.values() for p in phrases)
ASK_WORDS = frozenset(w for p in ASK_PHRASES for w in p.split())
ASK_TERMS = frozenset(t for p in ASK_PHRASES for t in terms(p))
# A unit answers when the question's own words in it weigh at least this (IDF; a word in a guide's
# question counts more when the visitor asks yes or no, and a list item of the kind asked for more).
MIN_UNIT_MATCH = 1.0
CUE_WEIGHT = 2.0
ASKED_WEIGHT = 1.5
# At most this many units of a list (requirements, documents, fees) in one engine.reply.
MAX_UNITS = 8
# A question names a passage's topic when it holds at least this share (by IDF) of the title's own words.
TOPIC_SHARE = 0.4


def _title_terms(passage: knowledge.Passage, lang: str) -> set[str]:
    """The words of a passage's title in one language, with the site's words for them."""
    return set(terms(lexicon.expand(passage.title[lang])))


def _topic_terms(passage: knowledge.Passage, kb: knowledge.Knowledge) -> set[str]:
    """The words that name a passage's topic (its title in both languages) and where it is (any
    destination), and the words every programme's title shares."""
    return _title_terms(passage, "en") | _title_terms(passage, "ar") | kb.country_terms | _GENERIC_TITLE_TERMS


def _topic_named(message: str, passage: knowledge.Passage, kb: knowledge.Knowledge) -> float:
    """How much of the passage's own topic the question names (by IDF): "Express Entry" all of it,
    "student" of "Student visa" all of it, "card" of "H-1B and employment-based green cards" little;
    its destination and the words every programme's title shares ("visa") do not count."""
    said = set(terms(lexicon.expand(message)))
    best = 0.0
    for lang in ("en", "ar"):
        total = named = rarest = 0.0
        rarest_named = False
        # Each word of the title, weighed by its rarest term, is named by itself or by the site's
        # word for it («الطالب» is named by «الدراسة»). Its rarest word alone names it too: a
        # programme's own name in a long title ("H-1B" of "H-1B and employment-based green cards").
        for word in question.WORDS.findall(passage.title[lang]):
            own = set(terms(word)) - kb.country_terms - _GENERIC_TITLE_TERMS
            if not own:
                continue
            weight = max(kb.index.idf(t) for t in own)
            total += weight
            hit = bool((own | set(terms(lexicon.SYNONYMS.get(normalize(word), "")))) & said)
            named += weight if hit else 0.0
            if weight > rarest:
                rarest, rarest_named = weight, hit
        if total:
            best = max(best, 1.0 if rarest_named else named / total)
    return best


def names_its_topic(message: str, passage: knowledge.Passage, kb: knowledge.Knowledge) -> bool:
    return _topic_named(message, passage, kb) >= TOPIC_SHARE


def _own_words(message: str, topic: set[str]) -> set[str]:
    """The question's terms beyond its topic: each word with the site's words for it, a word dropped
    whole when any of that names the topic ("ادرس" stands for دراسة and طلاب: neither says what about)."""
    wanted: set[str] = set()
    for word in re.findall(r"\w+", message):
        key = normalize(word)
        if key in lexicon.FILLERS:
            continue
        group = set(terms(word)) | set(terms(lexicon.SYNONYMS.get(key, "")))
        if not group & topic:
            wanted |= group
    return wanted - ASK_TERMS


@dataclass(frozen=True)
class Said:
    text: str
    kind: str


def asks(message: str) -> list[str]:
    """The kinds of answer the question asks for (how long, documents, fees, requirements)."""
    return [kind for kind, phrases in _ASKS.items() if question.has(message, phrases)]


# A question that opens with one of these asks yes or no ("Do I need a job offer?", "هل يمكنني
# العمل؟"): a guide's own question of that kind answers it before a list item that shares its words.
_YES_NO = frozenset(normalize(w) for w in (
    "do", "does", "did", "can", "could", "is", "are", "am", "will", "would", "may", "should", "must", "هل",
    "اقدر", "ممكن", "يمكن", "يمكنني", "نقدر", "تقدر", "يقدر", "يقدرون",
))


def only_going(message: str, kb: knowledge.Knowledge) -> bool:
    """A question that says only where to go ("abi ahajer kanada", "I want to move to Australia")."""
    said = [key for _word, key in question.words_of(lexicon.expand(message), kb)
            if not set(terms(key)) <= kb.country_terms]
    return bool(said) and all(key in lexicon.MIGRATE for key in said)


def named_guide(message: str, country: knowledge.CountryFacts, kb: knowledge.Knowledge) -> knowledge.Passage | None:
    """The destination's guide whose topic the question names most, if it names one."""
    named = [(share, p) for p in kb.guides_of(country) if (share := _topic_named(message, p, kb)) >= TOPIC_SHARE]
    return max(named, key=lambda found: found[0])[1] if named else None


def units_answer(passage: knowledge.Passage, message: str, lang: str, kb: knowledge.Knowledge) -> Said | None:
    """The sentence(s) of the passage that answer the question: the units its own words point at
    ("can I work while studying" -> the guide's question on work), else every unit of the kind it
    asks for ("what documents do I need" -> the document list), else None (the page's summary)."""
    asked = asks(message)
    first = question.WORDS.findall(normalize(message))[:1]
    yes_no = bool(first) and first[0] in _YES_NO
    wanted = _own_words(message, _topic_terms(passage, kb))
    if "time" in asked:
        # How long: the guide's processing time, unless one of its own questions is what is asked
        # ("how long can I stay in the Express Entry pool": its question on the pool).
        own = next((u for u, (cue, _text) in zip(passage.units, passage.unit_terms, strict=True)
                    if u.kind == "question" and len(wanted & cue) >= 2), None)
        timed = next((u for u in passage.units if u.kind == "time"), None)
        if own is not None:
            return Said(own.text[lang], own.kind)
        if timed is not None:
            return _listed_units(passage, [timed], lang, "time", whole=True)
    scores = []
    for unit, (cue, text) in zip(passage.units, passage.unit_terms, strict=True):
        if unit.kind == "time":
            score = 0.0  # says how long, to a question that asks how long (above) only
        elif unit.kind in ("question", "section"):
            # Its wording (a question, a heading) first; the words of its answer count for half ("how
            # many hours can I work"). A guide's question outweighs a list item for a yes/no question.
            cue_weight = CUE_WEIGHT if yes_no or unit.kind == "section" else 1.0
            score = cue_weight * sum(kb.index.idf(t) for t in wanted & cue) \
                + 0.5 * sum(kb.index.idf(t) for t in (wanted & text) - cue)
        else:
            score = (ASKED_WEIGHT if unit.kind in asked else 1.0) * sum(kb.index.idf(t) for t in wanted & text)
        scores.append(score)
    best = max(scores, default=0.0)
    if best >= MIN_UNIT_MATCH:
        top = passage.units[scores.index(best)]
        if top.kind in ("question", "section"):
            return Said(top.text[lang], top.kind)
        # Several items of one list may answer together ("how much money": the funds and the fee).
        chosen = [u for u, score in zip(passage.units, scores, strict=True)
                  if u.kind == top.kind and score >= 0.75 * best][:MAX_UNITS]
        return _listed_units(passage, chosen, lang, top.kind, whole=False)
    for kind in asked:
        chosen = [u for u in passage.units if u.kind == kind][:MAX_UNITS]
        if chosen:
            return _listed_units(passage, chosen, lang, kind, whole=True)
    return None


def _listed_units(passage: knowledge.Passage, units: list, lang: str, kind: str, *, whole: bool) -> Said:
    title = passage.title[lang]
    if kind == "time" or (len(units) == 1 and not whole):
        return Said(f"{title}: {units[0].text[lang]}", kind)
    lines = "\n".join(f"• {u.text[lang]}" for u in units)
    return Said(f"{REPLIES['list_' + kind][lang].format(title=title)}\n{lines}", kind)
