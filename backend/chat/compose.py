"""The assistant's replies put together: what a reply is (text, link, buttons), its own sentences
filled in (replies.py), whether the office is open now, and the hand-off to a consultant."""

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from lib.whatsapp import click_to_chat
from office import calendar

from . import knowledge
from .replies import REPLIES, day_word

if TYPE_CHECKING:
    from .decide import Decision
    from .parse import Parsed
    from .reading import Reading
    from .retrieve import Candidate


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

    # How sure the assistant is of it (0-1) and why it chose it (shown to staff, never to visitors).
    confidence: float = 1.0
    why: dict = field(default_factory=dict)
    # What the conversation is about after this reply (parse.State), stored with the conversation.
    state: Any = None

    @property
    def handoff(self) -> bool:
        return self.intent in HANDOFFS

    @property
    def outcome(self) -> str:
        """answer, clarify, handoff or smalltalk: what kind of reply this is (stored with it)."""
        if self.handoff:
            return "handoff"
        if self.intent == "clarify":
            return "clarify"
        return "smalltalk" if self.intent in ("greeting", "thanks") else "answer"


# The replies that hand the visitor to a consultant rather than answer from a page.
HANDOFFS = frozenset({"human", "out_of_scope", "unserved"})


def fill(key: str, lang: str, kb: knowledge.Knowledge, **extra: str) -> str:
    site = kb.site
    wa = click_to_chat(site.get("whatsapp", "")) or site.get("phone", "")
    values = {
        "company": site["company"][lang], "phone": site["phone"], "email": site["email"], "whatsapp_url": wa,
        "hours": site["hours"][lang], "address": site["address"][lang] or ("Doha" if lang == "en" else "الدوحة"),
        **extra,
    }
    template = REPLIES[key][lang]
    if "{status}" in template:
        values["status"] = office_status(lang)
    return template.format(**values)


def label(key: str, lang: str) -> str:
    return REPLIES[key][lang]


def office_status(lang: str) -> str:
    """Whether someone is in the office now, or when it opens again, in one sentence."""
    now = calendar.status()
    if now.open and now.closes_at:
        return REPLIES["open_now"][lang].format(closes=f"{now.closes_at:%H:%M}")
    if now.opens_at:
        return REPLIES["closed_now"][lang].format(when=day_word(now.opens_at.date(), lang),
                                                  opens=f"{now.opens_at:%H:%M}")
    return ""


def handoff(key: str, message: str, lang: str, kb: knowledge.Knowledge, **extra: str) -> Reply:
    """A consultant takes over: one sentence on why, the office's hours and whether someone is there
    now; WhatsApp with the visitor's question already written, and the booking page."""
    actions = [Link("/book", label("book_label", lang))]
    if kb.site.get("whatsapp"):
        question = " ".join(message.split())[:300]
        text = REPLIES["whatsapp_text"][lang].format(question=question)
        actions.insert(0, Link(click_to_chat(kb.site.get("whatsapp", ""), text), label("whatsapp_label", lang)))
    return Reply(_filled(key, lang, kb, **extra), None, key, actions=tuple(actions))


# At most this many buttons under a engine.reply (the API's limit too).
MAX_ACTIONS = 4


def listed(names: list[str], lang: str, joiner: str = "and") -> str:
    """"A, B and C" / «أ وب وج» (or "A, B or C" / «أ أو ب أو ج»)."""
    if len(names) < 2:
        return "".join(names)
    if lang == "ar":
        return (" و" if joiner == "and" else " أو ").join(names)
    return f"{', '.join(names[:-1])} {joiner} {names[-1]}"


def _filled(key: str, lang: str, kb: knowledge.Knowledge, **extra: str) -> str:
    """One of the assistant's own sentences, with the facts it states read from the site's settings."""
    if key == "greeting":
        extra["destinations"] = listed([c.name[lang] for c in kb.countries], lang)
    if key == "booking":
        from booking.models import MeetingType

        types = list(MeetingType.objects.order_by("id"))
        if not types:
            return fill("booking_plain", lang, kb)
        extra["minutes"] = str(types[0].duration_minutes)
        extra["ways"] = listed([getattr(t, f"name_{lang}") or t.name_en for t in types], lang, "or")
    if key == "reply_time":
        extra["reply_times"] = kb.site["reply_times"][lang]
    return fill(key, lang, kb, **extra)


# The LLM mode is given at most this many passages as sources (the chosen one first).
MAX_SOURCES = 4
# ... those whose answers scored at least this share of the chosen one's.
SOURCE_SHARE = 0.25
# At most this many items of one list (requirements, documents, fees, steps) in a reply.
MAX_ITEMS = 12


def _said(c: "Candidate", lang: str) -> str:
    doc = c.doc
    title = doc.passage.title[lang]
    if doc.unit is None:
        return f"{title}: {doc.passage.answer[lang]}" if doc.passage.kind == "programme" else doc.passage.answer[lang]
    if doc.unit.kind in ("question", "section", "who"):
        return doc.unit.text[lang]
    return f"{title}: {doc.unit.text[lang]}"


def render(decision: "Decision", parsed: "Parsed", lang: str, kb: knowledge.Knowledge, reading: "Reading") -> Reply:
    """Stage 4, compose: the decision in the visitor's language, from templates and the content."""
    from .replies import LINKS
    from .retrieve import LIST_KINDS, of_kind

    def done(reply: Reply) -> Reply:
        return replace(reply, confidence=round(decision.confidence, 3), why=decision.why)

    message = parsed.text
    if decision.action == "handoff":
        if decision.key == "unserved" and parsed.unserved is not None:
            return done(handoff("unserved", message, lang, kb, place=parsed.unserved.name[lang],
                                destinations=listed([c.name[lang] for c in kb.countries], lang)))
        return done(handoff(decision.key, message, lang, kb))
    if decision.action == "say":
        href = LINKS.get(decision.key)
        link = Link(href, label("book_label" if href == "/book" else "contact_label", lang)) if href else None
        return done(Reply(_filled(decision.key, lang, kb), link, decision.key))
    if decision.action == "clarify":
        choices = decision.choices[:MAX_ACTIONS]
        text = REPLIES["which_destination"][lang].format(routes=listed([p.title[lang] for p in choices], lang, "or"))
        return done(Reply(text, None, "clarify", actions=tuple(Link(p.path, p.title[lang]) for p in choices)))
    best = decision.chosen[0]
    passage = best.doc.passage
    # The passages it was chosen from, its own first: the LLM mode's sources.
    near = [c.doc.passage for c in decision.found if c.score >= SOURCE_SHARE * best.score]
    sources = list({p.key: p for p in [passage, *near]}.values())[:MAX_SOURCES]
    link = Link(passage.path, passage.title[lang] if passage.kind != "faq" else label("more", lang))
    if decision.action == "list":
        items = of_kind(parsed, reading, best.doc.programme, LIST_KINDS[decision.key])[:MAX_ITEMS]
        kind = best.doc.kind
        header = REPLIES.get(f"list_{kind}", REPLIES["list_question"])[lang].format(title=passage.title[lang])
        lines = "\n".join(f"• {c.doc.unit.text[lang]}" for c in items if c.doc.unit is not None)
        return done(Reply(f"{header}\n{lines}", link, "answer", sources))
    said = [_said(c, lang) for c in decision.chosen]
    if len(said) > 1:
        title = f"{passage.title[lang]}: "
        said = [said[0], *(s.removeprefix(title) for s in said[1:])]
    return done(Reply("\n".join(said), link, "answer", sources))


def with_state(answer: Reply, state: Any) -> Reply:
    return replace(answer, state=state)
