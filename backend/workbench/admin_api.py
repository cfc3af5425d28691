"""The admin API for leads (capability `leads`) and the dashboard (every role). See docs/admin-api.md."""

from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import F
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404
from ninja import Query, Router

from accounts import audit, roles
from accounts.preferences import language_of
from accounts.security import require, staff
from booking.admin_rows import lead_meetings
from leads import board, calls, export, notes, people, replies, tasks, workflow
from leads.admin_queries import matching
from leads.admin_rows import detail, person, row
from leads.admin_task_schemas import CallIn
from leads.admin_work_schemas import (
    EmailReplyIn,
    LeadPatchIn,
    LeadQuery,
    MergeIn,
    NoteIn,
    RepliesOut,
    WhatsAppOpenedIn,
)
from leads.models import Lead, LeadNote, LostReason
from leads.notifications import label
from leads.rules import choices, options
from lib import strings
from lib.api_ints import Id
from lib.errors import ErrorOut, FieldErrors, error_response
from lib.listing import page_of

from . import dashboard
from .admin_schemas import (
    BoardOut,
    DashboardOut,
    LeadChoicesOut,
    LeadDetailOut,
    LeadPageOut,
    StaffMemberOut,
)

router = Router(tags=["admin: leads"], auth=staff)


@router.get("dashboard", response=DashboardOut)
def dashboard_view(request: HttpRequest) -> dict[str, Any]:
    require(request, "dashboard")
    return dashboard.summary(with_leads=roles.can(request.user, "leads"), lang=language_of(request.user),
                             user=request.user)


@router.get("leads", response=LeadPageOut)
def leads_list(request: HttpRequest, query: Query[LeadQuery]) -> dict[str, Any]:
    require(request, "leads")
    lang = language_of(request.user)
    return page_of(matching(query, request.user), query, lambda lead: row(lead, lang))


@router.get("leads/board", response=BoardOut)
def leads_board(request: HttpRequest, query: Query[LeadQuery]) -> dict[str, Any]:
    """The matching leads by status, one column per stage (the status filter is the board's own)."""
    require(request, "leads")
    return board.columns(matching(query.model_copy(update={"status": ""}), request.user),
                         language_of(request.user))


@router.get("leads/export.csv", openapi_extra={"responses": {200: {
    "description": "The matching leads as CSV (UTF-8 with a BOM, a header row)",
    "content": {"text/csv": {"schema": {"type": "string"}}}}}})
def leads_export(request: HttpRequest, query: Query[LeadQuery]) -> StreamingHttpResponse:
    require(request, "leads")
    return export.response(matching(query, request.user))


@router.get("leads/choices", response=LeadChoicesOut)
def leads_choices(request: HttpRequest) -> dict[str, list[dict[str, str]]]:
    require(request, "leads")
    lang = language_of(request.user)

    def pairs(items: Any) -> list[dict[str, str]]:
        return [{"key": key, "label": text} for key, text in items]

    return {
        "status": pairs((key, choice_label("status", key, lang)) for key in Lead.Status.values),
        "source": pairs((key, choice_label("source", key, lang)) for key in Lead.Source.values),
        "service": pairs((key, label("services", key, lang)) for key in choices("services")),
        "country": pairs((key, label("countries", key, lang)) for key in options()["countries"]),
        "lost_reason": pairs((r.key, r.label_ar if lang == "ar" else r.label_en)
                             for r in LostReason.objects.filter(active=True)),
    }


def choice_label(kind: str, key: str, lang: str) -> str:
    """A lead status's or source's name in `lang` (locales/<lang>/admin-leads.json)."""
    return strings.t(f"adminLeads.{kind}.{key}", lang)


def _lead(lead_id: Id) -> Lead:
    return get_object_or_404(Lead.objects.select_related("assignee"), pk=lead_id)


def lead_detail(request: HttpRequest, lead: Lead) -> dict[str, Any]:
    """The lead page's answer: its detail, meetings and tasks (open first), in the viewer's language."""
    lang = language_of(request.user)
    # The reverse one-to-one of cases.Case (no case yet: getattr's default, the lookup raising AttributeError).
    case = getattr(lead, "case", None)
    return {**detail(lead, request.user), "bookings": lead_meetings(lead, lang),
            "tasks": tasks.rows(lead.tasks.order_by(F("done_at").asc(nulls_first=True), "due_at", "id"), lang),
            "case_id": case.pk if case is not None else None}


@router.get("leads/{int:lead_id}", response=LeadDetailOut)
def leads_detail(request: HttpRequest, lead_id: Id) -> dict[str, Any]:
    require(request, "leads")
    return lead_detail(request, _lead(lead_id))


@router.patch("leads/{int:lead_id}", response=LeadDetailOut)
def leads_update(request: HttpRequest, lead_id: Id, payload: LeadPatchIn) -> dict[str, Any]:
    require(request, "leads")
    return lead_detail(request, workflow.update(request, _lead(lead_id), payload))


@router.post("leads/{int:lead_id}/notes", response={201: LeadDetailOut})
def leads_add_note(request: HttpRequest, lead_id: Id, payload: NoteIn) -> tuple[int, dict[str, Any]]:
    require(request, "leads")
    lead = _lead(lead_id)
    notes.add(request, lead, payload.text)
    return 201, lead_detail(request, lead)


@router.patch("leads/{int:lead_id}/notes/{int:note_id}", response=LeadDetailOut)
def leads_edit_note(request: HttpRequest, lead_id: Id, note_id: Id, payload: NoteIn) -> dict[str, Any]:
    """Its author may correct a note within 15 minutes; the earlier text stays in the timeline."""
    require(request, "leads")
    lead = _lead(lead_id)
    notes.edit(request, get_object_or_404(LeadNote, pk=note_id, lead=lead), payload.text)
    return lead_detail(request, lead)


@router.get("leads/{int:lead_id}/replies", response=RepliesOut)
def leads_replies(request: HttpRequest, lead_id: Id) -> dict[str, Any]:
    """The reply templates filled in for this lead, in its language, with the signed-in consultant's name."""
    require(request, "leads")
    return replies.for_lead(_lead(lead_id), request.user)


@router.post("leads/{int:lead_id}/whatsapp", response=LeadDetailOut)
def leads_whatsapp(request: HttpRequest, lead_id: Id, payload: WhatsAppOpenedIn) -> dict[str, Any]:
    """Staff opened a WhatsApp chat with the person (the link itself comes from /replies)."""
    require(request, "leads")
    lead = _lead(lead_id)
    replies.opened_whatsapp(request, lead, payload.template_id)
    return lead_detail(request, lead)


@router.post("leads/{int:lead_id}/calls", response={201: LeadDetailOut, 422: ErrorOut})
def leads_call(request: HttpRequest, lead_id: Id, payload: CallIn) -> tuple[int, dict[str, Any]]:
    """A call and how it went (leads/calls.py): only "reached" is a first response; "call_back" adds a task."""
    require(request, "leads")
    lead = _lead(lead_id)
    result = payload.result or ("reached" if payload.answered else "no_answer")
    calls.log_call(request, lead, result, payload.outcome, payload.call_back_at)
    return 201, lead_detail(request, lead)


@router.post("leads/{int:lead_id}/emails", response={201: LeadDetailOut, 422: ErrorOut})
def leads_email(request: HttpRequest, lead_id: Id, payload: EmailReplyIn) -> Any:
    """An e-mail to the person, through the outbox (sent by the mail worker, retried if the server is away)."""
    require(request, "leads")
    lead = _lead(lead_id)
    if not lead.email:
        raise FieldErrors({"subject": "This lead gave no e-mail address."})
    with transaction.atomic():
        replies.send_email(request, lead, payload.subject, payload.body, payload.template_id)
    return 201, lead_detail(request, lead)


def _pair(request: HttpRequest, lead_id: int, payload: MergeIn) -> tuple[Lead, Lead]:
    """The lead on screen and the other lead staff chose (never itself)."""
    require(request, "leads")
    lead = _lead(lead_id)
    other = get_object_or_404(Lead, pk=payload.lead_id)
    if other.pk == lead.pk:
        raise FieldErrors({"lead_id": "Choose another lead."})
    return lead, other


def _log_pair(request: HttpRequest, lead: Lead, other: Lead, action: str) -> None:
    workflow.log(request, lead, action, {"lead": other.pk})
    workflow.log(request, other, action, {"lead": lead.pk})


@router.post("leads/{int:lead_id}/merge", response=LeadDetailOut)
def leads_merge(request: HttpRequest, lead_id: Id, payload: MergeIn) -> dict[str, Any]:
    """Another lead (and every lead of its person) becomes the same person as this one."""
    lead, other = _pair(request, lead_id, payload)
    with transaction.atomic():
        people.join(lead, other)
        _log_pair(request, lead, other, "merged")
        audit.record(request, "merge", "lead", lead.pk, summary=f"Merged lead {other.pk} into lead {lead.pk}'s person")
    return lead_detail(request, _lead(lead_id))


@router.post("leads/{int:lead_id}/keep-apart", response={200: LeadDetailOut, 409: ErrorOut})
def leads_keep_apart(request: HttpRequest, lead_id: Id, payload: MergeIn) -> Any:
    """Staff say a lead suggested as the same person is someone else: it is no longer suggested. Two leads
    already joined as one person are not kept apart by saying so (409, nothing logged): one is unlinked."""
    lead, other = _pair(request, lead_id, payload)
    if lead.person_id is not None and lead.person_id == other.person_id:
        return error_response(409, "same_person", "These leads are already one person: unlink one instead.")
    with transaction.atomic():
        _log_pair(request, lead, other, "kept_apart")
        audit.record(request, "keep_apart", "lead", lead.pk,
                     summary=f"Lead {other.pk} is not the same person as lead {lead.pk}")
    return lead_detail(request, lead)


@router.post("leads/{int:lead_id}/unlink", response=LeadDetailOut)
def leads_unlink(request: HttpRequest, lead_id: Id) -> dict[str, Any]:
    """Takes this lead out of its person (it was someone else)."""
    require(request, "leads")
    lead = _lead(lead_id)
    with transaction.atomic():
        before = lead.person_id
        others = list(Lead.objects.filter(person_id=before).exclude(pk=lead.pk)) if before else []
        people.unlink(lead)
        workflow.log(request, lead, "unlinked", {"person": before})
        for other in others:  # their timelines say which lead was taken out
            workflow.log(request, other, "unlinked", {"lead": lead.pk})
        audit.record(request, "unlink", "lead", lead.pk, summary=f"Took lead {lead.pk} out of person {before}")
    return lead_detail(request, lead)


@router.delete("leads/{int:lead_id}", response={204: None})
def leads_delete(request: HttpRequest, lead_id: Id) -> HttpResponse:
    require(request, "leads")
    workflow.erase(request, get_object_or_404(Lead, pk=lead_id))
    return HttpResponse(status=204)


@router.get("staff", response=list[StaffMemberOut])
def staff_list(request: HttpRequest) -> list[dict[str, Any]]:
    """Active staff whose role works leads (the one rule of accounts/roles.py), for the assignee pickers:
    anyone else given a lead could not open it."""
    require(request, "leads")
    users = get_user_model().objects.filter(is_active=True, is_staff=True).select_related("preference")
    found = [(u, roles.role_of(u)) for u in users.order_by("first_name", "last_name", "email")]
    lang = language_of(request.user)
    return [{"id": u.pk, "name": person(u, lang), "email": u.email, "role": role}
            for u, role in found if role in roles.CAPABILITIES["leads"]]
