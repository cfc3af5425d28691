"""The demo's leads, so the workbench has something to work on a fresh machine: enquiries from every
source in both languages, some answered in time, some late, some due today, one person who chatted and
then wrote, a chat lead with what the chat inferred (its conversation: chat/demo.py), and a few notes.
Times are relative to now. Then, when there are none, a few assignment rules for the demo consultants
(booking/demo.py), one of them switched off, so a new firm sees how rules look; they are added after the
leads, which keep the assignees written here.

Only loaded into a database without leads (`load_demo_leads --if-empty`, run by `make run`)."""

import datetime as dt
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from accounts.names import display_name

from . import intake, lifecycle
from .models import AssignmentRule, Lead, LeadNote
from .reply_by import due

H = dt.timedelta(hours=1)

# (hours ago, minutes to the first response or None, status, assignee, fields)
LEADS: list[tuple[float, int | None, str, str, dict[str, Any]]] = [
    (2, None, "new", "", {"source": "contact", "first_name": "Maryam", "last_name": "Al-Kuwari", "language": "ar",
                          "phone": "+97455123456", "email": "maryam@example.com", "country": "canada",
                          "service": "study", "message": "أرغب في دراسة الماجستير في كندا العام القادم."}),
    (30, None, "new", "daniel", {"source": "contact", "first_name": "Rahul", "last_name": "Menon", "language": "en",
                                 "phone": "+97466123456", "email": "rahul@example.com", "country": "australia",
                                 "service": "migrate", "message": "I am an engineer, 8 years' experience."}),
    (50, None, "new", "priya", {"source": "calculator", "first_name": "Fatima", "last_name": "Haddad",
                                "language": "ar", "phone": "+97433123456", "email": "fatima@example.com",
                                "country": "australia", "service": "migrate"}),
    (5, None, "new", "", {"source": "chat", "first_name": "Omar", "last_name": "", "language": "ar",
                          "phone": "+97470123456", "country": "united-kingdom", "service": "study",
                          "inferred": ["country", "service"]}),
    (26, 95, "contacted", "daniel", {"source": "contact", "first_name": "Omar", "last_name": "Saleh",
                                     "language": "ar", "phone": "+974 7012 3456", "email": "omar@example.com",
                                     "country": "united-kingdom", "service": "study",
                                     "message": "أريد التقديم على تأشيرة طالب في بريطانيا."}),
    (72, 240, "qualified", "priya", {"source": "contact", "first_name": "Grace", "last_name": "Mensah",
                                     "language": "en", "phone": "+97455987654", "email": "grace@example.com",
                                     "country": "canada", "service": "family",
                                     "message": "Sponsoring my mother to join us in Toronto."}),
    (120, 45, "booked", "daniel", {"source": "booking", "first_name": "Ahmed", "last_name": "Nasser",
                                   "language": "ar", "phone": "+97466987654", "email": "ahmed@example.com",
                                   "country": "germany", "service": "work"}),
    (200, 30, "converted", "priya", {"source": "contact", "first_name": "Lina", "last_name": "Farah",
                                     "language": "en", "phone": "+97433987654", "email": "lina@example.com",
                                     "country": "canada", "service": "migrate"}),
    (300, 1900, "lost", "daniel", {"source": "contact", "first_name": "Yousef", "last_name": "Ali", "language": "ar",
                                   "phone": "+97455111222", "email": "yousef@example.com", "country": "united-states",
                                   "service": "business-immigration", "lost_reason": "cost"}),
]

NOTES = {
    "Grace Mensah": ["Mother's passport expires in March: renew before applying.",
              "Sent the sponsorship checklist; she will collect the documents this week."],
    "Omar Saleh": ["يفضّل التواصل عبر واتساب بعد الساعة الرابعة."],
}


# (criteria, agents, on): the top rule gives Arabic study enquiries to Daniel; then a switched-off rule for
# chat leads; last, a catch-all dealing every other lead to both in turn.
RULES: list[tuple[dict[str, str], list[str], bool]] = [
    ({"service": "study", "language": "ar"}, ["daniel"], True),
    ({"source": "chat"}, ["priya"], False),
    ({}, ["daniel", "priya"], True),
]


def has_leads() -> bool:
    return Lead.objects.exists()


@transaction.atomic
def load(now: dt.datetime | None = None) -> int:
    now = now or timezone.now()
    users = get_user_model().objects
    staff = {"daniel": users.filter(email="daniel@horizongate.qa").first(),
             "priya": users.filter(email="priya@horizongate.qa").first()}
    made = 0
    for hours, minutes, status, assignee, fields in LEADS:
        created = now - hours * H
        lead = intake.create_lead(assignee=staff.get(assignee), **fields)
        lifecycle.move(lead, status, "imported", {})
        first = created + dt.timedelta(minutes=minutes) if minutes is not None else None
        follow_up = (now + dt.timedelta(days=1)).date() if status in ("contacted", "qualified") else None
        reply_by = due(created)
        if first is None and hours > 24:
            # Meant to be late whatever the day the demo is loaded (a weekend would otherwise give it time).
            reply_by = min(reply_by, created + 24 * H)
        Lead.objects.filter(pk=lead.pk).update(created_at=created, reply_by=reply_by, first_response_at=first,
                                               follow_up_on=follow_up)
        name = f"{lead.first_name} {lead.last_name}".strip()
        for i, text in enumerate(NOTES.get(name) or NOTES.get(lead.first_name, [])):
            author = staff.get(assignee)
            LeadNote.objects.create(lead=lead, author=author, author_name=display_name(author),
                                    text=text, created_at=created + (i + 1) * H)
        made += 1
    _rules(staff)
    return made


def _rules(staff: dict[str, Any]) -> None:
    """The demo's assignment rules, only where there are none and the demo consultants exist."""
    if AssignmentRule.objects.exists():
        return
    for position, (criteria, names, active) in enumerate(RULES):
        agents = [staff[name] for name in names if staff.get(name) is not None]
        if agents:
            rule = AssignmentRule.objects.create(position=position, active=active, **criteria)
            rule.agents.set(agents)

