"""How staff see a lead: the list row, and the detail with its chat transcript and history."""

from typing import Any

from .models import Lead, LeadEvent


def person(user: Any) -> str:
    """How a staff member is named on screen and in the history."""
    return (user.get_full_name() or user.email or user.get_username()) if user else ""


def row(lead: Lead) -> dict[str, Any]:
    return {
        "id": lead.pk, "source": lead.source, "status": lead.status,
        "first_name": lead.first_name, "last_name": lead.last_name, "full_name": lead.full_name,
        "email": lead.email, "phone": lead.phone, "country": lead.country, "service": lead.service,
        "language": lead.language,
        "assignee": {"id": lead.assignee.pk, "name": person(lead.assignee)} if lead.assignee else None,
        "created_at": lead.created_at,
    }


def transcript(lead: Lead) -> list[dict[str, Any]]:
    conversation = getattr(lead, "conversation", None)
    if conversation is None:
        return []
    return [{"role": m.role, "content": m.content, "at": m.created_at} for m in conversation.messages.all()]


def history(lead: Lead) -> list[dict[str, Any]]:
    created: dict[str, Any] = {"at": lead.created_at, "actor": None, "action": "created", "changes": {}}
    events = LeadEvent.objects.filter(lead=lead).order_by("at", "id")
    return [created] + [{"at": e.at, "actor": e.actor_name or None, "action": e.action, "changes": e.changes}
                        for e in events]


def detail(lead: Lead) -> dict[str, Any]:
    return {
        **row(lead),
        "message": lead.message, "page_url": lead.page_url, "referrer": lead.referrer, "utm": lead.utm,
        "consent_at": lead.consent_at, "consent_version": lead.consent_version, "notes": lead.notes,
        "updated_at": lead.updated_at, "transcript": transcript(lead), "history": history(lead),
        "assessment": lead.assessment,
    }
