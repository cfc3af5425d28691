"""A booking's lead goes to the consultant it is booked with, not to the assignment rules' agent; the
consultant is told by e-mail. A consultant whose role does not work leads leaves it to the rules."""

import datetime as dt

import pytest
from django.contrib.auth.models import Group
from django.utils import timezone

from booking import service
from booking.slots import free_slots
from leads.models import AssignmentRule
from mail.models import OutboxMessage
from office.calendar import zone

pytestmark = pytest.mark.django_db


def _first_slot(t):
    first = timezone.now().astimezone(zone()).date() + dt.timedelta(days=2)
    return free_slots(t, first, first + dt.timedelta(days=14))[0].start


def test_the_booked_consultant_gets_the_lead_not_the_rules_agent(site, meeting_type, consultant, make_lead,
                                                                 staff_user):
    other = staff_user("agent", email="rules@horizongate.qa")
    AssignmentRule.objects.create().agents.set([other])
    t = meeting_type()
    booked_with = consultant(t)
    lead = make_lead(source="booking")
    assert lead.assignee is None  # the rules leave a booking's lead to the booking
    service.book(t, _first_slot(t), lead)
    lead.refresh_from_db()
    assert lead.assignee == booked_with.user
    assert lead.events.get(action="booked").changes["assignee"][0] is None
    mail = OutboxMessage.objects.get(kind="lead_assigned")
    assert mail.to == booked_with.user.email and mail.lead_id == lead.pk


def test_a_consultant_who_does_not_work_leads_leaves_it_to_the_rules(site, meeting_type, consultant, make_lead,
                                                                     staff_user):
    other = staff_user("agent", email="rules@horizongate.qa")
    AssignmentRule.objects.create(source="booking").agents.set([other])
    t = meeting_type()
    booked_with = consultant(t)
    booked_with.user.groups.set([Group.objects.get_or_create(name="editor")[0]])
    lead = make_lead(source="booking")
    service.book(t, _first_slot(t), lead)
    lead.refresh_from_db()
    assert lead.assignee == other
