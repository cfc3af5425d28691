"""The embedded assistant: recognise what the visitor wants, find the passage that answers it, and
reply in the visitor's language with a link to the page the answer came from. No network."""

from lib.text_search import normalize, terms

from . import compose, knowledge, lexicon, question, scope, semantic, units
from .compose import HANDOFFS, Link, Reply
from .replies import REPLIES

# Below this BM25 score the best passage is a guess: the assistant says so and offers a person.
MIN_SCORE = 2.0
# Close calls: a question answered almost as well by an FAQ item gets the FAQ item (written as an
# answer); a question about a topic that also names a destination gets the topic's service page.
FAQ_PREFERENCE = 0.85
SERVICE_OVER_COUNTRY = 0.75


def _elsewhere(passage: knowledge.Passage, country: knowledge.CountryFacts) -> bool:
    """A page about another destination than the one the question names (a programme guide lives
    under its destination's address: /countries/<slug>/<guide>)."""
    return passage.kind == "programme" and not passage.path.startswith(country.path + "/")


def _names_countries(passage: knowledge.Passage, kb: knowledge.Knowledge) -> bool:
    """A passage whose title names destinations ("Which countries do you help with?")."""
    return passage.key in kb.country_listing_keys


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


# A follow-up is short: read with the previous question ("and for Australia?", «كم المدة؟»).
FOLLOW_UP_WORDS = 8
_SMALL_TALK = frozenset({"greeting", "thanks", "human", "booking", "hours", "guarantee"})


def _own_topic(message: str, kb: knowledge.Knowledge) -> list[str]:
    """The message's words beyond a destination and what kind of answer it asks for."""
    return [key for word, key in question.words_of(message, kb)
            if not question.is_destination_word(word, kb) and key not in units.ASK_WORDS
            and not set(terms(word)) <= units.ASK_TERMS]


def _restated(message: str, previous: str, kb: knowledge.Knowledge) -> str:
    """A message that says only a destination or what it asks ("and for Australia?", «كم المدة؟»,
    "what documents do I need?"), as the previous question with the new destination or ask in it."""
    named = question.country_in(message, kb)
    words = [w for w in question.WORDS.findall(previous)
             if not (named is not None and question.is_destination_word(w, kb))]
    kept = " " + " ".join(normalize(w) for w in words) + " "
    if units.asks(message):
        for phrase in sorted(units.ASK_PHRASES, key=len, reverse=True):
            kept = kept.replace(f" {phrase} ", " ")
    return f"{message} {' '.join(kept.split())}"


def _on_a_destinations_page(answer: compose.Reply, country: knowledge.CountryFacts | None = None) -> bool:
    """An answer from a destination's page or one of its guides (the one named, if given)."""
    href = answer.link.href if answer.link else ""
    return href.startswith(country.path) if country is not None else href.startswith("/countries/")


def reply(message: str, lang: str, previous: str = "") -> compose.Reply:
    """The reply to a message, read as a person would with the visitor's previous message:
    - a short message that says only a destination or what it asks ("and for Australia?", «كم
      المدة؟», "what documents do I need?") restates the previous question with it;
    - one with a topic but no destination, which alone would be answered from some destination's
      page ("can I work while studying?" after "UK student visa"), is answered for the previous
      question's destination when that has a page for it;
    - anything else (our fees, a booking, small talk, a long question) stands alone."""
    kb = knowledge.current()
    if (not previous.strip() or len(question.WORDS.findall(message)) > FOLLOW_UP_WORDS
            or question.intents_of(message) & (_SMALL_TALK | {"fees"})):
        return _reply(message, lang, kb)
    if not _own_topic(message, kb):
        return _reply(_restated(message, previous, kb), lang, kb)
    alone = _reply(message, lang, kb)
    before = question.country_in(previous, kb)
    needs_one = alone.intent == "clarify" or _on_a_destinations_page(alone)  # which destination matters
    if before is None or question.country_in(message, kb) is not None or not needs_one:
        return alone
    placed = _reply(f"{message} {before.name['en']} {before.name['ar']}", lang, kb)
    return placed if _on_a_destinations_page(placed, before) else alone


def _reply(message: str, lang: str, kb: knowledge.Knowledge) -> compose.Reply:
    intents = question.intents_of(message)
    if "fees" in intents and not scope.about_our_fees(message, kb):
        intents.discard("fees")
    words = len(question.WORDS.findall(message))
    hits = search(message, kb, limit=5)
    best = _choose(hits)
    country = question.country_in(message, kb)
    # A question that names a destination is answered by its topic ("study in the UK" -> the study
    # page): the same search without any destination's names, over the pages that are not a
    # destination, decides when it finds something. Otherwise the destination named is the answer,
    # never another one whose page happens to share words with the question (nor its programme
    # guides: "student visa in Australia" is not the UK's student visa), nor a page that merely lists
    # destinations.
    guide = units.named_guide(message, country, kb) if country is not None else None
    if guide is None and best is not None and best[0].kind != "programme" and units.asks(message):
        # A programme the question names answers what it asks of it ("how much does the H-1B lottery
        # registration cost") before a general page that shares the asking words (our fees).
        programmes = [h for h in hits if h[0].kind == "programme" and units.names_its_topic(message, h[0], kb)
                      and (country is None or not _elsewhere(h[0], country))]
        if programmes:
            best = programmes[0]
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
        return compose.handoff("human", message, lang, kb)
    if "clock" in intents:
        return compose.handoff("out_of_scope", message, lang, kb)
    if "guarantee" in intents:
        return Reply(compose.fill("guarantee", lang, kb), Link("/book", compose.label("book_label", lang)), "guarantee")
    if "booking" in intents and words <= 12:
        return Reply(compose.fill("booking", lang, kb), Link("/book", compose.label("book_label", lang)), "booking")
    if "hours" in intents and words <= 12:
        return Reply(compose.fill("hours", lang, kb), Link("/contact", compose.label("contact_label", lang)), "hours")
    if country is None:
        # A destination we do not serve, or a question about something the site knows nothing of
        # (a restaurant, the weather, the price of gold): honest, and a consultant takes over.
        place = scope.unserved(message, kb)
        if place is not None:
            return compose.handoff("unserved", message, lang, kb, place=place.name[lang],
                            destinations=compose.listed([c.name[lang] for c in kb.countries], lang))
        if scope.about_something_else(message, kb) and not ({"greeting", "thanks"} & intents and words <= 3):
            return compose.handoff("out_of_scope", message, lang, kb)
    # A programme several destinations have, without saying which ("can I work while studying?"):
    # one short question, with each destination's guide as a button.
    if country is None and best is not None and best[0].kind == "programme":
        alike = [p for p in kb.passages if p.kind == "programme" and units.names_its_topic(message, p, kb)]
        if len({p.path.split("/")[2] for p in alike}) > 1:
            choices = compose.listed([p.title[lang] for p in alike[:compose.MAX_ACTIONS]], lang, "or")
            return Reply(REPLIES["which_destination"][lang].format(routes=choices), None, "clarify",
                         actions=tuple(Link(p.path, p.title[lang]) for p in alike[:compose.MAX_ACTIONS]))
    # A page with answers inside it (a programme guide) whose topic the question names: the answer
    # inside it ("how long does Express Entry take" -> its processing time, not Canada's in general).
    # (A guide only when the question names its programme; a page's parts whenever it is the answer.)
    if best is not None and best[0].units and scope.explained(message, best[0], kb)[1] \
            and (best[0].kind != "programme" or units.names_its_topic(message, best[0], kb)):
        said = units.units_answer(best[0], message, lang, kb)
        if said is not None:
            passage = best[0]
            intent = "processing_time" if said.kind == "time" else "answer"
            return Reply(said.text, Link(passage.path, passage.title[lang]), intent, [passage])
    # What a destination asks for, without saying which route ("ابي اهاجر كندا وش المطلوب؟"): its main
    # route's answer, then its other routes and which one the visitor means (one short question).
    going = country is not None and guide is None and units.only_going(message, kb)
    if country is not None and guide is None and (set(units.asks(message)) & {"requirement", "document", "fee"}
                                                  or going):
        routes = kb.guides_of(country)
        said = None if not routes or going else units.units_answer(routes[0], message, lang, kb)
        if routes and said is None:
            said = units.Said(f"{routes[0].title[lang]}: {routes[0].answer[lang]}", "summary")
        if said is not None:
            others = compose.listed([r.title[lang].split(" (")[0] for r in routes[1:]], lang)
            text = REPLIES["main_route"][lang].format(country=country.name[lang], route=routes[0].title[lang])
            if others:
                text += "\n" + said.text + "\n\n" + REPLIES["other_routes"][lang].format(routes=others)
            else:
                text += "\n" + said.text
            return Reply(text, Link(routes[0].path, routes[0].title[lang]), "answer", [routes[0]])
    if country and question.has(message, question.DURATION):
        text = compose.fill("processing_time", lang, kb, country=country.name[lang], time=country.processing_time[lang])
        return Reply(text, Link(country.path, country.name[lang]), "processing_time")
    if "fees" in intents:
        # The FAQ item that answers the question best ("do you charge for the first meeting?" is
        # answered by "Is the first consultation free?"), else the best one about fees.
        fee_faq = best[0] if best is not None and best[0].kind == "faq" else next(
            (p for p, _ in hits if p.kind == "faq" and p.category == "fees"), None)
        if fee_faq is not None:
            return Reply(fee_faq.answer[lang], Link(fee_faq.path, compose.label("more", lang)), "fees", [fee_faq])
        return Reply(compose.fill("fees", lang, kb), Link("/book", compose.label("book_label", lang)), "fees")
    # Small talk only when there is no real question in the message.
    if ("greeting" in intents or "thanks" in intents) and (best is None or words <= 3):
        key = "thanks" if "thanks" in intents else "greeting"
        return Reply(compose.fill(key, lang, kb), None, key)
    if best is not None and not scope.explained(message, best[0], kb)[1]:
        best = None  # the match rests on typo guesses or on the office's city: not evidence
    if best is not None:
        passage = best[0]
        # A guide's summary says what it is about: its title first ("Study permit (Canada): ...").
        text = f"{passage.title[lang]}: {passage.answer[lang]}" if passage.kind == "programme" else passage.answer[lang]
        return Reply(text, Link(passage.path, passage.title[lang]), "answer", [p for p, _ in hits])
    return compose.handoff("out_of_scope", message, lang, kb)


__all__ = ["HANDOFFS", "Link", "Reply", "reply", "search"]
