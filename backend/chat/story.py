"""One story per visitor: the contact form, a booking or a calculator's assessment sent from the browser that
chatted with the assistant names the chat's conversation (its id, which only that browser holds: the widget
keeps it in local storage), and the lead arrives with the conversation (leads/signals.lead_admitted).

- The conversation has no lead yet: it becomes the new lead's, so staff read the question on the lead's
  page (its transcript in the timeline, as a chat lead's).
- It has one already (the visitor gave their details in the chat, or sent a form before): the conversation
  stays with that lead, and the new lead joins its person (leads/people.py) when their names agree, as a
  shared phone joins them; a browser can be shared, so another name stays a person of its own. A closed
  lead is not joined to, as people.py does not (staff can still merge them). Both timelines say they are
  now the same person, as after a merge by staff (by no one: the system).
- An id that names no conversation (forged, stale, malformed) attaches nothing; the lead is stored all
  the same."""

from typing import Any

from leads import lifecycle, people
from leads.lifecycle import CLOSED
from leads.models import Lead

from .service import found


def attach(sender: Any, lead: Lead, visitor: str = "", **kwargs: Any) -> None:
    conversation = found(visitor)
    if conversation is None or conversation.lead_id == lead.pk:
        return
    earlier = conversation.lead
    if earlier is None:
        conversation.lead = lead
        conversation.save(update_fields=["lead", "updated_at"])
    elif (earlier.status not in CLOSED and people.names_agree(lead, earlier)
          and (earlier.person_id is None or earlier.person_id != lead.person_id)):
        people.join(earlier, lead)
        lead.refresh_from_db(fields=["person"])  # joined in the database: the caller saves this lead again
        lifecycle.record(lead, None, "merged", {"lead": earlier.pk})
        lifecycle.record(earlier, None, "merged", {"lead": lead.pk})
