"""The admin API for the lead assignment rules (leads/assignment.py): administrators (capability `users`)
list, add, change, reorder and delete them. See docs/staff-workbench.md."""

from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from ninja import Router

from accounts import audit
from accounts.security import require, staff
from content.admin_schemas import ReorderIn
from lib.api_ints import Id
from lib.errors import FieldErrors

from .admin_assignment_schemas import AssignmentRuleIO, RuleSwitchIn
from .assignment import can_take
from .models import AssignmentRule, Lead
from .rules import choices, options

router = Router(tags=["admin: assignment"], auth=staff)

RULES = AssignmentRule.objects.prefetch_related("agents")


def _out(rule: AssignmentRule) -> dict[str, Any]:
    return {"id": rule.pk, "position": rule.position, "active": rule.active, "service": rule.service,
            "country": rule.country, "language": rule.language, "source": rule.source,
            "agent_ids": sorted(agent.pk for agent in rule.agents.all())}


def _check(data: AssignmentRuleIO) -> list[Any]:
    """The rule's agents, once its criteria are values of the lead's own lists and its agents can take leads."""
    errors: dict[str, str] = {}
    allowed = {"service": choices("services"), "country": list(options()["countries"]),
               "source": list(Lead.Source.values)}
    for field, values in allowed.items():
        if getattr(data, field) and getattr(data, field) not in values:
            errors[field] = "Choose one of the options."
    agents = list(get_user_model().objects.filter(pk__in=set(data.agent_ids)))
    if not data.agent_ids:
        errors["agent_ids"] = "Choose at least one agent."
    elif len(agents) != len(set(data.agent_ids)) or not all(can_take(agent) for agent in agents):
        errors["agent_ids"] = "Choose only active staff whose role works leads."
    if errors:
        raise FieldErrors(errors)
    return agents


def _save(rule: AssignmentRule, data: AssignmentRuleIO) -> AssignmentRule:
    agents = _check(data)
    for field, value in data.model_dump(exclude={"id", "agent_ids"}).items():
        setattr(rule, field, value)
    with transaction.atomic():
        rule.save()
        rule.agents.set(agents)
    return RULES.get(pk=rule.pk)


@router.get("assignment-rules", response=list[AssignmentRuleIO])
def rules_list(request: HttpRequest) -> list[dict[str, Any]]:
    require(request, "users")
    return [_out(rule) for rule in RULES.all()]


@router.post("assignment-rules", response={201: AssignmentRuleIO})
def rules_create(request: HttpRequest, payload: AssignmentRuleIO) -> tuple[int, dict[str, Any]]:
    require(request, "users")
    rule = _save(AssignmentRule(), payload)
    after = _out(rule)
    audit.record(request, "create", "assignment_rule", rule.pk, summary=f"Added assignment rule {rule.pk}",
                 after=after)
    return 201, after


@router.put("assignment-rules/order", response=list[AssignmentRuleIO])
def rules_order(request: HttpRequest, payload: ReorderIn) -> list[dict[str, Any]]:
    require(request, "users")
    existing = set(AssignmentRule.objects.values_list("pk", flat=True))
    if len(payload.ids) != len(set(payload.ids)) or set(payload.ids) != existing:
        raise FieldErrors({"ids": "Send every rule once, in the new order."})
    with transaction.atomic():
        for position, rule_id in enumerate(payload.ids):
            AssignmentRule.objects.filter(pk=rule_id).update(position=position)
    audit.record(request, "update", "assignment_rule", "order", summary="Reordered the assignment rules",
                 after={"ids": payload.ids})
    return [_out(rule) for rule in RULES.all()]


@router.put("assignment-rules/{int:rule_id}", response=AssignmentRuleIO)
def rules_update(request: HttpRequest, rule_id: Id, payload: AssignmentRuleIO) -> dict[str, Any]:
    require(request, "users")
    rule = get_object_or_404(RULES, pk=rule_id)
    before = _out(rule)
    after = _out(_save(rule, payload))
    audit.record(request, "update", "assignment_rule", rule.pk, summary=f"Changed assignment rule {rule.pk}",
                 before=before, after=after)
    return after


@router.patch("assignment-rules/{int:rule_id}", response=AssignmentRuleIO)
def rules_switch(request: HttpRequest, rule_id: Id, payload: RuleSwitchIn) -> dict[str, Any]:
    """Off at any time (an agent who has left must not block it); on again only if the rule still holds
    (its agents can take leads), as when it is saved."""
    require(request, "users")
    rule = get_object_or_404(RULES, pk=rule_id)
    before = _out(rule)
    if payload.active and not rule.active:
        _check(AssignmentRuleIO(**{**before, "active": True}))
    AssignmentRule.objects.filter(pk=rule.pk).update(active=payload.active)
    after = _out(RULES.get(pk=rule.pk))
    if after != before:
        audit.record(request, "update", "assignment_rule", rule.pk,
                     summary=f"Switched assignment rule {rule.pk} {'on' if payload.active else 'off'}",
                     before=before, after=after)
    return after


@router.delete("assignment-rules/{int:rule_id}", response={204: None})
def rules_delete(request: HttpRequest, rule_id: Id) -> HttpResponse:
    require(request, "users")
    rule = get_object_or_404(AssignmentRule, pk=rule_id)
    audit.record(request, "delete", "assignment_rule", rule.pk, summary=f"Deleted assignment rule {rule.pk}",
                 before=_out(rule))
    rule.delete()
    return HttpResponse(status=204)
