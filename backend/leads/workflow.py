"""Staff working a lead: status (through leads/lifecycle.py: a lost lead says why), assignee and follow-up
date changes, each kept in the lead's timeline and the audit log; and erasing a lead when the person asks
(privacy law)."""

import datetime as dt
from typing import Any, Protocol

from django.contrib.auth import get_user_model
from django.db import transaction
from django.http import HttpRequest

from accounts import audit, roles
from accounts.models import AuditEntry
from lib.errors import FieldErrors

from . import assignment, lifecycle
from .admin_rows import person
from .models import Lead, LeadEvent, LostReason
from .rules import choices

ERASED = "(erased)"


class LeadPatch(Protocol):
    """What staff send to change a lead (the admin API's LeadPatchIn): only the fields sent change."""

    @property
    def model_fields_set(self) -> set[str]: ...
    @property
    def status(self) -> str | None: ...
    @property
    def assignee_id(self) -> int | None: ...
    @property
    def follow_up_on(self) -> dt.date | None: ...
    @property
    def lost_reason(self) -> str | None: ...
    @property
    def country(self) -> str | None: ...
    @property
    def service(self) -> str | None: ...


def lead_worker(user_id: int | None, field: str = "assignee_id") -> Any:
    """Only someone whose role works leads may be given one, or a task on one (an editor could not open it);
    a refusal names `field`."""
    if user_id is None:
        return None
    user = get_user_model().objects.filter(pk=user_id).first()
    if user is None or roles.role_of(user) is None:
        raise FieldErrors({field: "Choose an active staff member."})
    if not assignment.can_take(user):
        raise FieldErrors({field: "This staff member's role does not work leads: choose someone who does."})
    return user


def _lost_reason(key: str) -> str:
    if key and not LostReason.objects.filter(key=key).exists():
        raise FieldErrors({"lost_reason": "Choose one of the reasons."})
    return key


def log(request: HttpRequest, lead: Lead, action: str, changes: dict[str, Any]) -> LeadEvent:
    """One entry of the lead's timeline by the signed-in staff member."""
    return lifecycle.record(lead, request.user, action, changes)


@transaction.atomic
def update(request: HttpRequest, lead: Lead, patch: LeadPatch) -> Lead:
    sent = patch.model_fields_set
    changes: dict[str, list[Any]] = {}
    audit_before: dict[str, Any] = {}
    audit_after: dict[str, Any] = {}
    status = patch.status if "status" in sent and patch.status else lead.status
    if "lost_reason" in sent and (patch.lost_reason or "") != lead.lost_reason:
        changes["lost_reason"] = [lead.lost_reason, _lost_reason(patch.lost_reason or "")]
        lead.lost_reason = patch.lost_reason or ""
    # The assignee first: a move that opens a case (converted) gives it to whoever has the lead now.
    if "assignee_id" in sent and patch.assignee_id != lead.assignee_id:
        new = lead_worker(patch.assignee_id)
        changes["assignee"] = [person(lead.assignee) or None, person(new) or None]
        audit_before["assignee_id"], audit_after["assignee_id"] = lead.assignee_id, patch.assignee_id
        lead.assignee = new
    lifecycle.move(lead, status, "update", changes, actor=request.user)
    for field, kind in (("country", "countries"), ("service", "services")):
        value = getattr(patch, field)
        if field in sent and value is not None and value != getattr(lead, field):
            if value and value not in choices(kind):
                raise FieldErrors({field: "Choose one of the options."})
            changes[field] = [getattr(lead, field), value]
            setattr(lead, field, value)
        if field in sent and field in lead.inferred:  # staff confirmed or corrected it
            lead.inferred = [f for f in lead.inferred if f != field]
            changes.setdefault(field, [getattr(lead, field), getattr(lead, field)])
    if "follow_up_on" in sent and patch.follow_up_on != lead.follow_up_on:
        changes["follow_up_on"] = [lead.follow_up_on.isoformat() if lead.follow_up_on else None,
                                   patch.follow_up_on.isoformat() if patch.follow_up_on else None]
        lead.follow_up_on = patch.follow_up_on
    if not changes:
        return lead
    lead.save()
    log(request, lead, "update", changes)
    if "assignee" in changes and lead.assignee is not None and lead.assignee != request.user:
        assignment.tell(lead, lead.assignee)  # someone else gave it to them: they should know
    for field, (before, after) in changes.items():
        if field != "assignee":
            audit_before[field], audit_after[field] = before, after
    audit.record(request, "update", "lead", lead.pk, summary=f"Changed {', '.join(changes)} of lead {lead.pk}",
                 before=audit_before, after=audit_after)
    return lead


def _redact_notes(lead_id: int) -> None:
    """Staff notes are about the person, so earlier audit entries of the lead lose their text too;
    that a note was written or changed, by whom and when, stays."""
    entries = AuditEntry.objects.filter(target_type="lead", target_id=str(lead_id))
    for entry in entries:
        for side in (entry.before, entry.after):
            if isinstance(side, dict):
                for field in ("notes", "note"):
                    if field in side:
                        side[field] = ERASED
        entry.save(update_fields=["before", "after"])


@transaction.atomic
def erase(request: HttpRequest, lead: Lead) -> None:
    """Removes the lead, its chat transcript, its notes, its history and the e-mails about it. The audit
    entry keeps who erased which lead id and when, and nothing about the person."""
    lead_id = lead.pk
    conversation = getattr(lead, "conversation", None)
    if conversation is not None:
        conversation.delete()  # its messages go with it
    lead.delete()  # notes, history and outbox e-mails cascade
    _redact_notes(lead_id)
    audit.record(request, "erase", "lead", lead_id, summary=f"Erased lead {lead_id} on the person's request")
