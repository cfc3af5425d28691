"""A task's reminder: when an open task falls due, its owner gets one e-mail (through the outbox, in their
admin language) naming the lead, the time and the note, with the lead's link. The mail worker's tick
(mail.signals.worker_tick, connected in LeadsConfig.ready) calls queue_reminders each minute; a task is
reminded once for its time (Task.reminded_at, and a dedupe key on the e-mail naming the task and its time),
never once it is done; one moved to a later time (leads/tasks.py edit) is reminded again then."""

import datetime as dt
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.preferences import language_of
from lib import strings
from lib.site_url import public_url
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue

from .models import Task
from .tasks import local, open_tasks


def _text(key: str, lang: str, **values: Any) -> str:
    return strings.fill(strings.t(f"adminLeads.taskReminder.{key}", lang), values)


def reminder(task: Task, owner: Any) -> Mail:
    lang = language_of(owner)
    lead = task.lead
    name = lead.full_name or lead.phone or lead.email or f"#{lead.pk}"
    time = f"{local(task.due_at):%Y-%m-%d %H:%M}"
    lines = [_text("due", lang, lead=name, time=time)]
    if task.note:
        lines.append(task.note)
    lines.append(public_url(f"/admin/leads/{lead.pk}"))
    return Mail(OutboxMessage.Kind.TASK_REMINDER, owner.email, _text("subject", lang, lead=name, time=time),
                "\n\n".join(lines) + "\n", dedupe_key=f"task:{task.pk}:{int(task.due_at.timestamp())}")


def queue_reminders(now: dt.datetime | None = None) -> int:
    """Queues the reminder of every open task due by `now` not yet reminded; returns how many were stored.
    A task whose owner has no e-mail (or is gone) is marked reminded without one."""
    now = now or timezone.now()
    due = open_tasks().filter(reminded_at__isnull=True, due_at__lte=now).select_related("lead", "owner")
    stored = 0
    for task in due:
        with transaction.atomic():
            # Taken by this run only if nobody (a second worker) took it first.
            if not Task.objects.filter(pk=task.pk, reminded_at__isnull=True, done_at__isnull=True).update(
                    reminded_at=now):
                continue
            owner = task.owner
            if owner is not None and owner.is_active and owner.email:
                stored += len(enqueue([reminder(task, owner)], lead=task.lead))
    return stored


def on_worker_tick(sender: Any, **kwargs: Any) -> None:
    """The mail worker's tick (mail.signals.worker_tick): remind what fell due."""
    queue_reminders()
