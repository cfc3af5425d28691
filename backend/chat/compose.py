"""The assistant's replies put together: what a reply is (text, link, buttons), its own sentences
filled in (replies.py), whether the office is open now, and the hand-off to a consultant."""

from dataclasses import dataclass, field

from lib.whatsapp import click_to_chat

from . import knowledge
from .replies import REPLIES


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
    from booking import office

    from .replies import day_word

    now = office.status()
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
    return Reply(fill(key, lang, kb, **extra), None, key, actions=tuple(actions))


# At most this many buttons under a engine.reply (the API's limit too).
MAX_ACTIONS = 4


def listed(names: list[str], lang: str, joiner: str = "and") -> str:
    """"Canada, Australia and the UK" / «كندا وأستراليا والمملكة المتحدة» (or "... or ..." / «... أو ...»)."""
    if len(names) < 2:
        return "".join(names)
    if lang == "ar":
        return (" و" if joiner == "and" else " أو ").join(names)
    return f"{', '.join(names[:-1])} {joiner} {names[-1]}"
