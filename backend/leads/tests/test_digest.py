"""The morning digest: once per business day after opening, to each person with leads due or overdue, in
their admin language, through the outbox."""

import datetime as dt

import pytest

from accounts.preferences import set_language
from leads.digest import queue_digests
from leads.models import Lead
from mail.models import OutboxMessage
from office.calendar import zone

pytestmark = pytest.mark.django_db

MONDAY_0905 = dt.datetime(2027, 1, 4, 9, 5, tzinfo=zone())


def _assigned(make_lead, user, name, **fields):
    lead = make_lead(first_name=name, last_name="Test", phone="", email=f"{name.lower()}@example.com", assignee=user)
    Lead.objects.filter(pk=lead.pk).update(**fields)
    return lead


def test_the_digest_lists_overdue_and_due_today_once_a_day(site, make_lead, agent, admin):
    late = _assigned(make_lead, agent, "Late", reply_by=MONDAY_0905 - dt.timedelta(hours=2))
    _assigned(make_lead, agent, "Today", reply_by=MONDAY_0905 + dt.timedelta(hours=3))
    _assigned(make_lead, agent, "Later", reply_by=MONDAY_0905 + dt.timedelta(days=1))
    _assigned(make_lead, agent, "Answered", reply_by=MONDAY_0905 - dt.timedelta(hours=2),
              first_response_at=MONDAY_0905 - dt.timedelta(hours=3))
    assert queue_digests(MONDAY_0905) == 1  # the admin has nothing due: no e-mail
    mail = OutboxMessage.objects.get(kind="staff_digest")
    assert mail.to == "agent@horizongate.qa"
    assert mail.subject == "Your leads today: 1 overdue, 1 due"
    overdue, due = mail.text.split("Due today (1)")
    assert "Overdue (1)" in overdue and "Late Test" in overdue and f"/admin/leads/{late.pk}" in overdue
    assert "Today Test" in due and "Later" not in mail.text and "Answered" not in mail.text
    assert queue_digests(MONDAY_0905 + dt.timedelta(hours=2)) == 0  # one a day


def test_no_digest_before_opening_or_on_the_weekend(site, make_lead, agent):
    _assigned(make_lead, agent, "Late", reply_by=MONDAY_0905 - dt.timedelta(days=3))
    assert queue_digests(MONDAY_0905.replace(hour=8)) == 0
    assert queue_digests(dt.datetime(2027, 1, 8, 10, 0, tzinfo=zone())) == 0  # a Friday
    assert not OutboxMessage.objects.filter(kind="staff_digest").exists()


def test_the_digest_is_in_the_staff_members_language(site, make_lead, agent):
    set_language(agent, "ar")
    _assigned(make_lead, agent, "Late", follow_up_on=dt.date(2027, 1, 3), first_response_at=MONDAY_0905,
              reply_by=MONDAY_0905)
    queue_digests(MONDAY_0905)
    mail = OutboxMessage.objects.get(kind="staff_digest")
    assert mail.subject.startswith("عملاؤك المحتملون اليوم") and "المتابعة يوم 2027-01-03" in mail.text


def test_the_demo_leads_give_the_workbench_something_due_late_and_answered(site, signed_in):
    from leads import demo

    assert demo.load() == len(demo.LEADS)
    client = signed_in("admin")
    assert client.get("/api/admin/leads?view=overdue").json()["total"] >= 2
    responses = client.get("/api/admin/dashboard").json()["responses"]
    assert responses["median_minutes"] and responses["on_time_share"] is not None
    chat = Lead.objects.get(source="chat")
    assert chat.person_id == Lead.objects.get(last_name="Saleh").person_id and chat.inferred == ["country", "service"]


def test_the_mail_workers_tick_queues_the_digests(monkeypatch):
    from leads import digest
    from mail.signals import worker_tick

    calls = []
    monkeypatch.setattr(digest, "queue_digests", lambda: calls.append("queued"))
    worker_tick.send(sender=None)
    assert calls == ["queued"]
