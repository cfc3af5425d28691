"""A lead's life in one place: its statuses' groups, which moves between statuses each kind of change may
make, and the one function that moves a lead (`move`), used by staff's edits (leads/workflow.py), the
bookings (booking/service.py) and the demo loader alike. What the move changed goes into the lead's
timeline entry (`record`), with whatever else that change did.

The statuses themselves are Lead.Status (their stored values); their names are in the locale files
(adminLeads.status.<key>)."""

import datetime as dt
from dataclasses import dataclass
from typing import Any

from django.utils import timezone

from accounts.names import display_name
from lib.errors import FieldErrors

from .models import Lead, LeadEvent
from .signals import lead_status_changed

S = Lead.Status
ALL = frozenset(S.values)
# Still being worked: the reply-by and follow-up days count (admin_rows.overdue, admin_queries.in_view).
OPEN = (S.NEW, S.CONTACTED, S.QUALIFIED, S.BOOKED, S.COMPLETED, S.NO_SHOW)
# Finished: only leads still being worked are joined to (leads/people.py), so a client who converted or
# was lost and writes again a year later starts afresh.
CLOSED = (S.CONVERTED, S.LOST)
# A status that says staff have reached the person (the first response, if nothing else came first).
REACHED = (S.CONTACTED, S.QUALIFIED, S.BOOKED, S.COMPLETED, S.CONVERTED)
# A lead in this status says why (a LostReason's key).
NEEDS_REASON = S.LOST


@dataclass(frozen=True)
class Move:
    """What one kind of change may do to a lead's status: the statuses it may leave and enter; whether
    entering a REACHED status is staff's first response; whether the lost reason follows the status
    (needed to enter NEEDS_REASON, cleared on leaving it)."""

    leaves: frozenset[str]
    enters: frozenset[str]
    reaches: bool = False
    reasoned: bool = False


# By the lead timeline's action that records the change (LeadEvent.action).
MOVES: dict[str, Move] = {
    # Staff set any status from the workbench.
    "update": Move(ALL, ALL, reaches=True, reasoned=True),
    # A meeting was booked (by the visitor or by staff).
    "booked": Move(ALL, frozenset({S.BOOKED})),
    # The last confirmed meeting was cancelled: back in the queue of leads to call.
    "cancelled": Move(frozenset({S.BOOKED}), frozenset({S.NEW})),
    # Staff recorded how the meeting went.
    "meeting": Move(ALL, frozenset({S.COMPLETED, S.NO_SHOW})),
    # Staff took that outcome back: the lead returns to the status it had before.
    "outcome_undone": Move(frozenset({S.COMPLETED, S.NO_SHOW}), ALL),
    # A lead loaded with its story so far (the demo's leads) starts where that story has got to.
    "imported": Move(frozenset({S.NEW}), ALL),
}


class NotAllowed(ValueError):
    """A move that MOVES does not allow for its kind of change (a mistake in the calling code)."""


def allowed(action: str, before: str, after: str) -> bool:
    """Whether `action` may move a lead from `before` to `after` (another status)."""
    rule = MOVES[action]
    return before in rule.leaves and after in rule.enters


def reached(lead: Lead, at: dt.datetime | None = None) -> None:
    """Records the first time staff reached the person (an e-mail, WhatsApp, a call, a status), once."""
    if lead.first_response_at is None:
        lead.first_response_at = at or timezone.now()
        Lead.objects.filter(pk=lead.pk, first_response_at__isnull=True).update(
            first_response_at=lead.first_response_at)


def move(lead: Lead, status: str, action: str, changes: dict[str, Any], actor: Any = None) -> bool:
    """Moves a stored lead to `status` as `action` (a key of MOVES) allows, and saves what the move changed;
    the change (status, and a lost reason it cleared) is added to `changes`, the timeline entry the caller
    records; the apps above hear of it (signals.lead_status_changed, naming `actor`, the staff member who
    made it when there is one). False when the lead already had that status. Raises FieldErrors when a
    status that needs a reason has none (a reasoned move, checked even when the status stays), NotAllowed
    for a move the action may not make."""
    rule = MOVES[action]
    if rule.reasoned and status == NEEDS_REASON and not lead.lost_reason:
        raise FieldErrors({"lost_reason": "Say why the lead was lost."})
    if status == lead.status:
        return False
    if not allowed(action, lead.status, status):
        raise NotAllowed(f"{action} does not move a lead from {lead.status} to {status}")
    before = lead.status
    changes["status"] = [before, status]
    lead.status = status
    fields = ["status", "updated_at"]
    if rule.reasoned and status != NEEDS_REASON and lead.lost_reason and "lost_reason" not in changes:
        changes["lost_reason"] = [lead.lost_reason, ""]
        lead.lost_reason = ""
        fields.append("lost_reason")
    lead.save(update_fields=fields)
    if rule.reaches and status in REACHED:
        reached(lead)
    lead_status_changed.send(sender=Lead, lead=lead, before=before, after=status, action=action, actor=actor)
    return True


def record(lead: Lead, actor: Any, action: str, changes: dict[str, Any]) -> LeadEvent:
    """One entry of the lead's timeline. A staff member (signed in) is named; without one the visitor did
    it on the booking pages (the timeline says so in the viewer's language)."""
    user = actor if getattr(actor, "is_authenticated", False) else None
    return LeadEvent.objects.create(lead=lead, actor=user, actor_name=display_name(user), action=action,
                                    changes=changes)
