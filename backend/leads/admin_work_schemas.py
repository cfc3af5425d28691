"""What the admin API takes and answers for working a lead: the list's filters (shared by the list, the
board and the CSV export), a lead's edits, its timeline, notes, replies (templates, WhatsApp, e-mail; calls
and tasks are admin_task_schemas.py), people (merge, unlink), the reply templates and lost reasons. The answers that
gather several flows (the detail, the dashboard) are the workbench's (workbench/admin_schemas.py)."""

import datetime
from typing import Any, Literal

from ninja import Schema
from pydantic import Field, field_validator

from lib.api_days import Day
from lib.api_ints import ID_MAX, Id
from lib.listing import ListQuery
from lib.plain_text import plain

from .models import Lead


def _one_of(value: str, choices: list[str]) -> str:
    if value and value not in choices:
        raise ValueError(f"Choose one of: {', '.join(choices)}.")
    return value


class LeadQuery(ListQuery):
    # A working view: "due_today" (a first reply or a follow-up due today), "overdue" (either past its
    # time), "mine" (assigned to the signed-in person); "" for all leads.
    view: Literal["", "due_today", "overdue", "mine"] = ""
    person: Id | None = None
    status: str = Field("", max_length=20)
    source: str = Field("", max_length=20)
    service: str = Field("", max_length=40)
    country: str = Field("", max_length=40)
    # A user id, or "none" for leads nobody has taken yet.
    assignee: str = Field("", max_length=20)
    # Inclusive calendar days in the office's time zone (Asia/Qatar).
    created_from: Day | None = None
    created_to: Day | None = None
    # What the reports link to (workbench/reports.py; the meanings are admin_queries.STAGES): the UTM
    # campaign ("(none)" for leads without one), how far a lead got, whether the assistant brought or
    # talked with it, and leads closed (converted or lost) on these office days.
    utm_campaign: str = Field("", max_length=200)
    stage: Literal["", "booked", "held", "client"] = ""
    assistant: bool = False
    closed_from: Day | None = None
    closed_to: Day | None = None

    @field_validator("status")
    @classmethod
    def _status(cls, v: str) -> str:
        return _one_of(v, Lead.Status.values)

    @field_validator("source")
    @classmethod
    def _source(cls, v: str) -> str:
        return _one_of(v, Lead.Source.values)

    @field_validator("assignee")
    @classmethod
    def _assignee(cls, v: str) -> str:
        if v and v != "none" and not (v.isdigit() and 1 <= int(v) <= ID_MAX):
            raise ValueError('Give a user id or "none".')
        return v


class LeadPatchIn(Schema):
    """Only the keys sent are changed; `assignee_id: null` unassigns, `follow_up_on: null` clears the date.
    Moving a lead to "lost" needs a `lost_reason` (a LostReason key), sent with it or already set."""

    status: str | None = None
    assignee_id: Id | None = None
    follow_up_on: datetime.date | None = None
    lost_reason: str | None = Field(None, max_length=40)
    # Staff correcting what the person (or the chat) gave: keys of the contact form's lists, "" for none.
    country: str | None = Field(None, max_length=40)
    service: str | None = Field(None, max_length=40)

    @field_validator("status")
    @classmethod
    def _status(cls, v: str | None) -> str | None:
        if v not in Lead.Status.values:
            raise ValueError(f"Choose one of: {', '.join(Lead.Status.values)}.")
        return v


class ReplyWhyOut(Schema):
    """Why the assistant gave a reply (chat.decide): its outcome (answer, list, clarify, handoff, say), how
    sure it was (0-1) and the pipeline's reasons (the rule, the top intents and fields, the names found,
    the state, the top candidates), and the visitor's vote on it (null: none)."""

    outcome: str
    confidence: float | None
    why: dict[str, Any]
    helpful: bool | None


class TranscriptMessageOut(Schema):
    role: Literal["user", "assistant"]
    content: str
    at: datetime.datetime
    # Only for the assistant's own replies (not the widget's contact request and thank-you).
    reply: ReplyWhyOut | None = None


class TimelineEmailOut(Schema):
    id: int
    kind: str
    kind_label: str
    to: str
    subject: str
    # The outbox's: pending, sent, failed, skipped.
    status: str
    sent_at: datetime.datetime | None
    # The text of a staff reply; "" for the automatic e-mails.
    text: str


class InboundAttachmentOut(Schema):
    id: int
    filename: str
    content_type: str
    size: int


class RefusedFileOut(Schema):
    filename: str
    size: int
    # "type" (not a kind we keep), "size" (larger than one file may be), "total" (over the message's limit).
    reason: Literal["type", "size", "total"]


class InboundEmailOut(Schema):
    """An e-mail the person sent us (leads/inbound.py); its files are downloaded from
    /api/admin/inbound-attachments/{id}."""

    id: int
    from_address: str
    from_name: str
    subject: str
    text: str
    # How it found its lead: "address" (the lead's reply address), "thread" (a reply to our e-mail),
    # "sender" (the sender's address), "staff" (attached by staff from the unmatched list).
    matched_by: str
    attachments: list[InboundAttachmentOut]
    refused: list[RefusedFileOut]
class TimelineTaskOut(Schema):
    id: int
    what: Literal["added", "edited", "done", "reopened", "deleted"]
    due_at: datetime.datetime
    owner: str | None
    note: str


class TimelineRuleOut(Schema):
    """The assignment rule that gave a new lead to someone: its id, its number in the list then (1: the top),
    its criteria then (keys of the lead's lists, "" for any) and the agent's name."""

    id: int | None
    number: int
    criteria: dict[str, str]
    assignee: str | None


class TimelineCaseOut(Schema):
    """A change to the lead's client case (cases/service.py): `what` is opened, reopened, changed (details:
    {field: [before, after]}), instalment_added / _changed / _deleted, document (details: key, state),
    milestone_added / _deleted (details: kind, date, emailed)."""

    id: int
    what: str
    details: dict[str, Any]


class TimelineEntryOut(Schema):
    """One thing in a lead's story (leads/timeline.py); which fields matter depends on `kind`."""

    kind: Literal["created", "note", "update", "note_edited", "email", "whatsapp", "call", "merged", "unlinked",
                  "kept_apart", "chat", "inbound_email", "task", "rule_assigned", "case"]
    at: datetime.datetime
    # The staff member's name; null for what the visitor or the system did.
    actor: str | None
    # The visitor did it (booked, moved or cancelled on the booking pages): the admin names them in its language.
    by_visitor: bool = False
    # created: the lead's source.
    source: str = ""
    # note: its id and text, when it was corrected, whether the viewer may still correct it; call: the outcome.
    note_id: int | None = None
    text: str = ""
    edited_at: datetime.datetime | None = None
    editable: bool = False
    # update: what did it: "update" (staff), or a booking's "booked", "rescheduled", "cancelled", "meeting".
    action: str = ""
    # update: {"status": ["new", "contacted"], "assignee": [null, "Sara Ali"]}; note_edited: {"text": [old, new]}.
    changes: dict[str, tuple[Any, Any]] = {}
    email: TimelineEmailOut | None = None
    inbound: InboundEmailOut | None = None
    # whatsapp: the template's name.
    template: str = ""
    # call: false when the call did not reach the person; its result (leads/calls.py: reached, no_answer,
    # wrong_number, call_back) and, for call_back, when (office time).
    answered: bool = True
    result: str = ""
    call_back_at: datetime.datetime | None = None
    # task: what happened to it (added, edited, done, reopened, deleted) and the task as it then was.
    task: TimelineTaskOut | None = None
    # rule_assigned: the rule and whom it gave the lead to.
    rule: TimelineRuleOut | None = None
    messages: list[TranscriptMessageOut] = []
    # case: what was done on the lead's client case.
    case: TimelineCaseOut | None = None
    # merged / unlinked / kept_apart (staff said a suggested lead is someone else): the other lead.
    lead_id: int | None = None


class NoteIn(Schema):
    text: str = Field(min_length=1, max_length=10_000)

    @field_validator("text")
    @classmethod
    def _text(cls, v: str) -> str:
        v = plain(v, multiline=True).strip()
        if not v:
            raise ValueError("Write the note.")
        return v


class WhatsAppReplyOut(Schema):
    id: int
    name: str
    text: str
    # https://wa.me/<the visitor's digits>?text=...
    url: str


class EmailReplyOut(Schema):
    id: int
    name: str
    subject: str
    body: str


class RepliesOut(Schema):
    """The active templates filled in for one lead, in its language (leads/replies.py)."""

    language: str
    whatsapp: list[WhatsAppReplyOut]
    email: list[EmailReplyOut]


class WhatsAppOpenedIn(Schema):
    template_id: Id | None = None


class EmailReplyIn(Schema):
    template_id: Id | None = None
    subject: str = Field(min_length=1, max_length=200)
    body: str = Field(min_length=1, max_length=5000)

    @field_validator("subject")
    @classmethod
    def _subject(cls, v: str) -> str:
        v = " ".join(plain(v).split())
        if not v:
            raise ValueError("Write a subject.")
        return v

    @field_validator("body")
    @classmethod
    def _body(cls, v: str) -> str:
        v = plain(v, multiline=True).strip()
        if not v:
            raise ValueError("Write the message.")
        return v


class MergeIn(Schema):
    """Another lead whose person becomes this lead's person (or, to keep apart, who is someone else)."""

    lead_id: Id


class ReplyTemplateIO(Schema):
    id: Id | None = None
    channel: Literal["email", "whatsapp"]
    name: str = Field(min_length=1, max_length=100)
    name_ar: str = Field("", max_length=100)
    subject_en: str = Field("", max_length=200)
    subject_ar: str = Field("", max_length=200)
    body_en: str = Field(min_length=1, max_length=5000)
    body_ar: str = Field(min_length=1, max_length=5000)
    position: int = Field(0, ge=0, le=1000)
    active: bool = True


class LostReasonIO(Schema):
    id: Id | None = None
    key: str = Field(min_length=1, max_length=40, pattern=r"^[a-z0-9-]+$")
    label_en: str = Field(min_length=1, max_length=100)
    label_ar: str = Field(min_length=1, max_length=100)
    position: int = Field(0, ge=0, le=1000)
    active: bool = True
