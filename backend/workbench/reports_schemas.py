"""What the reports API (reports_api.py) takes and answers."""

import datetime
from typing import Literal

from ninja import Schema

from lib.api_days import Day


class ReportQuery(Schema):
    # Inclusive office days (Asia/Qatar); by default the last 30 days up to today. At most two years.
    date_from: Day | None = None
    date_to: Day | None = None


class FunnelQuery(ReportQuery):
    # Rows by the lead's source or by its UTM campaign ("(none)" for leads without one).
    by: Literal["source", "campaign"] = "source"


class RangeOut(Schema):
    date_from: datetime.date
    date_to: datetime.date


class FunnelStepsOut(Schema):
    """Leads created in the range; of them, those with a booking, with a meeting held, that became clients;
    each step as a share of the step before (null when that is 0), and clients of leads."""

    leads: int
    booked: int
    held: int
    clients: int
    booked_rate: float | None
    held_rate: float | None
    clients_rate: float | None
    client_rate: float | None


class FunnelRowOut(FunnelStepsOut):
    # A Lead.Source, or a campaign as given ("(none)" for none); the label is in the viewer's language.
    key: str
    label: str


class FunnelOut(Schema):
    range: RangeOut
    by: Literal["source", "campaign"]
    rows: list[FunnelRowOut]
    total: FunnelStepsOut


class ConsultantRowOut(Schema):
    # A user id, or "none" for the leads nobody was given (the leads list's assignee filter).
    assignee: str
    name: str
    leads: int
    answered: int
    median_minutes: float | None
    mean_minutes: float | None
    # Answered by the reply-by time, of those answered or still unanswered past it.
    on_time: int
    due: int
    on_time_share: float | None
    # Of their leads closed in the range: converted, lost, and converted ÷ (converted + lost).
    won: int
    lost: int
    win_rate: float | None


class ConsultantsOut(Schema):
    range: RangeOut
    rows: list[ConsultantRowOut]


class AssistantShareOut(Schema):
    range: RangeOut
    leads: int
    # Leads of source chat, plus leads of another source with a conversation with the assistant.
    assistant: int
    chat: int
    other_sources: int
    share: float | None
    clients: int
    client_share: float | None
    # Clients of the leads the assistant had no part in, as a share of those leads (for comparison).
    others_client_share: float | None
