"""Taking in a new lead, whatever its source (the contact form with or without script, the chat, a booking by
the visitor or by staff, a calculator, the demo loader): every way a lead is created calls `create_lead`
(or `admit` with a Lead it built), which stores it with its phone in E.164 when it can be read, its
reply-by time (leads/reply_by.py), its person (leads/people.py) and its assignee by the assignment rules
(leads/assignment.py, who is told by e-mail), then announces it (`signals.lead_admitted`, with the visitor
reference the browser sent: the chat attaches its conversation by it).

Lead.save() does none of this: a lead stored another way (the ORM, bulk_create) has none of it."""

import logging
from typing import Any

from django.db import transaction
from django.utils import timezone

from . import assignment, people, reply_by
from .models import Lead
from .rules import e164
from .signals import lead_admitted

log = logging.getLogger(__name__)


def admit(lead: Lead, visitor: str = "") -> Lead:
    """Stores a new lead (not yet saved) with its E.164 phone, reply-by time, person and assignee; returns
    it. A lead starts as new: leads/lifecycle.py moves it on from there. `visitor`: the browser's reference
    to what the visitor did before (an opaque string, "" for none), passed on to `lead_admitted`."""
    if not lead._state.adding or lead.status != Lead.Status.NEW:
        raise ValueError("Only a new lead, not yet stored, is taken in.")
    lead.phone = e164(lead.phone) or lead.phone
    if lead.reply_by is None:
        lead.reply_by = reply_by.due(lead.created_at or timezone.now())
    people.attach(lead)
    rule, number = assignment.at_intake(lead)
    lead.save()
    if rule is not None:
        assignment.record(lead, rule, number)
        assignment.tell(lead, lead.assignee)
    _announce(lead, visitor)
    return lead


def _announce(lead: Lead, visitor: str) -> None:
    """Sends `lead_admitted`; a listener's failure is logged and undone (its savepoint), never the lead's."""
    try:
        with transaction.atomic():
            lead_admitted.send(sender=Lead, lead=lead, visitor=visitor)
    except Exception:
        log.exception("A listener of lead_admitted failed for lead %s; the lead is kept.", lead.pk)


def create_lead(visitor: str = "", **fields: Any) -> Lead:
    """A new lead with these fields (Lead's), taken in (`admit`, with the `visitor` reference)."""
    return admit(Lead(**fields), visitor)
