"""Taking in a new lead, whatever its source (the contact form with or without script, the chat, a booking by
the visitor or by staff, a calculator, the demo loader): every way a lead is created calls `create_lead`
(or `admit` with a Lead it built), which stores it with its phone in E.164 when it can be read, its
reply-by time (leads/reply_by.py), its person (leads/people.py) and its assignee by the assignment rules
(leads/assignment.py, who is told by e-mail).

Lead.save() does none of this: a lead stored another way (the ORM, bulk_create) has none of it."""

from typing import Any

from django.utils import timezone

from . import assignment, people, reply_by
from .models import Lead
from .rules import e164


def admit(lead: Lead) -> Lead:
    """Stores a new lead (not yet saved) with its E.164 phone, reply-by time, person and assignee; returns
    it. A lead starts as new: leads/lifecycle.py moves it on from there."""
    if not lead._state.adding or lead.status != Lead.Status.NEW:
        raise ValueError("Only a new lead, not yet stored, is taken in.")
    lead.phone = e164(lead.phone) or lead.phone
    if lead.reply_by is None:
        lead.reply_by = reply_by.due(lead.created_at or timezone.now())
    people.attach(lead)
    ruled = lead.assignee_id is None
    assignment.at_intake(lead)
    lead.save()
    if ruled and lead.assignee_id is not None:
        assignment.tell(lead, lead.assignee)
    return lead


def create_lead(**fields: Any) -> Lead:
    """A new lead with these fields (Lead's), taken in (`admit`)."""
    return admit(Lead(**fields))
