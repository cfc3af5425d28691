"""A task's reminder: one e-mail to its owner when it falls due, in their language, never for a done task."""

import datetime as dt
from unittest import mock

import pytest
from django.utils import timezone

from accounts.preferences import set_language
from leads.models import Task
from leads.task_reminders import queue_reminders
from mail.models import OutboxMessage
from mail.signals import worker_tick

pytestmark = pytest.mark.django_db
QATAR = dt.timezone(dt.timedelta(hours=3))
DUE = dt.datetime(2026, 12, 1, 16, 0, tzinfo=QATAR)


@pytest.fixture
def task(make_lead, agent):
    return Task.objects.create(lead=make_lead(), owner=agent, due_at=DUE, note="Call after 4 pm")


def freeze(at):
    """`timezone.now()` is `at` inside (the edit judges "already past" by it)."""
    return mock.patch("django.utils.timezone.now", return_value=at)


def reminders():
    return OutboxMessage.objects.filter(kind=OutboxMessage.Kind.TASK_REMINDER)


def test_the_owner_is_reminded_once_when_the_task_falls_due(site, task, agent):
    assert queue_reminders(DUE - dt.timedelta(minutes=1)) == 0
    assert queue_reminders(DUE) == 1
    [mail] = reminders()
    assert mail.to == agent.email and "Aisha Khan" in mail.subject and "2026-12-01 16:00" in mail.subject
    assert "Call after 4 pm" in mail.text and f"/admin/leads/{task.lead_id}" in mail.text
    task.refresh_from_db()
    assert task.reminded_at == DUE
    assert queue_reminders(DUE + dt.timedelta(minutes=1)) == 0
    assert reminders().count() == 1


def test_a_done_task_is_never_reminded(site, task):
    Task.objects.filter(pk=task.pk).update(done_at=DUE - dt.timedelta(hours=1))
    assert queue_reminders(DUE + dt.timedelta(hours=1)) == 0
    assert not reminders().exists()


def test_the_reminder_is_in_the_owners_language(site, task, agent):
    set_language(agent, "ar")
    queue_reminders(DUE)
    [mail] = reminders()
    assert mail.subject.startswith("مهمة حان وقتها") and "بتوقيت المكتب" in mail.text


def test_the_mail_workers_tick_queues_due_reminders(site, make_lead, agent):
    Task.objects.create(lead=make_lead(), owner=agent, due_at=timezone.now() - dt.timedelta(minutes=1))
    worker_tick.send(sender=None)
    assert reminders().count() == 1


def test_a_task_moved_to_a_later_time_is_reminded_again_then(site, task, agent, rf):
    from leads import tasks

    assert queue_reminders(DUE) == 1
    later = DUE + dt.timedelta(days=1)
    request = rf.post("/")
    request.user = agent
    with freeze(DUE + dt.timedelta(minutes=5)):
        tasks.edit(request, task, {"due_at"}, None, later, None)
    task.refresh_from_db()
    assert task.reminded_at is None
    assert queue_reminders(later - dt.timedelta(minutes=1)) == 0
    assert queue_reminders(later) == 1
    assert reminders().count() == 2 and "2026-12-02 16:00" in reminders().order_by("id").last().subject


def test_a_task_moved_to_a_time_already_past_is_not_reminded(site, task, agent, rf):
    from leads import tasks

    request = rf.post("/")
    request.user = agent
    with freeze(DUE + dt.timedelta(hours=2)):
        tasks.edit(request, task, {"due_at"}, None, DUE + dt.timedelta(hours=1), None)
    assert queue_reminders(DUE + dt.timedelta(hours=3)) == 0
    assert not reminders().exists()
