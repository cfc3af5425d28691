"""An input schema's max_length is the length of the column the value is stored in.

A schema that lets through more than its column holds answers a long value with a 500 on PostgreSQL
(SQLite stores it anyway, so only production would see it): the chat's phone was 40 in the schema and 32
in the lead's column. Each input schema of the API is listed below, either with the columns its fields
are stored in or as not stored, so a new schema or field cannot slip by unchecked.
"""

from typing import Any

from annotated_types import MaxLen
from django.contrib.auth.models import User
from django.db import models
from pydantic import BaseModel

from accounts.admin_users import UserIn, UserPatchIn
from accounts.models import StaffPreference
from accounts.schemas import MePatchIn
from booking.admin_schemas import (
    ClosureIn,
    ConsultantAdminIn,
    MeetingTypeAdminIn,
    SpecialHoursIn,
    StaffBookingIn,
    TimeOffIn,
    WeeklyHoursIn,
    WorkingPeriodIO,
)
from booking.models import Booking, TimeOff
from booking.schemas import BookingIn, RescheduleIn
from cases.admin_schemas import CasePatchIn, DocumentPatchIn, InstalmentIn, InstalmentPatchIn, MilestoneIn
from cases.models import Case, Instalment, Milestone
from chat.admin_schemas import AttachIn, BilingualIn, FaqIn
from chat.api import ChatContactIn, MessageIn
from chat.models import Conversation, Example, Gap, Message
from config.api import api
from leads.admin_assignment_schemas import AssignmentRuleIO, RuleSwitchIn
from leads.admin_task_schemas import CallIn, TaskIn, TaskPatchIn
from leads.admin_work_schemas import EmailReplyIn, LeadPatchIn, LostReasonIO, NoteIn, ReplyTemplateIO
from leads.contact import ContactIn
from leads.models import AssignmentRule, Lead, LeadNote, LostReason, ReplyTemplate, Task
from leads.rules import options
from mail.models import OutboxMessage
from tools.assessment import AssessmentIn
from web.tests.test_api_schemas import _models_in


def _col(model: type[models.Model], name: str) -> models.Field:
    return model._meta.get_field(name)  # type: ignore[return-value]


_LEAD_FORM = {name: [_col(Lead, name)] for name in
              ("first_name", "last_name", "email", "phone", "country", "service", "message", "page_url", "referrer")}

DISPLAY_NAMES = {name: [_col(StaffPreference, name)] for name in ("display_name_en", "display_name_ar")}

# Schema -> {field: the columns its value is stored in}. A schema whose fields the model itself checks
# (full_clean, a 422) is listed with no columns: a max_length added to it must then be listed here.
STORED: dict[type[BaseModel], dict[str, list[models.Field]]] = {
    ContactIn: _LEAD_FORM,
    BookingIn: {**_LEAD_FORM, "time_zone": [_col(Booking, "time_zone")]},
    RescheduleIn: {"time_zone": [_col(Booking, "time_zone")]},
    StaffBookingIn: {**{name: [_col(Lead, name)] for name in ("first_name", "last_name", "phone", "email", "service",
                                                              "country")},
                     "note": [_col(Booking, "note"), _col(LeadNote, "text")]},
    MessageIn: {"message": [_col(Message, "content")], "page_url": [_col(Conversation, "page_url")]},
    ChatContactIn: {"name": [_col(Lead, "first_name"), _col(Lead, "last_name")], "phone": [_col(Lead, "phone")],
                    "page_url": [_col(Lead, "page_url"), _col(Conversation, "page_url")]},
    ConsultantAdminIn: {},  # ids and flags only
    LeadPatchIn: {name: [_col(Lead, name)] for name in ("lost_reason", "country", "service")},
    NoteIn: {"text": [_col(LeadNote, "text")]},
    EmailReplyIn: {"subject": [_col(OutboxMessage, "subject")], "body": [_col(OutboxMessage, "text")]},
    ReplyTemplateIO: {name: [_col(ReplyTemplate, name)]
                      for name in ("name", "name_ar", "subject_en", "subject_ar", "body_en", "body_ar")},
    LostReasonIO: {name: [_col(LostReason, name)] for name in ("key", "label_en", "label_ar")},
    CallIn: {},
    AssignmentRuleIO: {name: [_col(AssignmentRule, name)] for name in ("service", "country", "source")},
    RuleSwitchIn: {},  # a flag only
    TaskIn: {"note": [_col(Task, "note")]},
    TaskPatchIn: {"note": [_col(Task, "note")]},
    AssessmentIn: {"name": [_col(Lead, "first_name"), _col(Lead, "last_name")], "email": [_col(Lead, "email")],
                   "phone": [_col(Lead, "phone")], "page_url": [_col(Lead, "page_url")]},
    # The e-mail is both the address and the username (accounts made here sign in with it).
    UserIn: {"email": [_col(User, "email"), _col(User, "username")], "name": [_col(User, "first_name")],
             **DISPLAY_NAMES},
    UserPatchIn: {"name": [_col(User, "first_name")], **DISPLAY_NAMES},
    MePatchIn: DISPLAY_NAMES,
    TimeOffIn: {"note": [_col(TimeOff, "note")]},
    MeetingTypeAdminIn: {}, ClosureIn: {}, SpecialHoursIn: {}, WorkingPeriodIO: {},
    # The assistant's inbox: a target is kept on the example sentences and the questions answered; an FAQ
    # entry is written through the CMS, whose model checks it (question_en...).
    AttachIn: {"target": [_col(Example, "target"), _col(Gap, "target")]},
    FaqIn: {}, BilingualIn: {},
    # A client case (cases/admin_api.py): amounts, dates and ids are held by their types.
    CasePatchIn: {"currency": [_col(Case, "currency")]},
    InstalmentIn: {"label": [_col(Instalment, "label")]},
    InstalmentPatchIn: {"label": [_col(Instalment, "label")]},
    MilestoneIn: {"note": [_col(Milestone, "note")]},
    DocumentPatchIn: {},
}

# Fields whose validator rewrites the value before it is stored, to at most this many characters
# (the schema's max_length only caps what is read): names have their spaces collapsed and are then
# held to the form's name limit; phones become E.164, at most "+" and 15 digits.
NORMALISED: dict[tuple[type[BaseModel], str], int] = {
    **{(schema, name): options()["limits"]["name"]
       for schema in (ContactIn, BookingIn, StaffBookingIn) for name in ("first_name", "last_name")},
    (ChatContactIn, "name"): options()["limits"]["name"],
    (AssessmentIn, "name"): options()["limits"]["name"],
    (AssessmentIn, "phone"): 16,
    **{(schema, "phone"): 16 for schema in (ContactIn, BookingIn, StaffBookingIn)},
}

# Fields of stored schemas that are not stored as given.
NOT_STORED_FIELDS: dict[tuple[type[BaseModel], str], str] = {
    (ContactIn, "website"): "the honeypot: a filled one is never stored",
    (AssessmentIn, "website"): "the honeypot",
    (AssessmentIn, "answers"): "a JSON field (Lead.assessment), read against the calculator's questions",
    (BookingIn, "website"): "the honeypot",
    (BookingIn, "type"): "looks up the meeting type",
    (MessageIn, "conversationId"): "looks up the conversation",
    (ChatContactIn, "conversationId"): "looks up the conversation",
    (UserIn, "password"): "stored hashed",
    (UserPatchIn, "password"): "stored hashed",
    (WeeklyHoursIn, "periods"): "a list: one row per period",
    (AssignmentRuleIO, "language"): "one of \"\", en, ar (a Literal), within its 2 characters",
    (AssignmentRuleIO, "agent_ids"): "a list of users (the rule's agents), looked up",
    (CallIn, "outcome"): "kept in the timeline entry's JSON (LeadEvent.changes), held to 500 by the schema",
    (AttachIn, "ids"): "looks up the inbox's questions",
    (FaqIn, "ids"): "looks up the inbox's questions",
    (ChatContactIn, "replies"): "a list of at most 5; each reply is a Message's content (a text column), held "
                                "to 2000 characters by the schema's validator",
}

# Input schemas nothing of which is stored as given: queries, look-ups, sign-in, passwords (hashed).
NOT_STORED = {"AgendaRangeQuery", "AuditQuery", "FeedbackIn", "GapIdsIn", "GapQuery", "TargetQuery", "TryIn",
              "BlogQuery", "CaseQuery", "ChangePasswordIn", "ClosureYearQuery", "ContentQuery",
              "HolidaySeedIn", "LeadQuery", "ListQuery", "LoginIn", "MergeIn", "OutboxQuery",
              "InboundAttachIn", "InboundQuery", "ProgrammeQuery", "ReorderIn", "ScoreIn", "SearchQuery", "SlotsQuery",
              "StaffMoveIn", "StaffOutcomeIn",
              "StaffSlotsQuery", "WeeklyHoursIn", "WhatsAppOpenedIn",
              "FunnelQuery", "ReportQuery"}


def _input_schemas() -> set[type[BaseModel]]:
    """Every schema an operation of the API reads (bodies and query strings, with the schemas inside them)."""
    found: set[type[BaseModel]] = set()
    for router in api._get_bound_routers():
        for path_view in router.path_operations.values():
            for operation in path_view.operations:
                for wrapper in operation.models:
                    for field in wrapper.model_fields.values():
                        _models_in(field.annotation, found)
    return found


def _max_length(schema: type[BaseModel], name: str) -> int | None:
    return next((m.max_length for m in schema.model_fields[name].metadata if isinstance(m, MaxLen)), None)


def _limited_fields(schema: type[BaseModel]) -> dict[str, int]:
    return {name: n for name in schema.model_fields if (n := _max_length(schema, name)) is not None}


def test_every_input_schema_is_listed_as_stored_or_not():
    names = {schema.__name__ for schema in STORED}
    unlisted = sorted(s.__name__ for s in _input_schemas() if s not in STORED and s.__name__ not in NOT_STORED)
    assert unlisted == [], "add each to STORED (with its columns) or NOT_STORED"
    assert names.isdisjoint(NOT_STORED)
    # Nothing listed that the API no longer reads.
    assert names | NOT_STORED == {s.__name__ for s in _input_schemas()}


def test_every_limited_field_of_a_stored_schema_says_where_it_goes():
    unaccounted = [f"{schema.__name__}.{name}" for schema, columns in STORED.items()
                   for name in _limited_fields(schema)
                   if name not in columns and (schema, name) not in NOT_STORED_FIELDS]
    assert unaccounted == []


def test_schema_lengths_are_the_column_lengths():
    wrong: list[str] = []
    for schema, columns in STORED.items():
        for name, fields in columns.items():
            limits = [f.max_length for f in fields if f.max_length is not None]
            if not limits:
                continue  # an unbounded column (a TextField without max_length): the schema alone bounds it
            column = min(limits)
            stored: Any = NORMALISED.get((schema, name), _max_length(schema, name))
            ok = stored <= column if (schema, name) in NORMALISED else stored == column
            if not ok:
                wrong.append(f"{schema.__name__}.{name}: {stored} stored in {column}")
    assert wrong == []


def test_the_lists_name_real_fields():
    for schema, columns in STORED.items():
        assert set(columns) <= set(schema.model_fields), schema
    for schema, name in (*NORMALISED, *NOT_STORED_FIELDS):
        assert name in schema.model_fields, (schema, name)
