"""What the admin API accepts for leads: list filters (shared by the list and the CSV export) and edits."""

import datetime

from ninja import Schema
from pydantic import Field, field_validator

from lib.listing import ListQuery

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
