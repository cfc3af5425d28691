"""The outbox as staff see it: what was sent, what is waiting, what gave up; and "retry now".
Agents (who answer leads) and admins may see it: the messages are about leads."""

import datetime
from typing import Any, Literal

from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from ninja import Query, Router, Schema
from ninja.errors import HttpError

from accounts import audit, roles
from accounts.security import staff
from lib.api_ints import Id
from lib.errors import ErrorOut, error_response
from lib.listing import ListQuery, Page, ordered, page_of

from .models import OutboxMessage
from .outbox import ErrorCode, due_again, error_code, error_detail

router = Router(tags=["admin: outbox"], auth=staff)

STATES = {"unsent": OutboxMessage.Status.PENDING, "failed": OutboxMessage.Status.FAILED,
          "sent": OutboxMessage.Status.SENT, "skipped": OutboxMessage.Status.SKIPPED}


class OutboxQuery(ListQuery):
    state: Literal["unsent", "failed", "sent", "skipped"] | None = None


class OutboxItemOut(Schema):
    id: int
    kind: str
    kind_label: str
    to: str
    subject: str
    status: Literal["pending", "sent", "failed", "skipped"]
    attempts: int
    # The last error as the log keeps it (English), what it is as a code the admin names in its language,
    # and for a send error its technical part ("ConnectionRefusedError: …"), shown as it is.
    last_error: str
    error_code: ErrorCode
    error_detail: str
    created_at: datetime.datetime
    next_attempt_at: datetime.datetime
    sent_at: datetime.datetime | None
    lead_id: int | None


class OutboxPageOut(Page[OutboxItemOut]):
    pass


def _allowed(request: HttpRequest) -> None:
    if not (roles.can(request.user, "leads") or roles.can(request.user, "users")):
        raise HttpError(403, "Your role does not allow this.")


def _item(m: OutboxMessage) -> dict[str, Any]:
    return {
        "id": m.pk, "kind": m.kind, "kind_label": m.get_kind_display(), "to": m.to, "subject": m.subject,
        "status": m.status, "attempts": m.attempts, "last_error": m.last_error,
        "error_code": error_code(m.last_error), "error_detail": error_detail(m.last_error), "created_at": m.created_at,
        "next_attempt_at": m.next_attempt_at, "sent_at": m.sent_at, "lead_id": m.lead_id,
    }


@router.get("outbox", response=OutboxPageOut)
def outbox_list(request: HttpRequest, query: Query[OutboxQuery]) -> dict[str, Any]:
    _allowed(request)
    qs = OutboxMessage.objects.all()
    if query.state:
        qs = qs.filter(status=STATES[query.state])
    text = query.q.strip()
    if text:
        qs = qs.filter(Q(to__icontains=text) | Q(subject__icontains=text))
    return page_of(ordered(qs, query, ("created_at", "next_attempt_at", "sent_at"), "created_at"), query, _item)


@router.post("outbox/{int:message_id}/retry", response={204: None, 409: ErrorOut})
def outbox_retry(request: HttpRequest, message_id: Id) -> HttpResponse:
    """Due at once, with a fresh count of attempts for one that had given up."""
    _allowed(request)
    message = get_object_or_404(OutboxMessage, pk=message_id)
    if message.status == OutboxMessage.Status.SENT:
        return error_response(409, "conflict", "This e-mail has already been sent.")
    if message.status == OutboxMessage.Status.SKIPPED:
        # Skipped because its time passed or its meeting moved: sending it now would mislead.
        return error_response(409, "conflict", "This e-mail is no longer needed.")
    before = {"status": message.status, "attempts": message.attempts}
    message.status = OutboxMessage.Status.PENDING
    message.attempts = 0
    message.next_attempt_at = due_again(message)
    message.save(update_fields=["status", "attempts", "next_attempt_at"])
    audit.record(request, "retry", "email", message.pk, summary=f"Retry e-mail {message.pk}",
                 before=before, after={"status": message.status, "attempts": 0})
    return HttpResponse(status=204)
