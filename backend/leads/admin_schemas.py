"""What the admin API accepts for leads (list filters, shared by the list and the CSV export, and edits)
and what it answers: the list row, the detail, the choice labels, the staff picker and the dashboard."""

import datetime
from typing import Any, Literal

from ninja import Schema
from pydantic import Field, field_validator

from accounts.roles import Role
from booking.admin_schemas import LeadMeetingOut, MeetingCountsOut
from lib.listing import ChoiceOut, ListQuery, Page
from tools.schemas import ScoreGroupOut, ScoreImprovementOut, ToolText, ToolVersionOut

from .models import Lead


def _one_of(value: str, choices: list[str]) -> str:
    if value and value not in choices:
        raise ValueError(f"Choose one of: {', '.join(choices)}.")
    return value


class LeadQuery(ListQuery):
    status: str = Field("", max_length=20)
    source: str = Field("", max_length=20)
    service: str = Field("", max_length=40)
    country: str = Field("", max_length=40)
    # A user id, or "none" for leads nobody has taken yet.
    assignee: str = Field("", max_length=20)
    # Inclusive calendar days in the office's time zone (Asia/Qatar).
    created_from: datetime.date | None = None
    created_to: datetime.date | None = None

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
        if v and v != "none" and not v.isdigit():
            raise ValueError('Give a user id or "none".')
        return v


class LeadPatchIn(Schema):
    """Only the keys sent are changed; `assignee_id: null` unassigns."""

    status: str | None = None
    assignee_id: int | None = None
    notes: str | None = Field(None, max_length=10_000)

    @field_validator("status")
    @classmethod
    def _status(cls, v: str | None) -> str | None:
        if v not in Lead.Status.values:
            raise ValueError(f"Choose one of: {', '.join(Lead.Status.values)}.")
        return v

    @field_validator("notes")
    @classmethod
    def _notes(cls, v: str | None) -> str:
        return (v or "").strip()


class AssigneeOut(Schema):
    id: int
    name: str


class LeadRowOut(Schema):
    """A lead in a list (admin_rows.row)."""

    id: int
    source: str
    status: str
    first_name: str
    last_name: str
    full_name: str
    email: str
    phone: str
    country: str
    service: str
    language: str
    assignee: AssigneeOut | None
    created_at: datetime.datetime


class LeadPageOut(Page[LeadRowOut]):
    pass


class TranscriptMessageOut(Schema):
    role: Literal["user", "assistant"]
    content: str
    at: datetime.datetime


class LeadHistoryEntryOut(Schema):
    at: datetime.datetime
    # The staff member's name; null for the first entry (action "created").
    actor: str | None
    action: str
    # {"status": ["new", "contacted"], "assignee": [null, "Sara Ali"]}: each field, before and after.
    changes: dict[str, tuple[Any, Any]]


class AssessmentAnswerOut(Schema):
    key: str
    question: ToolText
    answer: ToolText


class LeadAssessmentOut(Schema):
    """A calculator's result the visitor asked us to send (Lead.assessment, tools/assessment.py)."""

    tool: str
    total: int
    passMark: int | None  # the calculators' API names it so
    passes: bool | None
    version: ToolVersionOut
    breakdown: list[ScoreGroupOut]
    improvements: list[ScoreImprovementOut]
    answers: list[AssessmentAnswerOut]


class LeadDetailOut(LeadRowOut):
    """A lead with everything it told us, its chat transcript and its history (admin_rows.detail)."""

    message: str
    page_url: str
    referrer: str
    utm: dict[str, str]
    consent_at: datetime.datetime | None
    consent_version: str
    notes: str
    updated_at: datetime.datetime
    transcript: list[TranscriptMessageOut]
    history: list[LeadHistoryEntryOut]
    # Its consultations, the latest first (booking/admin_rows.lead_meetings).
    bookings: list[LeadMeetingOut]
    # A calculator lead's answers and result; null for other leads.
    assessment: LeadAssessmentOut | None


class LeadChoicesOut(Schema):
    status: list[ChoiceOut]
    source: list[ChoiceOut]
    service: list[ChoiceOut]
    country: list[ChoiceOut]


class StaffMemberOut(Schema):
    """Someone a lead can be assigned to."""

    id: int
    name: str
    email: str
    role: Role


class LeadCountsOut(Schema):
    today: int
    last7: int
    last30: int


class CountOut(ChoiceOut):
    count: int


class DayCountOut(Schema):
    date: datetime.date
    count: int


class OutboxCountsOut(Schema):
    unsent: int
    failed: int


class DashboardOut(Schema):
    """The dashboard's numbers (dashboard.summary)."""

    leads: LeadCountsOut
    bySource: list[CountOut]
    byService: list[CountOut]
    byCountry: list[CountOut]
    # The last 30 days, every day present.
    series: list[DayCountOut]
    # The 5 newest leads; [] for a role without the leads capability.
    newest: list[LeadRowOut]
    outbox: OutboxCountsOut
    meetings: MeetingCountsOut
