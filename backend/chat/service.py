"""A chat turn: store the visitor's message, answer it, store the answer; and chat contacts as leads."""

import uuid
from dataclasses import dataclass
from typing import Any

from django.db import transaction

from leads import intake, notifications, rules
from leads.models import Lead
from lib import strings
from lib.paths import localized_path

from . import engine, gaps, knowledge, llm
from .language import language_of
from .models import WIDGET, Conversation, Message


def found(public_id: str | None) -> Conversation | None:
    """The conversation the widget's id names; None for none, an unknown id or one that is not an id."""
    if not public_id:
        return None
    try:
        return Conversation.objects.filter(public_id=uuid.UUID(public_id)).first()
    except ValueError:
        return None


def _conversation(public_id: str | None, lang: str, page_url: str) -> Conversation:
    return found(public_id) or Conversation.objects.create(language=lang, page_url=page_url[:500])


def _link(link: engine.Link, lang: str) -> dict[str, str]:
    href = localized_path(link.href, lang) if link.href.startswith("/") else link.href
    return {"href": href, "label": link.label}


def _out(message: Message, lang: str, link: engine.Link | None = None,
         actions: tuple[engine.Link, ...] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {"role": message.role, "id": message.pk, "content": message.content,
                           "actions": [_link(action, lang) for action in actions]}
    if link is not None:
        out["link"] = _link(link, lang)
    return out


@dataclass
class Turn:
    """A visitor's message, stored, with what answering it needs (the reply's language, the history)."""

    text: str
    lang: str
    conversation: Conversation
    history: list[dict[str, str]]
    user_message: Message

    def grounded(self) -> engine.Reply:
        """The embedded engine's reply, read with what the conversation is about so far."""
        c = self.conversation
        asked = [m["content"] for m in self.history if m["role"] == Message.Role.USER]
        return engine.reply(self.text, self.lang, engine.State(c.destination, c.route, c.topic_field), asked)


def start_turn(text: str, page_lang: str, public_id: str | None, page_url: str = "") -> Turn:
    with transaction.atomic():
        held = found(public_id)
        # The reply is in the language the visitor wrote in, whatever page the widget is on (a
        # message that does not tell, "w el 190?", in the conversation's).
        lang = language_of(text, page_lang, held.language if held is not None else "")
        conversation = held or Conversation.objects.create(language=lang, page_url=page_url[:500])
        # A new conversation has no history to read.
        # The widget's own messages (the contact request and the details given) are not the assistant's
        # conversation: a follow-up is read with the visitor's previous question, and the details never
        # reach the model.
        asked = conversation.messages.exclude(engine=WIDGET)
        history = [] if held is None else [
            {"role": m.role, "content": m.content} for m in asked.order_by("-created_at", "-id")[:10]
        ][::-1]
        user_message = Message.objects.create(conversation=conversation, role=Message.Role.USER, content=text)
    return Turn(text, lang, conversation, history, user_message)


def handle_message(text: str, page_lang: str, public_id: str | None, page_url: str = "") -> dict[str, Any]:
    turn = start_turn(text, page_lang, public_id, page_url)
    grounded = turn.grounded()
    return finish_turn(turn, grounded, llm.reply(text, turn.lang, turn.history, grounded))


def finish_turn(turn: Turn, grounded: engine.Reply, written: llm.Written | None) -> dict[str, Any]:
    """Stores the reply (the model's when it wrote one that passed its checks, else the embedded
    engine's) and answers as POST /api/chat/message does."""
    conversation, lang, user_message = turn.conversation, turn.lang, turn.user_message
    answer, used, link = grounded.text, "retrieval", grounded.link
    if written is not None:
        answer, used, link = written.text, "llm", written.link
    with transaction.atomic():
        assistant = Message.objects.create(
            conversation=conversation, role=Message.Role.ASSISTANT, content=answer,
            source_path=link.href if link else "", engine=used,
            outcome=grounded.outcome, confidence=grounded.confidence, why=grounded.why,
        )
        conversation.language = lang
        _learn(conversation, grounded)
        conversation.save(update_fields=["language", "destination", "service", "route", "topic_field",
                                         "updated_at"])
    # A hand-off, a question back or a doubtful answer goes to the editors' inbox (never failing the turn).
    gaps.record_turn(user_message, assistant, lang)
    return {
        "conversationId": str(conversation.public_id),
        "messages": [_out(user_message, lang), _out(assistant, lang, link, grounded.actions)],
    }


def feedback(public_id: str, message_id: int, helpful: bool) -> Message | None:
    """The visitor's vote on one of the assistant's replies in their conversation (None: no such reply).
    A reply marked not helpful goes to the editors' inbox."""
    conversation = found(public_id)
    if conversation is None:
        return None
    reply = (conversation.messages.filter(pk=message_id, role=Message.Role.ASSISTANT).exclude(engine=WIDGET)
             .first())
    if reply is None:
        return None
    reply.helpful = helpful
    reply.save(update_fields=["helpful"])
    if not helpful:
        gaps.record_unhelpful(reply)
    return reply


def _learn(conversation: Conversation, grounded: engine.Reply) -> None:
    """What the conversation is about after the reply (the pipeline's state: a destination, a guide,
    the field asked), and the service of the page it answered from (the latest wins)."""
    state = grounded.state
    if state is not None:
        # A reply about no destination (a hand-off, our fees) keeps the one the lead may be given.
        if state.country:
            conversation.destination, conversation.route = state.country, state.programme
        conversation.topic_field = state.field
    link = grounded.link
    passage = knowledge.current().passage_at(link.href) if link is not None else None
    if passage is not None and passage.about.get("service"):
        conversation.service = passage.about["service"]


def e164_or_raw(phone: str) -> str:
    return rules.e164(phone) or " ".join(phone.split())


def _record_contact_exchange(conversation: Conversation, name: str, replies: list[str], lang: str) -> None:
    """The widget's contact request, the visitor's replies (the request made again between them) and its
    thank-you, in the words the widget showed (the same locale strings), as messages of the conversation."""
    if not replies:
        return
    said = [(Message.Role.ASSISTANT, strings.t("chat.askContact", lang))]
    for reply in replies[:-1]:
        said += [(Message.Role.USER, reply), (Message.Role.ASSISTANT, strings.t("chat.askAgain", lang))]
    first = name.split(" ")[0]
    thanks = strings.t("chat.thanks", lang)
    if first:
        thanks = strings.fill(strings.t("chat.thanksName", lang), {"name": first})
    said += [(Message.Role.USER, replies[-1]), (Message.Role.ASSISTANT, thanks)]
    Message.objects.bulk_create([Message(conversation=conversation, role=role, content=content, engine=WIDGET)
                                 for role, content in said])


@transaction.atomic
def save_contact(public_id: str | None, name: str, phone: str, lang: str, page_url: str,
                 replies: list[str] | None = None, utm: dict[str, str] | None = None) -> tuple[Lead, bool]:
    """One lead per conversation: the first capture creates it, a second one updates it. `replies`: what the
    visitor wrote in answer to the widget's request, recorded in the conversation with it; `utm`: the page
    address's campaign tags (leads.rules.clean_utm), kept on the lead."""
    conversation = _conversation(public_id, lang, page_url)
    _record_contact_exchange(conversation, name, replies or [], lang)
    first, _, last = name.partition(" ")
    learned = rules.from_chat(conversation.destination, conversation.service)
    values = {"first_name": first[:100], "last_name": last[:100], "phone": e164_or_raw(phone) if phone else "",
              **learned}
    lead = conversation.lead
    if lead is None:
        # The chat inferred these from the pages it answered with: staff see them marked so, and may correct them.
        lead = intake.create_lead(source=Lead.Source.CHAT, language=lang, page_url=page_url[:500],
                                  utm=utm or {}, inferred=sorted(learned), **values)
        conversation.lead = lead
        conversation.save(update_fields=["lead", "updated_at"])
        notifications.queue_for(lead)
        return lead, True
    for key, value in values.items():
        # What the chat learned fills what the lead lacks; it never replaces what is there. Nor do the details
        # given in the chat replace what a form's lead holds (its conversation attached to it: story.py).
        fills_only = key in learned or lead.source != Lead.Source.CHAT
        if value and (not fills_only or not getattr(lead, key)):
            if key in learned:
                lead.inferred = sorted({*lead.inferred, key})
            setattr(lead, key, value)
    if utm and not lead.utm:
        lead.utm = utm
    lead.save()
    return lead, False
