"""A task's reminder: one e-mail to its owner when it falls due, in their language, never for a done task."""

import datetime as dt

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
