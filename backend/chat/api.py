"""POST /api/chat/message (a chat turn; /stream: the same turn as Server-Sent Events) and POST /api/chat/contact
(details captured by the widget)."""

from typing import Any, Literal

from django.http import HttpRequest
from ninja import Router, Schema
from pydantic import Field, field_validator, model_validator

from leads.rules import clean_name, clean_utm
from lib.api_ints import Id
from lib.errors import ErrorOut, error_response, rate_limited
from lib.plain_text import MultiLineText, OneLineText, plain
from lib.ratelimit import Limit

from . import contact_rules, service, stream

router = Router(tags=["chat"])

MESSAGE_LIMIT = Limit("chat", requests=30, seconds=300)
CONTACT_LIMIT = Limit("chat-contact", requests=5, seconds=600)
# As many votes as messages: a visitor votes once per reply.
FEEDBACK_LIMIT = Limit("chat-feedback", requests=30, seconds=300)


def _limited(limit: Limit, request: HttpRequest) -> Any:
    return rate_limited(limit, request, "Too many messages. Please wait a moment and try again.")


class MessageIn(Schema):
    message: MultiLineText = Field(max_length=4000)
    language: Literal["en", "ar"]
    conversationId: str | None = Field(None, max_length=64)
    page_url: OneLineText = Field("", max_length=500)

    @field_validator("message")
    @classmethod
    def _message(cls, v: str) -> str:
        if not v:
            raise ValueError("Write a message.")
        if len(v) > 2000:
            raise ValueError("Keep the message under 2000 characters.")
        return v


class LinkOut(Schema):
    href: str
    label: str


class MessageOut(Schema):
    role: str
    id: int
    content: str
    # The page the answer came from (on this site).
    link: LinkOut | None = None
    # What the visitor can do next, as buttons: after a hand-off, WhatsApp (an https://wa.me/ link with
    # the question written in) and the booking page.
    actions: list[LinkOut] = Field(default_factory=list, max_length=4)


class ChatOut(Schema):
    conversationId: str
    messages: list[MessageOut]


@router.post("chat/message", response={200: ChatOut, 422: ErrorOut, 429: ErrorOut})
def chat_message(request: HttpRequest, payload: MessageIn) -> Any:
    limited = _limited(MESSAGE_LIMIT, request)
    if limited:
        return limited
    return service.handle_message(payload.message, payload.language, payload.conversationId, payload.page_url)


class ChatStreamEvent(Schema):
    """The data of one event of POST /api/chat/message/stream; its SSE `event:` name is `type`.
    `start`: conversationId and the visitor's message as stored. `delta`: text to append to the reply.
    `done`: conversationId and the assistant's message as stored (the reply to keep, link included)."""

    type: Literal["start", "delta", "done"]
    conversationId: str | None = None
    message: MessageOut | None = None
    text: str | None = None


# Each event as an SSE parser reads it: its name, and its data line holding a ChatStreamEvent in JSON.
STREAM_EVENT = {
    "type": "object", "required": ["event", "data"],
    "properties": {
        "event": {"type": "string", "enum": ["start", "delta", "done"]},
        "data": {"type": "string", "contentMediaType": "application/json",
                 "contentSchema": {"$ref": "#/components/schemas/ChatStreamEvent"}},
    },
}


@router.post(
    "chat/message/stream", response={200: ChatStreamEvent, 422: ErrorOut, 429: ErrorOut},
    summary="A chat turn, the reply streamed as Server-Sent Events",
    description="The input, rate limit and storage of POST /api/chat/message. The answer is `text/event-stream`: "
                "`event: start`, then `event: delta` (one, or many when the LLM mode streams), then "
                "`event: done`; each `data:` line is a ChatStreamEvent in JSON.",
    openapi_extra={"responses": {200: {"description": "Server-Sent Events",
                                       "content": {"text/event-stream": {"schema": STREAM_EVENT}}}}},
)
def chat_message_stream(request: HttpRequest, payload: MessageIn) -> Any:
    limited = _limited(MESSAGE_LIMIT, request)
    if limited:
        return limited
    return stream.response(payload.message, payload.language, payload.conversationId, payload.page_url)


class ChatContactIn(Schema):
    conversationId: str | None = Field(None, max_length=64)
    name: str = Field("", max_length=200)
    # As long as the lead's column holds (leads.Lead.phone): a longer one is a 422, never a 500.
    phone: str = Field("", max_length=32)
    language: Literal["en", "ar"] = "en"
    page_url: OneLineText = Field("", max_length=500)
    # What the visitor wrote in answer to the widget's contact request, in order (the last one held the
    # details): kept in the conversation with the widget's request, so the lead's transcript has them.
    replies: list[str] = Field(default_factory=list, max_length=5)
    # The page address's campaign tags, kept on the lead as the contact form keeps them.
    utm: dict[str, OneLineText] = Field(default_factory=dict)

    @field_validator("utm")
    @classmethod
    def _utm(cls, v: dict[str, str]) -> dict[str, str]:
        return clean_utm(v)

    @field_validator("replies")
    @classmethod
    def _replies(cls, v: list[str]) -> list[str]:
        kept = [plain(reply, multiline=True).strip() for reply in v]
        if any(len(reply) > 2000 for reply in kept):
            raise ValueError("Keep each message under 2000 characters.")
        return [reply for reply in kept if reply]

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        return clean_name(v, "name") if v.strip() else ""

    @field_validator("phone")
    @classmethod
    def _phone(cls, v: str) -> str:
        v = v.strip()
        # The widget's rule (contact_rules.py, contact-detection.ts): what it thanks for is what is stored.
        if v and not contact_rules.is_phone(v):
            raise ValueError("Enter a phone number of at least 8 digits, e.g. +974 0123 4567.")
        return v

    @model_validator(mode="after")
    def _one_of(self) -> "ChatContactIn":
        if not self.name and not self.phone:
            raise ValueError("Give a name or a phone number.")
        return self


class ChatContactOut(Schema):
    leadId: int
    created: bool


@router.post("chat/contact", response={200: ChatContactOut, 201: ChatContactOut, 422: ErrorOut, 429: ErrorOut})
def chat_contact(request: HttpRequest, payload: ChatContactIn) -> Any:
    limited = _limited(CONTACT_LIMIT, request)
    if limited:
        return limited
    lead, created = service.save_contact(payload.conversationId, payload.name, payload.phone, payload.language,
                                         payload.page_url, payload.replies, payload.utm)
    return (201 if created else 200), {"leadId": lead.pk, "created": created}


class FeedbackIn(Schema):
    conversationId: str = Field(max_length=64)
    messageId: Id
    helpful: bool


class FeedbackOut(Schema):
    messageId: int
    helpful: bool


@router.post("chat/feedback", response={200: FeedbackOut, 404: ErrorOut, 422: ErrorOut, 429: ErrorOut})
def chat_feedback(request: HttpRequest, payload: FeedbackIn) -> Any:
    """The visitor's vote on one of the assistant's replies in their conversation; "not helpful" puts the
    question in the editors' inbox (docs/chat.md, "The content-gap inbox")."""
    limited = rate_limited(FEEDBACK_LIMIT, request, "Too many votes. Please wait a moment and try again.")
    if limited:
        return limited
    reply = service.feedback(payload.conversationId, payload.messageId, payload.helpful)
    if reply is None:
        return error_response(404, "not_found", "No such reply of the assistant in this conversation.")
    return {"messageId": reply.pk, "helpful": reply.helpful}
