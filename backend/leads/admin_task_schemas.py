"""What the admin API takes and answers for a lead's tasks and calls with their results (leads/tasks.py,
leads/calls.py). Times are entered on the office's clock: a time without an offset ("2026-12-01T16:00") is
the office's (office.calendar.zone()); answers give them with the office's offset."""

import datetime
from typing import Annotated, Literal

from ninja import Schema
from pydantic import AfterValidator, Field, field_validator

from lib.api_ints import Id
from lib.plain_text import plain
from office import calendar


def _office_time(v: datetime.datetime) -> datetime.datetime:
    return v.replace(tzinfo=calendar.zone()) if v.tzinfo is None else v


OfficeTime = Annotated[datetime.datetime, AfterValidator(_office_time)]


def _note(v: str | None) -> str | None:
    return None if v is None else " ".join(plain(v).split())


class TaskIn(Schema):
    owner_id: Id
    due_at: OfficeTime
    note: str = Field("", max_length=200)

    _clean_note = field_validator("note")(_note)


class TaskPatchIn(Schema):
    """Only the keys sent change; `done: true` ticks it done (by the signed-in staff member), `false` reopens it."""

    owner_id: Id | None = None
    due_at: OfficeTime | None = None
    note: str | None = Field(None, max_length=200)
    done: bool | None = None

    _clean_note = field_validator("note")(_note)


class TaskOwnerOut(Schema):
    id: int
    name: str


class TaskOut(Schema):
    id: int
    lead_id: int
    # The lead's name (or phone, e-mail, #id) for lists of tasks across leads.
    lead_name: str
    # On the office's clock; due_on and due_time are its day and "HH:MM" there.
    due_at: datetime.datetime
    due_on: datetime.date
    due_time: str
    owner: TaskOwnerOut | None
    note: str
    done_at: datetime.datetime | None
    done_by: str | None
    # Open and its time has passed.
    overdue: bool


class MyDayOut(Schema):
    """The signed-in staff member's open tasks due today (office time) or late, soonest first."""

    tasks: list[TaskOut]


class CallIn(Schema):
    """A call and how it went. `result` "call_back" needs `call_back_at` (a task for that time). Older
    clients sent only `answered` (true: reached, false: no answer)."""

    result: Literal["reached", "no_answer", "wrong_number", "call_back"] | None = None
    outcome: str = Field("", max_length=500)
    answered: bool = True
    call_back_at: OfficeTime | None = None

    @field_validator("outcome")
    @classmethod
    def _outcome(cls, v: str) -> str:
        return plain(v).strip()
