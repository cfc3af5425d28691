"""The admin API for a lead's tasks (capability `leads`, leads/tasks.py) and the signed-in staff member's
day. Changes answer with the lead's page (its tasks and timeline changed together). See docs/admin-api.md."""

from typing import Any

from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from ninja import Router

from accounts.preferences import language_of
from accounts.security import require, staff
from leads import tasks
from leads.admin_task_schemas import MyDayOut, TaskIn, TaskOut, TaskPatchIn
from leads.models import Lead, Task
from lib.api_ints import Id
from lib.errors import ErrorOut

from .admin_api import lead_detail
from .admin_schemas import LeadDetailOut

router = Router(tags=["admin: tasks"], auth=staff)


def _task(lead_id: int, task_id: int) -> Task:
    return get_object_or_404(Task.objects.select_related("lead"), pk=task_id, lead_id=lead_id)


@router.get("tasks/my-day", response=MyDayOut)
def my_day(request: HttpRequest) -> dict[str, Any]:
    """The signed-in staff member's open tasks due today (office time) or late, soonest first."""
    require(request, "leads")
    return {"tasks": tasks.rows(tasks.my_day(request.user), language_of(request.user))}


@router.get("leads/{int:lead_id}/tasks", response=list[TaskOut])
def lead_tasks(request: HttpRequest, lead_id: Id) -> list[dict[str, Any]]:
    require(request, "leads")
    lead = get_object_or_404(Lead, pk=lead_id)
    return tasks.rows(lead.tasks.all(), language_of(request.user))


@router.post("leads/{int:lead_id}/tasks", response={201: LeadDetailOut, 422: ErrorOut})
def add_task(request: HttpRequest, lead_id: Id, payload: TaskIn) -> tuple[int, dict[str, Any]]:
    require(request, "leads")
    lead = get_object_or_404(Lead.objects.select_related("assignee"), pk=lead_id)
    tasks.add(request, lead, payload.owner_id, payload.due_at, payload.note)
    return 201, lead_detail(request, lead)


@router.patch("leads/{int:lead_id}/tasks/{int:task_id}", response={200: LeadDetailOut, 422: ErrorOut})
def edit_task(request: HttpRequest, lead_id: Id, task_id: Id, payload: TaskPatchIn) -> dict[str, Any]:
    """Changes the keys sent; `done` ticks it done or reopens it."""
    require(request, "leads")
    task = _task(lead_id, task_id)
    sent = payload.model_fields_set
    if sent & {"owner_id", "due_at", "note"}:
        tasks.edit(request, task, sent, payload.owner_id, payload.due_at, payload.note)
    if "done" in sent and payload.done is not None:
        tasks.complete(request, task, payload.done)
    return lead_detail(request, task.lead)


@router.delete("leads/{int:lead_id}/tasks/{int:task_id}", response=LeadDetailOut)
def delete_task(request: HttpRequest, lead_id: Id, task_id: Id) -> dict[str, Any]:
    require(request, "leads")
    task = _task(lead_id, task_id)
    lead = task.lead
    tasks.delete(request, task)
    return lead_detail(request, lead)
