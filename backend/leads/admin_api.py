"""The admin API for leads (capability `leads`) and the dashboard (every role). See docs/admin-api.md."""

from typing import Any

from django.contrib.auth import get_user_model
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404
from ninja import Query, Router

from accounts import roles
from accounts.security import require, staff
from booking.admin_rows import lead_meetings
from lib.listing import page_of

from . import dashboard, export, workflow
from .admin_queries import matching
from .admin_rows import detail, person, row
from .admin_schemas import (
    DashboardOut,
    LeadChoicesOut,
    LeadDetailOut,
    LeadPageOut,
    LeadPatchIn,
    LeadQuery,
    StaffMemberOut,
)
from .models import Lead
from .notifications import label
from .rules import options

router = Router(tags=["admin: leads"], auth=staff)


@router.get("dashboard", response=DashboardOut)
def dashboard_view(request: HttpRequest) -> dict[str, Any]:
    require(request, "dashboard")
    return dashboard.summary(with_leads=roles.can(request.user, "leads"))


@router.get("leads", response=LeadPageOut)
def leads_list(request: HttpRequest, query: Query[LeadQuery]) -> dict[str, Any]:
    require(request, "leads")
    return page_of(matching(query), query, row)


@router.get("leads/export.csv", openapi_extra={"responses": {200: {
    "description": "The matching leads as CSV (UTF-8 with a BOM, a header row)",
    "content": {"text/csv": {"schema": {"type": "string"}}}}}})
def leads_export(request: HttpRequest, query: Query[LeadQuery]) -> StreamingHttpResponse:
    require(request, "leads")
    return export.response(matching(query))


@router.get("leads/choices", response=LeadChoicesOut)
def leads_choices(request: HttpRequest) -> dict[str, list[dict[str, str]]]:
    require(request, "leads")

    def pairs(items: Any) -> list[dict[str, str]]:
        return [{"key": key, "label": text} for key, text in items]

    return {
        "status": pairs(Lead.Status.choices), "source": pairs(Lead.Source.choices),
        "service": pairs((key, label("services", key)) for key in options()["services"]),
        "country": pairs((key, label("countries", key)) for key in options()["countries"]),
    }


def _detail(lead: Lead) -> dict[str, Any]:
    return {**detail(lead), "bookings": lead_meetings(lead)}


@router.get("leads/{int:lead_id}", response=LeadDetailOut)
def leads_detail(request: HttpRequest, lead_id: int) -> dict[str, Any]:
    require(request, "leads")
    return _detail(get_object_or_404(Lead.objects.select_related("assignee"), pk=lead_id))


@router.patch("leads/{int:lead_id}", response=LeadDetailOut)
def leads_update(request: HttpRequest, lead_id: int, payload: LeadPatchIn) -> dict[str, Any]:
    require(request, "leads")
    lead = get_object_or_404(Lead.objects.select_related("assignee"), pk=lead_id)
    return _detail(workflow.update(request, lead, payload))


@router.delete("leads/{int:lead_id}", response={204: None})
def leads_delete(request: HttpRequest, lead_id: int) -> HttpResponse:
    require(request, "leads")
    workflow.erase(request, get_object_or_404(Lead, pk=lead_id))
    return HttpResponse(status=204)


@router.get("staff", response=list[StaffMemberOut])
def staff_list(request: HttpRequest) -> list[dict[str, Any]]:
    """Active staff with a role, for the assignee picker."""
    require(request, "leads")
    users = get_user_model().objects.filter(is_active=True, is_staff=True)
    found = [(u, roles.role_of(u)) for u in users.order_by("first_name", "last_name", "email")]
    return [{"id": u.pk, "name": person(u), "email": u.email, "role": role} for u, role in found if role]
