"""The embedded assistant: recognise what the visitor wants, find the passage that answers it, and
reply in the visitor's language with a link to the page the answer came from. No network."""

import re
from dataclasses import dataclass, field
from urllib.parse import quote

from rapidfuzz.distance import OSA

from lib.text_search import STOP_WORDS, normalize, terms

from . import knowledge, lexicon, semantic
from .replies import REPLIES

# Below this BM25 score the best passage is a guess: the assistant says so and offers a person.
MIN_SCORE = 2.0
# Close calls: a question answered almost as well by an FAQ item gets the FAQ item (written as an
# answer); a question about a topic that also names a destination gets the topic's service page.
FAQ_PREFERENCE = 0.85
SERVICE_OVER_COUNTRY = 0.75
# A fee question's other content words: at least this share must be words the site uses.
MIN_FEE_CONTEXT = 0.5
_WORDS = re.compile(r"\w+|%", re.UNICODE)
_DURATION = tuple(normalize(w) for w in (
    "how long", "processing time", "how many months", "how many weeks", "timeline", "take", "takes",
    "كم يستغرق", "كم تستغرق", "كم ياخذ", "كم تاخذ", "مدة", "المدة", "مده", "المده", "وقت", "يستغرق", "تستغرق",
    "ياخذ", "تاخذ",
))


@dataclass(frozen=True)
class Link:
    href: str  # language-free path (the caller adds /ar), or an address elsewhere (https://wa.me/...)
    label: str


@dataclass(frozen=True)
class Reply:
    text: str
    link: Link | None = None
    intent: str = "answer"
    passages: list[knowledge.Passage] = field(default_factory=list)
    # What the visitor can do next, as buttons: a hand-off offers WhatsApp (the question prefilled)
    # and the booking page.
    actions: tuple[Link, ...] = ()

    @property
    def handoff(self) -> bool:
        return self.intent in HANDOFFS


# The replies that hand the visitor to a consultant rather than answer from a page.
HANDOFFS = frozenset({"human", "out_of_scope", "unserved"})


def _padded(text: str) -> str:
    return " " + " ".join(_WORDS.findall(normalize(text))) + " "


def _has(text: str, phrases: tuple[str, ...]) -> bool:
    padded = _padded(text)
    return any(f" {p} " in padded for p in phrases)


def intents_of(message: str) -> set[str]:
    found = {name for name, phrases in lexicon.INTENTS.items() if _has(message, phrases)}
    words = set(_padded(message).split())
    if words & lexicon.TALK and words & lexicon.PERSON:
        found.add("human")
    return found


def _fill(key: str, lang: str, kb: knowledge.Knowledge, **extra: str) -> str:
    site = kb.site
    wa = f"https://wa.me/{site['whatsapp']}" if site.get("whatsapp") else site.get("phone", "")
    values = {
        "company": site["company"][lang], "phone": site["phone"], "email": site["email"], "whatsapp_url": wa,
        "hours": site["hours"][lang], "address": site["address"][lang] or ("Doha" if lang == "en" else "الدوحة"),
        **extra,
    }
    template = REPLIES[key][lang]
    if "{status}" in template:
        values["status"] = office_status(lang)
    return template.format(**values)


def _label(key: str, lang: str) -> str:
    return REPLIES[key][lang]


def office_status(lang: str) -> str:
    """Whether someone is in the office now, or when it opens again, in one sentence."""
    from booking import office

    from .replies import day_word

    now = office.status()
    if now.open and now.closes_at:
        return REPLIES["open_now"][lang].format(closes=f"{now.closes_at:%H:%M}")
    if now.opens_at:
        return REPLIES["closed_now"][lang].format(when=day_word(now.opens_at.date(), lang),
                                                  opens=f"{now.opens_at:%H:%M}")
    return ""


def _handoff(key: str, message: str, lang: str, kb: knowledge.Knowledge, **extra: str) -> Reply:
    """A consultant takes over: one sentence on why, the office's hours and whether someone is there
    now; WhatsApp with the visitor's question already written, and the booking page."""
    actions = [Link("/book", _label("book_label", lang))]
    if kb.site.get("whatsapp"):
        question = " ".join(message.split())[:300]
        text = REPLIES["whatsapp_text"][lang].format(question=question)
        href = f"https://wa.me/{kb.site['whatsapp']}?text={quote(text)}"
        actions.insert(0, Link(href, _label("whatsapp_label", lang)))
    return Reply(_fill(key, lang, kb, **extra), None, key, actions=tuple(actions))


def _forms(name: str) -> tuple[str, ...]:
    """A name as it appears in a normalised question: alone, or with a glued Arabic و/ل/ب/ف (with the
    article, ل + ال is written لل: "للبرازيل")."""
    forms = [name, *(c + name for c in "ولبف")]
    if name.startswith("ال"):
        forms += ["لل" + name[2:], "ولل" + name[2:]]
    return tuple(forms)


def _named(padded: str, names: tuple[str, ...]) -> list[int]:
    """Where any of the names stands in the padded question (the index of the space before it)."""
    found = []
    for name in names:
        for form in _forms(name):
            start = padded.find(f" {form} ")
            while start >= 0:
                found.append(start)
                start = padded.find(f" {form} ", start + 1)
    return found


def _country_in(message: str, kb: knowledge.Knowledge) -> knowledge.CountryFacts | None:
    padded = _padded(lexicon.expand(message))
    return next((country for country in kb.countries if _named(padded, country.names)), None)


# "I am from India": where the visitor comes from, not where they want to go.
_ORIGIN = frozenset(normalize(w) for w in ("from", "من"))


def _unserved(message: str, kb: knowledge.Knowledge) -> knowledge.Place | None:
    """A country the question names as a destination that is not one of ours ("a tourist visa for
    Japan", "ابي اهاجر للبرازيل"); not one it names as the visitor's origin."""
    padded = _padded(message)
    for place in kb.elsewhere:
        for at in _named(padded, place.names):
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
    for word, key in _words_of(message, kb):
        if len(key) < 3 or _misspelt_everyday(key):
            continue
        forms = [word] + ([word[1:]] if word[0] in "ولبف" and len(word) > 3 else [])
        if any(normalize(f) in lexicon.SYNONYMS for f in forms):
            continue
        if any(any(kb.index.meanings(stem)) for f in forms for stem in terms(f)):
            continue
        found.append(word)
    return found


def _elsewhere(passage: knowledge.Passage, country: knowledge.CountryFacts) -> bool:
    """A page about another destination than the one the question names (a programme guide lives
    under its destination's address: /countries/<slug>/<guide>)."""
    return passage.kind == "programme" and not passage.path.startswith(country.path + "/")


def _names_countries(passage: knowledge.Passage, kb: knowledge.Knowledge) -> bool:
    """A passage whose title names destinations ("Which countries do you help with?")."""
    return passage.key in kb.country_listing_keys


def _words_of(message: str, kb: knowledge.Knowledge) -> list[tuple[str, str]]:
    """The question's content words, as written and normalised: not filler or stop words, nor the
    office's own city or country."""
    found = []
    for word in _WORDS.findall(message):
        key = normalize(word)
        stems = terms(word)
        if key not in lexicon.FILLERS and stems and not set(stems) <= kb.local_terms:
            found.append((word, key))
    return found


def _content_words(message: str, kb: knowledge.Knowledge) -> list[tuple[frozenset[str], frozenset[str]]]:
    """Each content word of the question as what it can mean in the index: the terms it is, begins
    or stands for (its stems, the site's words for it), and apart, its typo guesses."""
    words = []
    for word, key in _words_of(message, kb):
        exact: set[str] = set()
        guessed: set[str] = set()
        # The stemmer needs the word as written (ة, not the normalised ه).
        for stem in [*terms(word), *terms(lexicon.SYNONYMS.get(key, ""))]:
            sure, guess = kb.index.meanings(stem)
            exact |= sure
            guessed |= guess
        words.append((frozenset(exact), frozenset(guessed - exact)))
    return words


def explained(message: str, passage: knowledge.Passage, kb: knowledge.Knowledge) -> tuple[float, bool]:
    """The share of the question's content words that the passage contains (a typo guess counts
    for half), and whether that is evidence: one word at least is there as written, or is a typo
    guess at a word of the passage's title ("cn i aply frm qatar"). A guess in the body alone is
    not ("gold" -> "good"), nor is the office's own city or country."""
    words = _content_words(message, kb)
    if not words:
        return 0.0, False
    tf = kb.index.terms_of(passage.key)
    title = kb.index.title_of(passage.key)
    credit = 0.0
    sure = False
    for (_word, key), (exact, guessed) in zip(_words_of(message, kb), words, strict=True):
        if any(t in tf for t in exact):
            credit += 1.0
            # A fee word says what is asked about a topic, not the topic ("the price of gold").
            sure = sure or key not in lexicon.FEE_WORDS
        elif any(t in tf for t in guessed):
            credit += knowledge.GUESS_WEIGHT
            sure = sure or any(t in title for t in guessed)
    return credit / len(words), sure


def _about_our_fees(message: str, kb: knowledge.Knowledge) -> bool:
    """A fee question is ours when its other content words are the site's words (a consultation,
    government fees, instalments, our services) or when it has none ("how much do you charge?"):
    "the price of gold today" or "how much is a taxi" merely share the word."""
    words = zip(_words_of(message, kb), _content_words(message, kb), strict=True)
    others = [exact for (_word, key), (exact, _guessed) in words if key not in lexicon.FEE_WORDS]
    return not others or sum(1 for exact in others if exact) >= MIN_FEE_CONTEXT * len(others)


def search(
    message: str, kb: knowledge.Knowledge, limit: int = 3, exclude: frozenset[str] = frozenset()
) -> list[tuple[knowledge.Passage, float]]:
    hits = kb.index.search(lexicon.expand(message, kb.index.vocabulary), limit, exclude)
    found = [(h.document.payload["passage"], h.score) for h in hits]
    # With an embeddings endpoint set, the semantic ranking is blended in (not into a search without some terms).
    return found if exclude else semantic.fused(message, kb, found, limit)


def _choose(hits: list[tuple[knowledge.Passage, float]]) -> tuple[knowledge.Passage, float] | None:
    if not hits or hits[0][1] < MIN_SCORE:
        return None
    best = hits[0]
    faq = next((h for h in hits if h[0].kind == "faq"), None)
    if faq is not None and faq[1] >= FAQ_PREFERENCE * best[1]:
        return faq
    if best[0].kind == "country":
        service = next((h for h in hits if h[0].kind == "service"), None)
        if service is not None and service[1] >= SERVICE_OVER_COUNTRY * best[1]:
            return service
    return best


# Words every programme's title shares: naming them does not name a programme.
_GENERIC_TITLE_TERMS = frozenset(terms(
    "visa visas تأشيرة تأشيرات فيزا permit permits تصريح تصاريح subclass الفئة الفرعية program برنامج"))


# Words that ask for one kind of answer inside a page (content.kinds.Unit), besides how long (_DURATION).
_ASKS: dict[str, tuple[str, ...]] = {
    "time": _DURATION,
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
_ASK_PHRASES = frozenset(p for phrases in _ASKS.values() for p in phrases)
_ASK_WORDS = frozenset(w for p in _ASK_PHRASES for w in p.split())
_ASK_TERMS = frozenset(t for p in _ASK_PHRASES for t in terms(p))
# A unit answers when the question's own words in it weigh at least this (IDF; a word in a guide's
# question counts more when the visitor asks yes or no, and a list item of the kind asked for more).
MIN_UNIT_MATCH = 1.0
CUE_WEIGHT = 2.0
ASKED_WEIGHT = 1.5
# At most this many buttons under a reply (the API's limit too).
MAX_ACTIONS = 4
# At most this many units of a list (requirements, documents, fees) in one reply.
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
        for word in _WORDS.findall(passage.title[lang]):
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


def _names_its_topic(message: str, passage: knowledge.Passage, kb: knowledge.Knowledge) -> bool:
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
    return wanted - _ASK_TERMS


@dataclass(frozen=True)
class Said:
    text: str
    kind: str


def _asked(message: str) -> list[str]:
    """The kinds of answer the question asks for (how long, documents, fees, requirements)."""
    return [kind for kind, phrases in _ASKS.items() if _has(message, phrases)]


# A question that opens with one of these asks yes or no ("Do I need a job offer?", "هل يمكنني
# العمل؟"): a guide's own question of that kind answers it before a list item that shares its words.
_YES_NO = frozenset(normalize(w) for w in (
    "do", "does", "did", "can", "could", "is", "are", "am", "will", "would", "may", "should", "must", "هل",
    "اقدر", "ممكن", "يمكن", "يمكنني", "نقدر", "تقدر", "يقدر", "يقدرون",
))


def _only_going(message: str, kb: knowledge.Knowledge) -> bool:
    """A question that says only where to go ("abi ahajer kanada", "I want to move to Australia")."""
    said = [key for _word, key in _words_of(lexicon.expand(message), kb)
            if not set(terms(key)) <= kb.country_terms]
    return bool(said) and all(key in lexicon.MIGRATE for key in said)


def _named_guide(message: str, country: knowledge.CountryFacts, kb: knowledge.Knowledge) -> knowledge.Passage | None:
    """The destination's guide whose topic the question names most, if it names one."""
    named = [(share, p) for p in kb.guides_of(country) if (share := _topic_named(message, p, kb)) >= TOPIC_SHARE]
    return max(named, key=lambda found: found[0])[1] if named else None


def _units_answer(passage: knowledge.Passage, message: str, lang: str, kb: knowledge.Knowledge) -> Said | None:
    """The sentence(s) of the passage that answer the question: the units its own words point at
    ("can I work while studying" -> the guide's question on work), else every unit of the kind it
    asks for ("what documents do I need" -> the document list), else None (the page's summary)."""
    asked = _asked(message)
    first = _WORDS.findall(normalize(message))[:1]
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


# Unknown words make a question someone else's when they are at least this share of the words the
# site knows ("best restaurants", «طريقة عمل المجبوس»), not one word among several of ours ("work
# abroad with an employer sponsor").
UNKNOWN_SHARE = 0.5


def _about_something_else(message: str, kb: knowledge.Knowledge) -> bool:
    unknown = unknown_words(message, kb)
    if not unknown:
        return False
    known = [w for w, key in _words_of(message, kb) if w not in unknown and key not in lexicon.FEE_WORDS]
    return len(unknown) >= UNKNOWN_SHARE * len(known)


# A follow-up is short: read with the previous question ("and for Australia?", «كم المدة؟»).
FOLLOW_UP_WORDS = 8
_SMALL_TALK = frozenset({"greeting", "thanks", "human", "booking", "hours", "guarantee"})


def _own_topic(message: str, kb: knowledge.Knowledge) -> list[str]:
    """The message's words beyond a destination and what kind of answer it asks for."""
    return [key for word, key in _words_of(message, kb)
            if not _is_destination_word(word, kb) and key not in _ASK_WORDS and not set(terms(word)) <= _ASK_TERMS]


def _is_destination_word(word: str, kb: knowledge.Knowledge) -> bool:
    meaning = set(terms(word)) | set(terms(lexicon.SYNONYMS.get(normalize(word), "")))
    return bool(meaning) and meaning <= kb.country_terms


def _restated(message: str, previous: str, kb: knowledge.Knowledge) -> str:
    """A message that says only a destination or what it asks ("and for Australia?", «كم المدة؟»,
    "what documents do I need?"), as the previous question with the new destination or ask in it."""
    named = _country_in(message, kb)
    words = [w for w in _WORDS.findall(previous) if not (named is not None and _is_destination_word(w, kb))]
    kept = " " + " ".join(normalize(w) for w in words) + " "
    if _asked(message):
        for phrase in sorted(_ASK_PHRASES, key=len, reverse=True):
            kept = kept.replace(f" {phrase} ", " ")
    return f"{message} {' '.join(kept.split())}"


def _on_a_destinations_page(answer: Reply, country: knowledge.CountryFacts | None = None) -> bool:
    """An answer from a destination's page or one of its guides (the one named, if given)."""
    href = answer.link.href if answer.link else ""
    return href.startswith(country.path) if country is not None else href.startswith("/countries/")


def reply(message: str, lang: str, previous: str = "") -> Reply:
    """The reply to a message, read as a person would with the visitor's previous message:
    - a short message that says only a destination or what it asks ("and for Australia?", «كم
      المدة؟», "what documents do I need?") restates the previous question with it;
    - one with a topic but no destination, which alone would be answered from some destination's
      page ("can I work while studying?" after "UK student visa"), is answered for the previous
      question's destination when that has a page for it;
    - anything else (our fees, a booking, small talk, a long question) stands alone."""
    kb = knowledge.current()
    if (not previous.strip() or len(_WORDS.findall(message)) > FOLLOW_UP_WORDS
            or intents_of(message) & (_SMALL_TALK | {"fees"})):
        return _reply(message, lang, kb)
    if not _own_topic(message, kb):
        return _reply(_restated(message, previous, kb), lang, kb)
    alone = _reply(message, lang, kb)
    before = _country_in(previous, kb)
    needs_one = alone.intent == "clarify" or _on_a_destinations_page(alone)  # which destination matters
    if before is None or _country_in(message, kb) is not None or not needs_one:
        return alone
    placed = _reply(f"{message} {before.name['en']} {before.name['ar']}", lang, kb)
    return placed if _on_a_destinations_page(placed, before) else alone


def _reply(message: str, lang: str, kb: knowledge.Knowledge) -> Reply:
    intents = intents_of(message)
    if "fees" in intents and not _about_our_fees(message, kb):
        intents.discard("fees")
    words = len(_WORDS.findall(message))
    hits = search(message, kb, limit=5)
    best = _choose(hits)
    country = _country_in(message, kb)
    # A question that names a destination is answered by its topic ("study in the UK" -> the study
    # page): the same search without any destination's names, over the pages that are not a
    # destination, decides when it finds something. Otherwise the destination named is the answer,
    # never another one whose page happens to share words with the question (nor its programme
    # guides: "student visa in Australia" is not the UK's student visa), nor a page that merely lists
    # destinations.
    guide = _named_guide(message, country, kb) if country is not None else None
    if guide is None and best is not None and best[0].kind != "programme" and _asked(message):
        # A programme the question names answers what it asks of it ("how much does the H-1B lottery
        # registration cost") before a general page that shares the asking words (our fees).
        named = [h for h in hits if h[0].kind == "programme" and _names_its_topic(message, h[0], kb)
                 and (country is None or not _elsewhere(h[0], country))]
        if named:
            best = named[0]
    if guide is not None:
        # "student visa for Canada", "the Australian skilled independent visa": the guide it names.
        best = (guide, max(next((score for p, score in hits if p is guide), 0.0), MIN_SCORE))
    elif country is not None and (best is None or best[0].kind == "country" or _names_countries(best[0], kb)
                                  or _elsewhere(best[0], country)):
        named = kb.country_passage(country.slug)
        topical_hits = search(message, kb, limit=10, exclude=kb.country_terms)
        named_score = next((score for p, score in topical_hits if p is named), 0.0)
        topical = _choose([h for h in topical_hits if h[0].kind != "country" and not _elsewhere(h[0], country)
                           and not _names_countries(h[0], kb)])
        if topical is not None and topical[1] >= SERVICE_OVER_COUNTRY * named_score:
            best = topical
        elif named is not None:
            best = (named, max(named_score, MIN_SCORE))

    # Strong wishes first: a person, a booking, an honest word on guarantees.
    if "human" in intents:
        return _handoff("human", message, lang, kb)
    if "guarantee" in intents:
        return Reply(_fill("guarantee", lang, kb), Link("/book", _label("book_label", lang)), "guarantee")
    if "booking" in intents and words <= 12:
        return Reply(_fill("booking", lang, kb), Link("/book", _label("book_label", lang)), "booking")
    if "hours" in intents and words <= 12:
        return Reply(_fill("hours", lang, kb), Link("/contact", _label("contact_label", lang)), "hours")
    if country is None:
        # A destination we do not serve, or a question about something the site knows nothing of
        # (a restaurant, the weather, the price of gold): honest, and a consultant takes over.
        place = _unserved(message, kb)
        if place is not None:
            return _handoff("unserved", message, lang, kb, place=place.name[lang],
                            destinations=_listed([c.name[lang] for c in kb.countries], lang))
        if _about_something_else(message, kb) and not ({"greeting", "thanks"} & intents and words <= 3):
            return _handoff("out_of_scope", message, lang, kb)
    # A programme several destinations have, without saying which ("can I work while studying?"):
    # one short question, with each destination's guide as a button.
    if country is None and best is not None and best[0].kind == "programme":
        alike = [p for p in kb.passages if p.kind == "programme" and _names_its_topic(message, p, kb)]
        if len({p.path.split("/")[2] for p in alike}) > 1:
            routes = _listed([p.title[lang] for p in alike[:MAX_ACTIONS]], lang, "or")
            return Reply(REPLIES["which_destination"][lang].format(routes=routes), None, "clarify",
                         actions=tuple(Link(p.path, p.title[lang]) for p in alike[:MAX_ACTIONS]))
    # A page with answers inside it (a programme guide) whose topic the question names: the answer
    # inside it ("how long does Express Entry take" -> its processing time, not Canada's in general).
    # (A guide only when the question names its programme; a page's parts whenever it is the answer.)
    if best is not None and best[0].units and explained(message, best[0], kb)[1] \
            and (best[0].kind != "programme" or _names_its_topic(message, best[0], kb)):
        said = _units_answer(best[0], message, lang, kb)
        if said is not None:
            passage = best[0]
            intent = "processing_time" if said.kind == "time" else "answer"
            return Reply(said.text, Link(passage.path, passage.title[lang]), intent, [passage])
    # What a destination asks for, without saying which route ("ابي اهاجر كندا وش المطلوب؟"): its main
    # route's answer, then its other routes and which one the visitor means (one short question).
    if country is not None and guide is None and (set(_asked(message)) & {"requirement", "document", "fee"}
                                                  or _only_going(message, kb)):
        routes = kb.guides_of(country)
        said = None if not routes or _only_going(message, kb) else _units_answer(routes[0], message, lang, kb)
        if routes and said is None:
            said = Said(f"{routes[0].title[lang]}: {routes[0].answer[lang]}", "summary")
        if said is not None:
            others = _listed([r.title[lang].split(" (")[0] for r in routes[1:]], lang)
            text = REPLIES["main_route"][lang].format(country=country.name[lang], route=routes[0].title[lang])
            if others:
                text += "\n" + said.text + "\n\n" + REPLIES["other_routes"][lang].format(routes=others)
            else:
                text += "\n" + said.text
            return Reply(text, Link(routes[0].path, routes[0].title[lang]), "answer", [routes[0]])
    if country and _has(message, _DURATION):
        text = _fill("processing_time", lang, kb, country=country.name[lang], time=country.processing_time[lang])
        return Reply(text, Link(country.path, country.name[lang]), "processing_time")
    if "fees" in intents:
        # The FAQ item that answers the question best ("do you charge for the first meeting?" is
        # answered by "Is the first consultation free?"), else the best one about fees.
        fee_faq = best[0] if best is not None and best[0].kind == "faq" else next(
            (p for p, _ in hits if p.kind == "faq" and p.category == "fees"), None)
        if fee_faq is not None:
            return Reply(fee_faq.answer[lang], Link(fee_faq.path, _label("more", lang)), "fees", [fee_faq])
        return Reply(_fill("fees", lang, kb), Link("/book", _label("book_label", lang)), "fees")
    # Small talk only when there is no real question in the message.
    if ("greeting" in intents or "thanks" in intents) and (best is None or words <= 3):
        key = "thanks" if "thanks" in intents else "greeting"
        return Reply(_fill(key, lang, kb), None, key)
    if best is not None and not explained(message, best[0], kb)[1]:
        best = None  # the match rests on typo guesses or on the office's city: not evidence
    if best is not None:
        passage = best[0]
        # A guide's summary says what it is about: its title first ("Study permit (Canada): ...").
        text = f"{passage.title[lang]}: {passage.answer[lang]}" if passage.kind == "programme" else passage.answer[lang]
        return Reply(text, Link(passage.path, passage.title[lang]), "answer", [p for p, _ in hits])
    return _handoff("out_of_scope", message, lang, kb)


def _listed(names: list[str], lang: str, joiner: str = "and") -> str:
    """"Canada, Australia and the UK" / «كندا وأستراليا والمملكة المتحدة» (or "... or ..." / «... أو ...»)."""
    if len(names) < 2:
        return "".join(names)
    if lang == "ar":
        return (" و" if joiner == "and" else " أو ").join(names)
    return f"{', '.join(names[:-1])} {joiner} {names[-1]}"
