"""Staff working a lead: status, assignee and notes changes, each kept in the lead's history and
the audit log; and erasing a lead when the person asks (privacy law)."""

from typing import Any, cast

from django.contrib.auth import get_user_model
from django.db import transaction
from django.http import HttpRequest

from accounts import audit, roles
from accounts.models import AuditEntry
from config.errors import FieldErrors

from .admin_rows import person
from .admin_schemas import LeadPatchIn
from .models import Lead, LeadEvent

ERASED = "(erased)"


def _assignee(user_id: int | None) -> Any:
    if user_id is None:
        return None
    user = get_user_model().objects.filter(pk=user_id).first()
    if user is None or roles.role_of(user) is None:
        raise FieldErrors({"assignee_id": "Choose an active staff member."})
    return user


@transaction.atomic
def update(request: HttpRequest, lead: Lead, patch: LeadPatchIn) -> Lead:
    sent = patch.model_fields_set
    changes: dict[str, list[Any]] = {}
    audit_before: dict[str, Any] = {}
    audit_after: dict[str, Any] = {}
    if "status" in sent and patch.status != lead.status:
        changes["status"] = [lead.status, patch.status]
        lead.status = patch.status or lead.status
    if "assignee_id" in sent and patch.assignee_id != lead.assignee_id:
        new = _assignee(patch.assignee_id)
        changes["assignee"] = [person(lead.assignee) or None, person(new) or None]
        audit_before["assignee_id"], audit_after["assignee_id"] = lead.assignee_id, patch.assignee_id
        lead.assignee = new
    if "notes" in sent and patch.notes != lead.notes:
        changes["notes"] = [lead.notes, patch.notes]
        lead.notes = patch.notes or ""
    if not changes:
        return lead
    lead.save()
    LeadEvent.objects.create(lead=lead, actor=cast(Any, request.user), actor_name=person(request.user), changes=changes)
    for field, (before, after) in changes.items():
        if field != "assignee":
            audit_before[field], audit_after[field] = before, after
    audit.record(request, "update", "lead", lead.pk, summary=f"Changed {', '.join(changes)} of lead {lead.pk}",
                 before=audit_before, after=audit_after)
    return lead


def _redact_notes(lead_id: int) -> None:
    """Staff notes are about the person, so earlier audit entries of the lead lose their text too;
    that a note changed, by whom and when, stays."""
    entries = AuditEntry.objects.filter(target_type="lead", target_id=str(lead_id))
    for entry in entries:
        for side in (entry.before, entry.after):
            if isinstance(side, dict) and "notes" in side:
                side["notes"] = ERASED
        entry.save(update_fields=["before", "after"])


@transaction.atomic
def erase(request: HttpRequest, lead: Lead) -> None:
    """Removes the lead, its chat transcript, its history and the e-mails about it. The audit entry
    keeps who erased which lead id and when, and nothing about the person."""
    lead_id = lead.pk
    conversation = getattr(lead, "conversation", None)
    if conversation is not None:
        conversation.delete()  # its messages go with it
    lead.delete()  # history and outbox e-mails cascade
    _redact_notes(lead_id)
    audit.record(request, "erase", "lead", lead_id, summary=f"Erased lead {lead_id} on the person's request")
