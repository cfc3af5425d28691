"""The assistant's inbox in the admin API (capability `content`, as the CMS: editors answer what the
assistant could not) and its weekly figures for the dashboard (every role). See docs/chat.md, "The
content-gap inbox", and docs/admin-api.md."""

from typing import Any

from django.http import HttpRequest
from ninja import Query, Router

from accounts.security import require, staff
from lib.errors import ErrorOut

from . import gap_groups, inbox, shares
from .admin_schemas import (
    AttachIn,
    FaqIn,
    GapGroupOut,
    GapIdsIn,
    GapQuery,
    InboxDoneOut,
    SaidOut,
    TargetOut,
    TargetQuery,
    TryIn,
    WeekOut,
)

router = Router(tags=["admin: assistant"], auth=staff)
WRITE = {200: InboxDoneOut, 422: ErrorOut}


@router.get("assistant/gaps", response=list[GapGroupOut])
def gaps_list(request: HttpRequest, query: Query[GapQuery]) -> Any:
    """The open questions, grouped by similarity, the largest groups first."""
    require(request, "content")
    return gap_groups.groups(query.language)


@router.post("assistant/gaps/attach", response=WRITE)
def gaps_attach(request: HttpRequest, payload: AttachIn) -> Any:
    """The questions become example sentences of an answer the assistant has; they are marked answered."""
    require(request, "content")
    return inbox.attach(request, payload.ids, payload.target.strip())


@router.post("assistant/gaps/faq", response={201: InboxDoneOut, 422: ErrorOut})
def gaps_faq(request: HttpRequest, payload: FaqIn) -> Any:
    """A new FAQ entry (published) written through the CMS; the questions become its example sentences."""
    require(request, "content")
    return 201, inbox.write_faq(request, payload.ids, payload.question.model_dump(), payload.answer.model_dump(),
                                payload.category)


@router.post("assistant/gaps/dismiss", response=WRITE)
def gaps_dismiss(request: HttpRequest, payload: GapIdsIn) -> Any:
    require(request, "content")
    return inbox.dismiss(request, payload.ids)


@router.get("assistant/targets", response=list[TargetOut])
def targets(request: HttpRequest, query: Query[TargetQuery]) -> Any:
    """The answers questions can be attached to: the assistant's intents and the site's passages."""
    require(request, "content")
    return inbox.targets(query.q)


@router.post("assistant/try", response=SaidOut)
def try_question(request: HttpRequest, payload: TryIn) -> Any:
    """What the assistant answers to a sentence now, as a new conversation's first message."""
    require(request, "content")
    return inbox.try_question(payload.text, payload.language)


@router.get("assistant/weeks", response=list[WeekOut])
def weeks(request: HttpRequest) -> Any:
    """The last eight weeks: the assistant's replies answered, handed off and marked not helpful."""
    require(request, "dashboard")
    return shares.weekly()
