"""A lead's whole story in one list, newest first: when and how it came in, staff notes, changes
(status, assignee, follow-up, lost reason) and what bookings did to it, e-mails (ours and the automatic ones,
with where they stand in the outbox, and the person's own: leads/inbound.py), WhatsApp chats opened, calls
logged (with their result), the assignment rule that gave the lead to someone, tasks (added, done, reopened,
edited, deleted), the chat transcript, merges and unlinks."""

from typing import Any

from mail.models import OutboxMessage

from .models import CALL_RESULTS, InboundEmail, Lead, LeadEvent, LeadNote
from .notes import editable

# Events that change the lead's fields: staff's edits ("update") and what a booking did to it (booking/service.py).
CHANGES = ("update", "booked", "rescheduled", "cancelled", "meeting", "outcome_undone")
# What a visitor does on the booking pages is logged without an actor (older entries named them "Visitor").
BY_VISITOR = ("booked", "rescheduled", "cancelled")
LEGACY_VISITOR = "Visitor"


def result_of(changes: dict[str, Any]) -> str:
    """A logged call's result (leads/calls.py); calls logged before results were kept said only whether
    they were answered."""
    found = changes.get("result")
    if found in CALL_RESULTS:
        return str(found)
    return "reached" if changes.get("answered", True) else "no_answer"


def _entry(kind: str, at: Any, actor: str | None = None, **data: Any) -> dict[str, Any]:
    return {"kind": kind, "at": at, "actor": actor, **data}


def _reply(m: Any) -> dict[str, Any] | None:
    """Why the assistant gave this reply, for staff ("Why this reply"); None for the visitor's messages and
    the widget's own (which have no outcome)."""
    if m.role != "assistant" or not m.outcome:
        return None
    return {"outcome": m.outcome, "confidence": m.confidence, "why": m.why or {}, "helpful": m.helpful}


def _transcript(lead: Lead) -> list[dict[str, Any]]:
    conversation = getattr(lead, "conversation", None)
    if conversation is None:
        return []
    messages = [{"role": m.role, "content": m.content, "at": m.created_at, "reply": _reply(m)}
                for m in conversation.messages.all()]
    return [_entry("chat", conversation.created_at, messages=messages)] if messages else []


def _emails(lead: Lead, sent_by: dict[int, str]) -> list[dict[str, Any]]:
    kinds = dict(OutboxMessage.Kind.choices)
    return [_entry("email", m.created_at, sent_by.get(m.pk), email={
        "id": m.pk, "kind": m.kind, "kind_label": kinds.get(m.kind, m.kind), "to": m.to, "subject": m.subject,
        "status": m.status, "sent_at": m.sent_at, "text": m.text if m.kind == OutboxMessage.Kind.LEAD_REPLY else "",
    }) for m in OutboxMessage.objects.filter(lead=lead).order_by("created_at", "id")]


def _inbound(lead: Lead) -> list[dict[str, Any]]:
    """The person's e-mails to us (leads/inbound.py), with the files kept and those refused."""
    return [_entry("inbound_email", m.received_at, inbound={
        "id": m.pk, "from_address": m.from_address, "from_name": m.from_name, "subject": m.subject, "text": m.text,
        "matched_by": m.matched_by, "refused": m.refused,
        "attachments": [{"id": a.pk, "filename": a.filename, "content_type": a.content_type, "size": a.size}
                        for a in m.attachments.all()],
    }) for m in InboundEmail.objects.filter(lead=lead).prefetch_related("attachments")]


def entries(lead: Lead, viewer: Any) -> list[dict[str, Any]]:
    found = [_entry("created", lead.created_at, source=lead.source)]
    found += [_entry("note", n.created_at, n.author_name or None, note_id=n.pk, text=n.text, edited_at=n.edited_at,
                     editable=editable(n, viewer))
              for n in LeadNote.objects.filter(lead=lead)]
    sent_by: dict[int, str] = {}
    for event in LeadEvent.objects.filter(lead=lead).order_by("at", "id"):
        actor = event.actor_name or None
        if event.action == "email":
            sent_by[event.changes.get("outbox_id", 0)] = event.actor_name
        elif event.action in CHANGES:
            visitor = event.actor_id is None and event.action in BY_VISITOR and actor in (None, LEGACY_VISITOR)
            # "booking" names the meeting an outcome was recorded on (for its undo), not a change.
            changes = {k: v for k, v in event.changes.items() if k != "booking"}
            found.append(_entry("update", event.at, None if visitor else actor, action=event.action,
                                changes=changes, by_visitor=visitor))
        elif event.action == "note_edited":
            found.append(_entry("note_edited", event.at, actor, changes={"text": event.changes.get("text", ["", ""])}))
        elif event.action == "task":
            c = event.changes
            found.append(_entry("task", event.at, actor, task={
                "id": c.get("task"), "what": c.get("what"), "due_at": c.get("due_at"), "owner": c.get("owner"),
                "note": c.get("note", "")}))
        elif event.action == "rule_assigned":
            c = event.changes
            found.append(_entry("rule_assigned", event.at, None, rule={
                "id": c.get("rule"), "number": c.get("number", 0), "criteria": c.get("criteria", {}),
                "assignee": c.get("assignee")}))
        elif event.action == "call":
            found.append(_entry("call", event.at, actor, text=event.changes.get("outcome", ""),
                                answered=event.changes.get("answered", True), result=result_of(event.changes),
                                call_back_at=event.changes.get("call_back_at")))
        elif event.action == "case":  # the lead's client case (cases/service.py)
            c = event.changes
            found.append(_entry("case", event.at, actor, case={
                "id": c.get("case"), "what": c.get("what", ""),
                "details": {k: v for k, v in c.items() if k not in ("case", "what")}}))
        else:  # whatsapp, merged, unlinked, kept_apart
            found.append(_entry(event.action, event.at, actor, template=event.changes.get("template", ""),
                                lead_id=event.changes.get("lead")))
    found += _emails(lead, sent_by)
    found += _inbound(lead)
    found += _transcript(lead)
    return sorted(found, key=lambda e: e["at"], reverse=True)
