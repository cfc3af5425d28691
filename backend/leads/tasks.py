"""A lead's tasks (models.Task): staff add one with a day and time of day in the office's time zone, an owner
(someone whose role works leads) and a short note; tick it done, reopen, edit or delete it. Every change
is an entry of the lead's timeline. "My day" is a staff member's open tasks due today or already late.
The owner's reminder when a task falls due is leads/task_reminders.py."""

import datetime as dt
from typing import Any

from django.db import transaction
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone

from accounts.names import display_name
from lib.errors import FieldErrors
from office import calendar

from .models import Lead, Task
from .workflow import lead_worker, log


def local(at: dt.datetime) -> dt.datetime:
    """A stored moment on the office's clock (how staff enter and read a task's time)."""
    return at.astimezone(calendar.zone())


def _snapshot(task: Task, what: str) -> dict[str, Any]:
    """The timeline entry's record of the task after `what` (added, edited, done, reopened, deleted)."""
    return {"task": task.pk, "what": what, "due_at": local(task.due_at).isoformat(),
            "owner": display_name(task.owner) or None, "note": task.note}


def open_tasks(qs: QuerySet[Task] | None = None) -> QuerySet[Task]:
    return (Task.objects.all() if qs is None else qs).filter(done_at__isnull=True)


def overdue(qs: QuerySet[Task], now: dt.datetime | None = None) -> QuerySet[Task]:
    """Open tasks whose time has passed."""
    return open_tasks(qs).filter(due_at__lt=now or timezone.now())


def my_day(user: Any, now: dt.datetime | None = None) -> QuerySet[Task]:
    """`user`'s open tasks due before the end of today (office time), the late ones included, soonest first."""
    today = calendar.now(now).date()
    end = calendar.moment(today + dt.timedelta(days=1))
    return (open_tasks(Task.objects.filter(owner_id=getattr(user, "pk", None), due_at__lt=end))
            .select_related("lead", "owner").order_by("due_at", "id"))


@transaction.atomic
def add(request: HttpRequest, lead: Lead, owner_id: int, due_at: dt.datetime, note: str) -> Task:
    """A new task; one whose time has already passed when it is added is not reminded (it is late on
    sight, in "my day" and on the dashboard)."""
    owner = lead_worker(owner_id, "owner_id")
    passed = due_at <= timezone.now()
    task = Task.objects.create(lead=lead, owner=owner, due_at=due_at, note=note,
                               reminded_at=timezone.now() if passed else None)
    log(request, lead, "task", _snapshot(task, "added"))
    return task


@transaction.atomic
def edit(request: HttpRequest, task: Task, sent: set[str], owner_id: int | None, due_at: dt.datetime | None,
         note: str | None) -> Task:
    """Changes what was sent (an owner or a time sent empty is refused, 422, as when adding) and, when
    anything changed, says so on the lead's timeline. A task moved to a time still ahead is reminded again
    then (leads/task_reminders.py); one moved to a time already past is late on sight, not reminded."""
    errors = {field: "This field is required." for field, value in (("owner_id", owner_id), ("due_at", due_at))
              if field in sent and value is None}
    if errors:
        raise FieldErrors(errors)
    before = (task.owner_id, task.due_at, task.note)
    if owner_id is not None and owner_id != task.owner_id:
        task.owner = lead_worker(owner_id, "owner_id")
    if due_at is not None and due_at != task.due_at:
        task.due_at = due_at
        task.reminded_at = timezone.now() if due_at <= timezone.now() else None
    if note is not None:
        task.note = note
    if (task.owner_id, task.due_at, task.note) == before:
        return task
    task.save()
    log(request, task.lead, "task", _snapshot(task, "edited"))
    return task


@transaction.atomic
def complete(request: HttpRequest, task: Task, done: bool) -> Task:
    """Ticks the task done (by the signed-in staff member, now) or reopens it; nothing when it already was."""
    if done == (task.done_at is not None):
        return task
    task.done_at = timezone.now() if done else None
    task.done_by = request.user if done else None  # type: ignore[assignment]
    task.save(update_fields=["done_at", "done_by"])
    log(request, task.lead, "task", _snapshot(task, "done" if done else "reopened"))
    return task


@transaction.atomic
def delete(request: HttpRequest, task: Task) -> None:
    log(request, task.lead, "task", _snapshot(task, "deleted"))
    task.delete()


def rows(qs: QuerySet[Task], lang: str, now: dt.datetime | None = None) -> list[dict[str, Any]]:
    """Tasks as the admin shows them: the time on the office's clock, names in the viewer's language."""
    now = now or timezone.now()
    found = []
    for task in qs.select_related("lead", "owner", "done_by"):
        at = local(task.due_at)
        lead = task.lead
        found.append({
            "id": task.pk, "lead_id": lead.pk,
            "lead_name": lead.full_name or lead.phone or lead.email or f"#{lead.pk}",
            "due_at": at, "due_on": at.date(), "due_time": at.strftime("%H:%M"),
            "owner": {"id": task.owner.pk, "name": display_name(task.owner, lang)} if task.owner else None,
            "note": task.note, "done_at": task.done_at,
            "done_by": display_name(task.done_by, lang) if task.done_by else None,
            "overdue": task.done_at is None and task.due_at < now,
        })
    return found
