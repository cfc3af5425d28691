"""The lead lifecycle (leads/lifecycle.py): its groups cover every status once, the moves are checked, a
lost lead says why, and a status that reaches the person is the first response only when staff set it."""

import pytest

from leads import lifecycle
from leads.models import Lead
from lib.errors import FieldErrors

S = Lead.Status
pytestmark = pytest.mark.django_db


def test_every_status_is_open_or_closed_and_the_moves_name_only_statuses():
    assert sorted({*lifecycle.OPEN, *lifecycle.CLOSED}) == sorted(S.values)
    assert not set(lifecycle.OPEN) & set(lifecycle.CLOSED)
    assert set(lifecycle.REACHED) <= set(S.values) and lifecycle.NEEDS_REASON in S.values
    for rule in lifecycle.MOVES.values():
        assert rule.leaves <= set(S.values) and rule.enters <= set(S.values)


def test_a_move_its_kind_of_change_may_not_make_is_refused_and_changes_nothing(make_lead):
    lead = make_lead(status=S.CONTACTED)
    changes: dict = {}
    with pytest.raises(lifecycle.NotAllowed):
        lifecycle.move(lead, S.NEW, "cancelled", changes)
    lead.refresh_from_db()
    assert lead.status == S.CONTACTED and changes == {}


def test_a_move_saves_the_status_and_says_so_in_the_changes(make_lead):
    lead = make_lead(status=S.BOOKED)
    changes: dict = {"meeting": "kept"}
    assert lifecycle.move(lead, S.NEW, "cancelled", changes) is True
    assert Lead.objects.get(pk=lead.pk).status == S.NEW
    assert changes == {"meeting": "kept", "status": [S.BOOKED, S.NEW]}
    assert lifecycle.move(lead, S.NEW, "cancelled", changes) is False


def test_staff_say_why_a_lead_was_lost_and_the_reason_goes_when_it_is_no_longer_lost(make_lead):
    lead = make_lead()
    with pytest.raises(FieldErrors):
        lifecycle.move(lead, S.LOST, "update", {})
    lead.lost_reason = "cost"
    lifecycle.move(lead, S.LOST, "update", {})
    changes: dict = {}
    lifecycle.move(lead, S.QUALIFIED, "update", changes)
    assert changes == {"status": [S.LOST, S.QUALIFIED], "lost_reason": ["cost", ""]}
    assert Lead.objects.get(pk=lead.pk).lost_reason == ""


def test_a_status_set_by_staff_is_the_first_response_a_booking_by_the_visitor_is_not(make_lead):
    booked = make_lead()
    lifecycle.move(booked, S.BOOKED, "booked", {})
    assert Lead.objects.get(pk=booked.pk).first_response_at is None
    contacted = make_lead(email="other@example.com", phone="+97466123456")
    lifecycle.move(contacted, S.CONTACTED, "update", {})
    assert Lead.objects.get(pk=contacted.pk).first_response_at is not None
