"""The audit log, read-only, for admins (capability `users`)."""

import datetime
from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Schema
from pydantic import Field

from lib.listing import ListQuery, Page, ordered, page_of

from .models import AuditEntry
from .security import require, staff

router = Router(tags=["admin: audit"], auth=staff)


class AuditQuery(ListQuery):
    actor: str = Field("", max_length=254)
    target_type: str = Field("", max_length=60)
    action: str = Field("", max_length=40)


class AuditEntryOut(Schema):
    id: int
    at: datetime.datetime
    actor_email: str
    action: str
    # `lead`, `user`, `email` or a content type's key; the id as text ("" for none, as a reorder has).
    target_type: str
    target_id: str
    summary: str
    # The record's values before and after the change (any JSON; null when there is no such side).
    before: Any
    after: Any
    ip: str | None


class AuditPageOut(Page[AuditEntryOut]):
    pass


def _item(e: AuditEntry) -> dict[str, Any]:
    return {"id": e.pk, "at": e.at, "actor_email": e.actor_email, "action": e.action, "target_type": e.target_type,
            "target_id": e.target_id, "summary": e.summary, "before": e.before, "after": e.after, "ip": e.ip}


@router.get("audit", response=AuditPageOut)
def audit_list(request: HttpRequest, query: Query[AuditQuery]) -> dict[str, Any]:
    require(request, "users")
    qs = AuditEntry.objects.all()
    if query.actor:
        qs = qs.filter(actor_email__icontains=query.actor.strip())
    if query.target_type:
        qs = qs.filter(target_type=query.target_type)
    if query.action:
        qs = qs.filter(action=query.action)
    if query.q.strip():
        qs = qs.filter(summary__icontains=query.q.strip())
    return page_of(ordered(qs, query, ("at",), "at"), query, _item)
