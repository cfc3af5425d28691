"""Assignment rules (leads/assignment.py): a new lead from any source goes to the next agent of the first
rule it matches, round and round, skipping inactive accounts, roles that do not work leads and people on
time off today; no match leaves it unassigned. The new assignee is e-mailed in their admin language."""

import datetime as dt

import pytest

from accounts.names import display_name
from accounts.preferences import set_language
from booking.models import TimeOff
from booking.tests import factories
from leads.models import AssignmentRule
from mail.models import OutboxMessage
from office import calendar

pytestmark = pytest.mark.django_db


@pytest.fixture
def agents(staff_user):
    return [staff_user("agent", email=f"agent{n}@horizongate.qa") for n in range(1, 4)]


def rule(*users, position=0, **criteria):
    made = AssignmentRule.objects.create(position=position, **criteria)
    made.agents.set(users)
    return made


def test_no_rule_or_no_match_leaves_the_lead_unassigned(site, make_lead, agents):
    assert make_lead().assignee is None
    rule(agents[0], country="australia")
    assert make_lead(country="canada").assignee is None
    assert not OutboxMessage.objects.filter(kind="lead_assigned").exists()


def test_every_criterion_set_must_match_and_an_empty_one_matches_anything(site, make_lead, agents):
    rule(agents[0], service="study", country="canada", language="ar", source="chat")
    assert make_lead(service="study", country="canada", language="ar", source="chat").assignee == agents[0]
    assert make_lead(service="study", country="canada", language="en", source="chat").assignee is None
    assert make_lead(service="work", country="canada", language="ar", source="chat").assignee is None
    assert make_lead(service="study", country="canada", language="ar", source="contact").assignee is None


def test_rules_are_tried_in_order_and_the_first_match_wins(site, make_lead, agents):
    rule(agents[1], position=2)  # any lead
    rule(agents[0], position=1, country="canada")
    assert make_lead(country="canada").assignee == agents[0]
    assert make_lead(country="australia").assignee == agents[1]


def test_round_robin_deals_leads_evenly(site, make_lead, agents):
    rule(*agents)
    got = [make_lead(email=f"p{n}@example.com").assignee for n in range(9)]
    assert got == agents * 3
    assert {a.pk: got.count(a) for a in agents} == {a.pk: 3 for a in agents}


def test_inactive_and_non_lead_roles_are_skipped(site, make_lead, agents, editor):
    agents[1].is_active = False
    agents[1].save()
    rule(agents[0], agents[1], editor, agents[2])
    got = [make_lead(email=f"p{n}@example.com").assignee for n in range(4)]
    assert got == [agents[0], agents[2], agents[0], agents[2]]


def test_someone_on_time_off_today_is_skipped_and_back_the_next_day(site, make_lead, agents):
    away = factories.consultant(email=agents[0].email)
    assert away.user == agents[0]
    today = calendar.now().date()  # an hour off early today, however late it is now
    off = TimeOff.objects.create(consultant=away, starts_at=calendar.moment(today, dt.time(1)),
                                 ends_at=calendar.moment(today, dt.time(2)))
    rule(agents[0], agents[1])
    assert [make_lead(email=f"p{n}@example.com").assignee for n in range(2)] == [agents[1], agents[1]]
    off.delete()
    assert make_lead(email="back@example.com").assignee == agents[0]


def test_everyone_away_leaves_it_unassigned(site, make_lead, agents):
    agents[0].is_active = False
    agents[0].save()
    rule(agents[0])
    assert make_lead().assignee is None


def test_the_assignee_is_emailed_in_their_language(site, make_lead, agents):
    set_language(agents[1], "ar")
    rule(agents[0], agents[1])
    first, second = make_lead(first_name="Maryam"), make_lead(first_name="Huda", email="huda@example.com")
    mails = OutboxMessage.objects.filter(kind="lead_assigned").order_by("id")
    assert [(m.to, m.lead_id) for m in mails] == [(agents[0].email, first.pk), (agents[1].email, second.pk)]
    assert mails[0].subject == "A lead for you: Maryam Khan"
    assert f"/admin/leads/{first.pk}" in mails[0].text
    assert mails[1].subject == "عميل محتمل لك: Huda Khan" and "افتح العميل المحتمل" in mails[1].text


def test_a_lead_given_its_assignee_keeps_it_without_an_email(site, make_lead, agents):
    rule(agents[0])
    assert make_lead(assignee=agents[1]).assignee == agents[1]
    assert not OutboxMessage.objects.filter(kind="lead_assigned").exists()


def test_staff_reassigning_is_on_the_timeline_and_tells_the_new_assignee(site, make_lead, agents, signed_in):
    lead = make_lead()
    client = signed_in("agent")
    response = client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"assignee_id": agents[2].pk})
    assert response.status_code == 200
    assert lead.events.get().changes["assignee"][1]
    mail = OutboxMessage.objects.get(kind="lead_assigned")
    assert mail.to == agents[2].email and mail.lead_id == lead.pk


def test_taking_a_lead_oneself_sends_no_email(site, make_lead, agent, signed_in):
    lead = make_lead()
    response = signed_in("agent").api("PATCH", f"/api/admin/leads/{lead.pk}", {"assignee_id": agent.pk})
    assert response.status_code == 200
    assert not OutboxMessage.objects.filter(kind="lead_assigned").exists()


def test_time_off_on_another_day_does_not_count(site, make_lead, agents):
    away = factories.consultant(email=agents[0].email)
    tomorrow = calendar.now().date() + dt.timedelta(days=1)
    TimeOff.objects.create(consultant=away, starts_at=calendar.moment(tomorrow),
                           ends_at=calendar.moment(tomorrow + dt.timedelta(days=3)))
    rule(agents[0])
    assert make_lead().assignee == agents[0]


def test_a_rule_switched_off_is_skipped_until_it_is_switched_on(site, make_lead, agents):
    off = rule(agents[0], position=1, country="canada", active=False)
    rule(agents[1], position=2)  # any lead
    assert make_lead(country="canada").assignee == agents[1]
    off.active = True
    off.save()
    assert make_lead(country="canada", email="b@example.com").assignee == agents[0]


def test_the_leads_timeline_says_which_rule_gave_it_to_whom(site, make_lead, agents, signed_in):
    rule(agents[2], position=1, country="australia")
    rule(agents[0], position=2, language="ar")
    lead = make_lead(language="ar", country="canada")
    entries = signed_in("admin").get(f"/api/admin/leads/{lead.pk}").json()["timeline"]
    [entry] = [e for e in entries if e["kind"] == "rule_assigned"]
    assert entry["actor"] is None and entry["rule"]["number"] == 2
    assert lead.assignee == agents[0] and entry["rule"]["assignee"] == display_name(agents[0])
    assert entry["rule"]["criteria"] == {"service": "", "country": "", "language": "ar", "source": ""}
    # No rule, no entry; an assignee given by hand (the demo loader) is no rule's either.
    plain = make_lead(language="en", country="canada", email="c@example.com")
    assert plain.assignee is None and not plain.events.filter(action="rule_assigned").exists()
    given = make_lead(language="ar", email="d@example.com", assignee=agents[1])
    assert given.assignee == agents[1] and not given.events.filter(action="rule_assigned").exists()


def test_the_demo_brings_a_few_rules_one_switched_off(site):
    from booking import demo as booking_demo
    from leads import demo

    booking_demo.load()
    demo.load()
    rules = list(AssignmentRule.objects.all())
    assert len(rules) == len(demo.RULES) >= 2
    assert [r.active for r in rules].count(False) == 1
    assert all(r.agents.exists() for r in rules)
    demo._rules({})  # rules there already: nothing added
    assert AssignmentRule.objects.count() == len(rules)
