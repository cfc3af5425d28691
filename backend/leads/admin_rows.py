"""How staff see a lead: the list row (with what is overdue), and the detail with its timeline and the
other leads of the same person."""

import datetime as dt
from typing import Any

from django.utils import timezone

from accounts.names import display_name
from accounts.preferences import language_of

from .lifecycle import OPEN
from .models import Lead
from .people import matched, suggestions
from .timeline import entries


def person(user: Any, lang: str = "en") -> str:
    """How a staff member is named on screen and in the history (their display name, accounts/names.py)."""
    return display_name(user, lang)


def overdue(lead: Lead, now: dt.datetime | None = None) -> list[str]:
    """"reply": no first response and its reply-by time has passed; "follow_up": an open lead whose
    follow-up day is over (both only while the lead is being worked). The "overdue" view says the same as
    a query (admin_queries.in_view); leads/tests/test_overdue_rule.py holds the two to one set of cases."""
    now = now or timezone.now()
    late = []
    if lead.status in OPEN:
        if lead.first_response_at is None and lead.reply_by is not None and lead.reply_by < now:
            late.append("reply")
        if lead.follow_up_on is not None and lead.follow_up_on < timezone.localdate(now):
            late.append("follow_up")
    return late


def row(lead: Lead, lang: str = "en") -> dict[str, Any]:
    """The list row; the assignee's name in `lang`, the viewer's language."""
    return {
        "id": lead.pk, "source": lead.source, "status": lead.status,
        "first_name": lead.first_name, "last_name": lead.last_name, "full_name": lead.full_name,
        "email": lead.email, "phone": lead.phone, "country": lead.country, "service": lead.service,
        "language": lead.language,
        "assignee": {"id": lead.assignee.pk, "name": person(lead.assignee, lang)} if lead.assignee else None,
        "created_at": lead.created_at, "person_id": lead.person_id, "reply_by": lead.reply_by,
        "first_response_at": lead.first_response_at, "follow_up_on": lead.follow_up_on,
        "lost_reason": lead.lost_reason, "overdue": overdue(lead), "inferred": lead.inferred,
    }


def same_person(lead: Lead, lang: str = "en") -> list[dict[str, Any]]:
    """The other leads of the lead's person, each with the details it shares with this one."""
    if lead.person_id is None:
        return []
    others = Lead.objects.filter(person_id=lead.person_id).exclude(pk=lead.pk).select_related("assignee")
    return [{**row(other, lang), "matched": matched(lead, other)} for other in others.order_by("-created_at", "-id")]


def suggested_same_person(lead: Lead, lang: str = "en") -> list[dict[str, Any]]:
    """Leads that may be the same person (a phone under another name), for staff to confirm or decline."""
    return [{**row(other, lang), "matched": matched(lead, other)} for other in suggestions(lead)]


def detail(lead: Lead, viewer: Any) -> dict[str, Any]:
    lang = language_of(viewer)
    return {
        **row(lead, lang),
        "message": lead.message, "page_url": lead.page_url, "referrer": lead.referrer, "utm": lead.utm,
        "consent_at": lead.consent_at, "consent_version": lead.consent_version,
        "updated_at": lead.updated_at, "timeline": entries(lead, viewer), "same_person": same_person(lead, lang),
        "suggested_same_person": suggested_same_person(lead, lang),
        "assessment": lead.assessment,
    }
