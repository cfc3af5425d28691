"""Recording what the assistant did not answer well, for the editors' inbox (docs/chat.md, "The
content-gap inbox"): a reply that handed off, asked which one, or answered with a confidence below
LOW_CONFIDENCE, and a reply the visitor marked not helpful. The visitor's question is kept with its
contact details taken out (contact_rules.redact), with the reply's outcome, confidence and why.

Recording never breaks or slows a chat turn: one insert in its own savepoint, and a failure is logged
and swallowed (the visitor gets the reply all the same)."""

import logging

from django.db import transaction

from . import contact_rules
from .language import language_of
from .models import WIDGET, Gap, Message

log = logging.getLogger(__name__)

# Answers scored below this are recorded. Measured on the chat bank's dev half (bench/chat_confidence.py,
# 2026-11-28, after the retrieval was tuned): the share of wrong answers hardly depends on the score
# (19% below 0.20, 20% above; 21% below 0.45, 15% above), so the score is a weak signal; 0.20 keeps the
# fifth of answers least supported by the content (36 of 171) without flooding the inbox, whose other
# doors are hand-offs, questions back and the visitors' "not helpful".
LOW_CONFIDENCE = 0.2
# A reply chosen by a visitor's intent (decide.py: "intent ...") is scored by the intent's own score, on
# another scale: one below this was only just clear enough (decide.INTENT_SURE is 0.30), as "what is the
# office wifi password?" read as asking for our contacts.
LOW_INTENT = 0.35
# A hand-off by these rules is not a gap in the content: the visitor asked for a person.
NOT_GAPS = frozenset({"asks for a person"})


def reason_for(reply: Message) -> str | None:
    """Why this assistant reply belongs in the inbox, or None."""
    if reply.role != Message.Role.ASSISTANT or reply.engine == WIDGET:
        return None
    if reply.outcome == "handoff":
        return None if (reply.why or {}).get("rule") in NOT_GAPS else Gap.Reason.HANDOFF
    if reply.outcome == "clarify":
        return Gap.Reason.CLARIFY
    if reply.outcome == "answer" and reply.confidence is not None:
        by_intent = str((reply.why or {}).get("rule", "")).startswith("intent ")
        if reply.confidence < (LOW_INTENT if by_intent else LOW_CONFIDENCE):
            return Gap.Reason.LOW_CONFIDENCE
    return None


def _record(question: str, lang: str, reply: Message, reason: str) -> Gap | None:
    try:
        with transaction.atomic():
            gap, _ = Gap.objects.update_or_create(message=reply, defaults={
                "question": contact_rules.redact(question)[:2000], "language": lang, "reason": reason,
                "outcome": reply.outcome, "confidence": reply.confidence, "why": reply.why or {},
            })
            return gap
    except Exception:
        log.exception("the assistant's inbox could not record a question (message %s)", reply.pk)
        return None


def record_turn(question: Message, reply: Message, lang: str) -> Gap | None:
    """After a chat turn: the question, when its reply is one the inbox keeps."""
    reason = reason_for(reply)
    return _record(question.content, lang, reply, reason) if reason else None


def question_of(reply: Message) -> Message | None:
    """The visitor's message an assistant reply answered (the widget's own exchange aside)."""
    return (Message.objects.filter(conversation_id=reply.conversation_id, role=Message.Role.USER, id__lt=reply.pk)
            .exclude(engine=WIDGET).order_by("-id").first())


def record_unhelpful(reply: Message) -> Gap | None:
    """A reply the visitor marked not helpful: its question, whatever the reply's confidence."""
    question = question_of(reply)
    if question is None:
        return None
    lang = language_of(question.content, reply.conversation.language)
    return _record(question.content, lang, reply, Gap.Reason.UNHELPFUL)
