"""The admin API for e-mail from clients (leads/inbound.py): the messages that matched no lead, each opened,
attached to a lead or dismissed (both audited), and the download of a kept file. Everyone who works
leads may use it; the files are never public (no media URL), only this staff endpoint hands them out."""

import datetime
from typing import Any, Literal

from django.db.models import Q
from django.http import FileResponse, HttpRequest
from django.shortcuts import get_object_or_404
from ninja import Query, Router, Schema

from accounts import audit
from accounts.security import require, staff
from lib.api_ints import Id
from lib.errors import ErrorOut, FieldErrors, error_response
from lib.listing import ListQuery, Page, ordered, page_of

from .admin_work_schemas import InboundEmailOut
from .models import InboundAttachment, InboundEmail, Lead

router = Router(tags=["admin: inbound e-mail"], auth=staff)


class InboundQuery(ListQuery):
    state: Literal["unmatched", "dismissed", "matched"] = "unmatched"


class InboundItemOut(InboundEmailOut):
    state: Literal["unmatched", "dismissed", "matched"]
    to: str
    received_at: datetime.datetime
    lead_id: int | None


class InboundPageOut(Page[InboundItemOut]):
    pass


class InboundAttachIn(Schema):
    lead_id: Id


def item(m: InboundEmail) -> dict[str, Any]:
    return {
        "id": m.pk, "state": m.state, "from_address": m.from_address, "from_name": m.from_name, "to": m.to,
        "subject": m.subject, "text": m.text, "matched_by": m.matched_by, "refused": m.refused,
        "received_at": m.received_at, "lead_id": m.lead_id,
        "attachments": [{"id": a.pk, "filename": a.filename, "content_type": a.content_type, "size": a.size}
                        for a in m.attachments.all()],
    }


@router.get("inbound-emails", response=InboundPageOut)
def inbound_list(request: HttpRequest, query: Query[InboundQuery]) -> dict[str, Any]:
    require(request, "leads")
    qs = InboundEmail.objects.filter(state=query.state).prefetch_related("attachments")
    text = query.q.strip()
    if text:
        qs = qs.filter(Q(from_address__icontains=text) | Q(from_name__icontains=text) | Q(subject__icontains=text))
    return page_of(ordered(qs, query, ("received_at",), "received_at"), query, item)


@router.get("inbound-emails/{int:email_id}", response=InboundItemOut)
def inbound_detail(request: HttpRequest, email_id: Id) -> dict[str, Any]:
    require(request, "leads")
    return item(get_object_or_404(InboundEmail, pk=email_id))


@router.post("inbound-emails/{int:email_id}/attach", response={200: InboundItemOut, 409: ErrorOut})
def inbound_attach(request: HttpRequest, email_id: Id, payload: InboundAttachIn) -> Any:
    """Puts an unmatched (or dismissed) message on a lead's timeline."""
    require(request, "leads")
    email = get_object_or_404(InboundEmail, pk=email_id)
    if email.state == InboundEmail.State.MATCHED:
        return error_response(409, "conflict", "This e-mail is already on a lead.")
    lead = Lead.objects.filter(pk=payload.lead_id).first()
    if lead is None:
        raise FieldErrors({"lead_id": "Choose a lead."})
    before = {"state": email.state}
    email.lead, email.state, email.matched_by = lead, InboundEmail.State.MATCHED, InboundEmail.MatchedBy.STAFF
    email.save(update_fields=["lead", "state", "matched_by"])
    audit.record(request, "attach", "inbound_email", email.pk, summary=f"Attached e-mail {email.pk} to lead {lead.pk}",
                 before=before, after={"state": email.state, "lead_id": lead.pk})
    return item(email)


@router.post("inbound-emails/{int:email_id}/dismiss", response={200: InboundItemOut, 409: ErrorOut})
def inbound_dismiss(request: HttpRequest, email_id: Id) -> Any:
    """Takes an unmatched message off the list (spam, a newsletter); it stays readable under "dismissed"."""
    require(request, "leads")
    email = get_object_or_404(InboundEmail, pk=email_id)
    if email.state != InboundEmail.State.UNMATCHED:
        return error_response(409, "conflict", "Only an e-mail that matched no lead can be dismissed.")
    email.state = InboundEmail.State.DISMISSED
    email.save(update_fields=["state"])
    audit.record(request, "dismiss", "inbound_email", email.pk, summary=f"Dismissed e-mail {email.pk}",
                 before={"state": InboundEmail.State.UNMATCHED}, after={"state": email.state})
    return item(email)


@router.get("inbound-attachments/{int:attachment_id}", response={404: ErrorOut},
            openapi_extra={"responses": {200: {"description": "The file, as a download",
                                               "content": {"application/octet-stream": {
                                                   "schema": {"type": "string", "format": "binary"}}}}}})
def inbound_attachment(request: HttpRequest, attachment_id: Id) -> FileResponse:
    """The file, always as a download (never shown inline: it came from outside)."""
    require(request, "leads")
    attachment = get_object_or_404(InboundAttachment, pk=attachment_id)
    response = FileResponse(attachment.file.open("rb"), as_attachment=True, filename=attachment.filename,
                            content_type=attachment.content_type)
    response["Cache-Control"] = "private, no-store"
    return response
