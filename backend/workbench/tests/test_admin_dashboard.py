"""The dashboard: new leads over the last days, where they come from, the newest, the outbox."""

import datetime

import pytest
from django.utils import timezone

from mail.models import OutboxMessage

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]


@pytest.fixture
def history(make_lead):
    now = timezone.localtime()
    make_lead(created_at=now, source="chat", service="", country="")
    make_lead(created_at=now, service="work", country="germany")
    make_lead(created_at=now - datetime.timedelta(days=3))
    make_lead(created_at=now - datetime.timedelta(days=20))
    make_lead(created_at=now - datetime.timedelta(days=45))  # outside every window
    OutboxMessage.objects.create(kind="lead_ack", to="a@example.com", subject="s", text="t", next_attempt_at=now)
    OutboxMessage.objects.create(kind="lead_ack", to="b@example.com", subject="s", text="t", next_attempt_at=now,
                                 status="failed")
    OutboxMessage.objects.create(kind="lead_ack", to="c@example.com", subject="s", text="t", next_attempt_at=now,
                                 status="sent")


def test_the_dashboard_counts_new_leads_today_and_over_7_and_30_days(signed_in, history):
    board = signed_in("agent").get("/api/admin/dashboard").json()
    assert board["leads"] == {"today": 2, "last7": 3, "last30": 4}
    assert board["outbox"] == {"unsent": 1, "failed": 1}


def test_the_dashboard_breaks_the_last_30_days_down_by_source_service_and_country(signed_in, history):
    board = signed_in("agent").get("/api/admin/dashboard").json()
    assert board["bySource"] == [{"key": "contact", "label": "Contact form", "count": 3},
                                 {"key": "chat", "label": "Chat assistant", "count": 1}]
    assert {"key": "study", "label": "Student visas", "count": 2} in board["byService"]
    assert {"key": "", "label": "Not given", "count": 1} in board["byService"]
    assert {"key": "germany", "label": "Germany", "count": 1} in board["byCountry"]


def test_the_chart_has_every_one_of_the_last_30_days_ending_today(signed_in, history):
    series = signed_in("agent").get("/api/admin/dashboard").json()["series"]
    today = timezone.localdate()
    assert len(series) == 30
    assert series[-1] == {"date": today.isoformat(), "count": 2}
    assert series[0]["date"] == (today - datetime.timedelta(days=29)).isoformat()
    assert sum(day["count"] for day in series) == 4


def test_the_newest_five_leads_are_shown_to_roles_that_work_leads_only(signed_in, make_lead):
    made = [make_lead(first_name=f"P{i}") for i in range(7)]
    agent_board = signed_in("agent").get("/api/admin/dashboard").json()
    assert [row["id"] for row in agent_board["newest"]] == [lead.pk for lead in reversed(made)][:5]
    editor_board = signed_in("editor").get("/api/admin/dashboard").json()
    assert editor_board["newest"] == [] and editor_board["leads"]["today"] == 7


def test_a_reminder_waiting_for_its_day_is_not_counted_as_unsent(signed_in, history):
    later = timezone.now() + datetime.timedelta(days=2)
    OutboxMessage.objects.create(kind="booking_reminder", to="d@example.com", subject="s", text="t",
                                 next_attempt_at=later, not_before=later)
    assert signed_in("agent").get("/api/admin/dashboard").json()["outbox"] == {"unsent": 1, "failed": 1}


def test_the_unmatched_inbound_emails_are_counted_for_roles_that_may_see_the_list(signed_in, make_lead):
    from leads.models import InboundEmail

    def inbound(n, state):
        return InboundEmail.objects.create(message_id=f"<{n}@example.net>", from_address="x@example.net",
                                           subject="Hello", state=state)

    inbound(1, "unmatched")
    inbound(2, "unmatched")
    inbound(3, "dismissed")
    assert signed_in("agent").get("/api/admin/dashboard").json()["unmatched_inbound"] == 2
    assert signed_in("admin").get("/api/admin/dashboard").json()["unmatched_inbound"] == 2
    assert signed_in("editor").get("/api/admin/dashboard").json()["unmatched_inbound"] is None
