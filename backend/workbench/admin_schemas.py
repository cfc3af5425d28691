"""What the staff's leads API answers (its filters and edits are leads/admin_work_schemas.py): the list
row, the detail (with the person's meetings and assessment), the choice labels, the staff picker and
the dashboard."""

import datetime
from typing import Literal

from ninja import Schema

from accounts.roles import Role
from booking.admin_schemas import LeadMeetingOut, MeetingCountsOut
from leads.admin_task_schemas import TaskOut
from leads.admin_work_schemas import TimelineEntryOut
from lib.listing import ChoiceOut, Page
from tools.schemas import ScoreGroupOut, ScoreImprovementOut, ToolText, ToolVersionOut


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
    person_id: int | None
    # The first reply is due by (leads/reply_by.py); when staff first reached the person.
    reply_by: datetime.datetime | None
    first_response_at: datetime.datetime | None
    follow_up_on: datetime.date | None
    lost_reason: str
    # What is late: "reply" (no first response by reply_by), "follow_up" (its day has passed); [] if nothing.
    overdue: list[Literal["reply", "follow_up"]]
    # Fields the chat inferred rather than the person stating them ("country", "service").
    inferred: list[str]


class LeadPageOut(Page[LeadRowOut]):
    pass


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


class SamePersonRowOut(LeadRowOut):
    """Another lead of the same person, or one suggested to be: which details it shares with this one."""

    # "email", "phone" (E.164); [] when staff joined them on other grounds.
    matched: list[Literal["email", "phone"]]


class LeadDetailOut(LeadRowOut):
    """A lead with everything it told us, its chat transcript and its history (admin_rows.detail)."""

    message: str
    page_url: str
    referrer: str
    utm: dict[str, str]
    consent_at: datetime.datetime | None
    consent_version: str
    updated_at: datetime.datetime
    # Everything that happened to it, newest first (leads/timeline.py).
    timeline: list[TimelineEntryOut]
    # The other leads of the same person (leads/people.py), newest first.
    same_person: list[SamePersonRowOut]
    # Open leads of another person sharing a detail (a phone under another name): staff confirm (merge) or
    # decline (keep-apart); newest first.
    suggested_same_person: list[SamePersonRowOut]
    # Its consultations, the latest first (booking/admin_rows.lead_meetings).
    bookings: list[LeadMeetingOut]
    # Its tasks, open ones first, each soonest first (leads/tasks.py).
    tasks: list[TaskOut]
    # A calculator lead's answers and result; null for other leads.
    assessment: LeadAssessmentOut | None
    # Its client case (opened when it was converted: cases/service.py); null before.
    case_id: int | None = None


class BoardColumnOut(Schema):
    """One stage of the board: its status, name, how many leads are in it, and the first BOARD_LIMIT."""

    status: str
    label: str
    total: int
    items: list[LeadRowOut]


class BoardOut(Schema):
    columns: list[BoardColumnOut]


class LeadChoicesOut(Schema):
    status: list[ChoiceOut]
    source: list[ChoiceOut]
    service: list[ChoiceOut]
    country: list[ChoiceOut]
    # The active reasons a lead can be lost for, in the user's language.
    lost_reason: list[ChoiceOut]


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


class ResponseTimesOut(Schema):
    """How well the reply promise is kept, over leads of the last 30 days (dashboard.response_times)."""

    # The median minutes from a lead's arrival to its first response; null with no responses yet.
    median_minutes: float | None
    # Of the leads whose reply-by time has passed or that were answered: the share answered in time (0-1).
    on_time_share: float | None
    # The share's parts: the leads answered by their reply-by time (`on_time`) of those due (`due`: answered,
    # or past their reply-by time unanswered); `answered` is every lead with a first response.
    on_time: int
    due: int
    answered: int
    # Leads whose first reply is overdue now; leads due today (first replies and follow-ups).
    overdue: int
    due_today: int


class DashboardTasksOut(Schema):
    """Open tasks whose time has passed (leads/tasks.py): the signed-in staff member's, and for an
    administrator everyone's (null for anyone else); each list the 10 latest-due first."""

    mine: int
    mine_list: list[TaskOut]
    everyone: int | None
    everyone_list: list[TaskOut]


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
    # Null for a role without the leads capability.
    responses: ResponseTimesOut | None
    # Null for a role without the leads capability.
    tasks: DashboardTasksOut | None
    # Clients' e-mails that matched no lead, waiting in the unmatched list (/admin/inbound); null for a role
    # without the leads capability (it may not see that list).
    unmatched_inbound: int | None
