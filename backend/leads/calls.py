"""A call staff logged on a lead, with how it went: "reached" (the person was on the line: the lead's first
response, if nothing came first), "no_answer", "wrong_number", or "call_back" at a time the person or whoever
answered gave (a task for that time, owned by the caller). Only a reached call is a reply; the others stay
on the timeline while the reply is still owed."""

import datetime as dt
from typing import Any, Literal

from django.db import transaction
from django.http import HttpRequest

from lib.errors import FieldErrors

from . import tasks
from .lifecycle import reached
from .models import Lead
from .workflow import log

Result = Literal["reached", "no_answer", "wrong_number", "call_back"]  # models.CALL_RESULTS


@transaction.atomic
def log_call(request: HttpRequest, lead: Lead, result: Result, outcome: str,
             call_back_at: dt.datetime | None = None) -> None:
    """The call on the timeline; a reached one is the first response; a call back adds its task."""
    if result == "call_back" and call_back_at is None:
        raise FieldErrors({"call_back_at": "Say when to call back."})
    changes: dict[str, Any] = {"outcome": outcome, "result": result, "answered": result == "reached"}
    if result == "call_back" and call_back_at is not None:
        changes["call_back_at"] = tasks.local(call_back_at).isoformat()
    log(request, lead, "call", changes)
    if result == "call_back" and call_back_at is not None:
        tasks.add(request, lead, getattr(request.user, "pk", 0), call_back_at, outcome[:200])
    if result == "reached":
        reached(lead)
