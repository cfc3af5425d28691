"""Who a new lead goes to, and telling them.

The assignment rules (AssignmentRule, kept by administrators) that are switched on are tried in order; the
first whose set criteria the lead meets gives it to the next of its agents in turn (round robin, by the rule's last
pick), skipping anyone who cannot take it now: an inactive account, a role that does not work leads,
or someone away today. No rule matches, or nobody of the rule's agents can take it: the lead stays
unassigned, as before the rules.

Who is away is not known here: time off is the booking app's (above leads), so it registers a source
with `register_away` from its AppConfig (booking/away.py). Every new assignment (the rules at intake,
a booking's consultant, staff choosing someone) e-mails the new assignee through the outbox, in their
admin language (`tell`). A lead the rules gave away says so on its timeline (`record`): which rule, whom."""

import datetime as dt
from collections.abc import Callable, Iterable
from typing import Any

from django.db import transaction

from accounts import roles
from accounts.names import display_name
from accounts.preferences import language_of
from lib import strings
from lib.site_url import public_url
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue
from office import calendar

from .models import AssignmentRule, Lead, LeadEvent

CRITERIA = ("service", "country", "language", "source")
# The timeline action of a lead given away by a rule (leads/timeline.py).
RULE_ASSIGNED = "rule_assigned"

# Functions of a day (in the office's time zone) giving the ids of the users away on it.
_away_sources: list[Callable[[dt.date], Iterable[int]]] = []


def register_away(source: Callable[[dt.date], Iterable[int]]) -> None:
    """Adds a source of "who is away on a day" (an app above leads, from its AppConfig.ready)."""
    if source not in _away_sources:
        _away_sources.append(source)


def away_on(day: dt.date) -> set[int]:
    """The ids of the users away on `day` (any time off that day), by every registered source."""
    return {user_id for source in _away_sources for user_id in source(day)}


def can_take(user: Any) -> bool:
    """Whether `user` may be given leads at all: active staff whose role works leads (accounts/roles.py)."""
    return roles.can(user, "leads")


def matches(rule: AssignmentRule, lead: Lead) -> bool:
    return all(not getattr(rule, field) or getattr(rule, field) == getattr(lead, field) for field in CRITERIA)


def _next_agent(rule: AssignmentRule, away: set[int]) -> Any:
    """The rule's next agent who can take a lead now, after its last pick (by id, round and round)."""
    agents = [u for u in rule.agents.order_by("id") if u.pk not in away and can_take(u)]
    if not agents:
        return None
    last = rule.last_agent_id or 0
    return next((u for u in agents if u.pk > last), agents[0])


def pick(lead: Lead, now: dt.datetime | None = None) -> tuple[Any, AssignmentRule | None, int]:
    """The agent the first matching rule that is on gives `lead` to now (its turn is taken), that rule and
    its number in the list (1 for the top one); (None, None, 0) when no rule gives it anyone."""
    rules = list(AssignmentRule.objects.all())
    found = next(((number, rule) for number, rule in enumerate(rules, 1) if rule.active and matches(rule, lead)),
                 None)
    if found is None:
        return None, None, 0
    with transaction.atomic():
        # Locked, so two leads arriving together take two turns, not the same one.
        rule = AssignmentRule.objects.select_for_update().get(pk=found[1].pk)
        agent = _next_agent(rule, away_on(calendar.now(now).date()))
        if agent is not None:
            rule.last_agent = agent
            rule.save(update_fields=["last_agent"])
    return agent, (rule if agent is not None else None), (found[0] if agent is not None else 0)


def choose(lead: Lead, now: dt.datetime | None = None) -> Any:
    """The agent the first matching rule that is on gives `lead` to now (its turn is taken), or None."""
    return pick(lead, now)[0]


def at_intake(lead: Lead) -> tuple[AssignmentRule | None, int]:
    """Gives a new lead (not yet stored) to the rules' choice; returns the rule that chose and its number (for
    `record`, once the lead is stored), or (None, 0). A lead that has its assignee already (the demo loader)
    keeps it; a booking's lead goes to the consultant it is booked with (booking/service.py)."""
    if lead.assignee_id is not None or lead.source == Lead.Source.BOOKING:
        return None, 0
    lead.assignee, rule, number = pick(lead)
    return rule, number


def record(lead: Lead, rule: AssignmentRule, number: int) -> LeadEvent:
    """The timeline's entry (no staff member: the rules did it) naming the rule, by its number in the list
    then and its criteria, and the agent it gave `lead` to."""
    return LeadEvent.objects.create(lead=lead, action=RULE_ASSIGNED, changes={
        "rule": rule.pk, "number": number, "criteria": {field: getattr(rule, field) for field in CRITERIA},
        "assignee": display_name(lead.assignee) or None,
    })


def _text(key: str, lang: str, **values: Any) -> str:
    return strings.fill(strings.t(f"adminLeads.assigned.{key}", lang), values)


def tell(lead: Lead, user: Any) -> list[OutboxMessage]:
    """E-mails `user` that `lead` is now theirs (in their admin language), in the caller's transaction."""
    if user is None or not user.email:
        return []
    lang = language_of(user)
    name = lead.full_name or lead.phone or lead.email or f"#{lead.pk}"
    source = strings.t(f"adminLeads.source.{lead.source}", lang)
    body = _text("body", lang, name=name, source=source, url=public_url(f"/admin/leads/{lead.pk}"),
                 mine=public_url("/admin/leads?view=mine"))
    return enqueue([Mail(OutboxMessage.Kind.LEAD_ASSIGNED, user.email, _text("subject", lang, name=name),
                         body + "\n")], lead=lead)
