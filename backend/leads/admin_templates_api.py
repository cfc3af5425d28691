"""The admin API for what staff reply with: reply templates (e-mail and WhatsApp, both languages) and the
reasons a lead can be lost for. Everyone who works leads reads them; administrators (capability `users`)
change them. See docs/admin-api.md."""

from typing import Any

from django.db import IntegrityError, transaction
from django.forms.models import model_to_dict
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from ninja import Router

from accounts import audit
from accounts.security import require, staff
from lib.api_ints import Id
from lib.errors import FieldErrors

from .admin_work_schemas import LostReasonIO, ReplyTemplateIO
from .models import Lead, LostReason, ReplyTemplate
from .replies import PLACEHOLDERS, WHATSAPP_PLACEHOLDERS, placeholders_in, shape_problem

router = Router(tags=["admin: replies"], auth=staff)

TEMPLATE_FIELDS = ("id", "channel", "name", "name_ar", "subject_en", "subject_ar", "body_en", "body_ar", "position",
                   "active")
REASON_FIELDS = ("id", "key", "label_en", "label_ar", "position", "active")


def _check_template(data: ReplyTemplateIO) -> None:
    allowed = WHATSAPP_PLACEHOLDERS if data.channel == "whatsapp" else PLACEHOLDERS
    errors: dict[str, str] = {}
    for field in ("subject_en", "subject_ar", "body_en", "body_ar"):
        text = getattr(data, field)
        problem = shape_problem(text)
        if problem:
            errors[field] = problem
        elif placeholders_in(text) - set(allowed):
            # A WhatsApp link leaves the site: nothing of the visitor's may go into its text.
            errors[field] = f"Use only these placeholders: {', '.join('{' + p + '}' for p in allowed)}."
    if data.channel == "email":
        for field in ("subject_en", "subject_ar"):
            if not getattr(data, field).strip():
                errors.setdefault(field, "An e-mail needs a subject.")
    if errors:
        raise FieldErrors(errors)


@router.get("reply-templates", response=list[ReplyTemplateIO])
def templates_list(request: HttpRequest) -> list[dict[str, Any]]:
    require(request, "leads")
    return [model_to_dict(t, fields=TEMPLATE_FIELDS) for t in ReplyTemplate.objects.all()]


@router.post("reply-templates", response={201: ReplyTemplateIO})
def templates_create(request: HttpRequest, payload: ReplyTemplateIO) -> tuple[int, dict[str, Any]]:
    require(request, "users")
    _check_template(payload)
    template = ReplyTemplate.objects.create(**payload.model_dump(exclude={"id"}))
    audit.record(request, "create", "reply_template", template.pk, summary=f"Added reply template {template.name}")
    return 201, model_to_dict(template, fields=TEMPLATE_FIELDS)


@router.put("reply-templates/{int:template_id}", response=ReplyTemplateIO)
def templates_update(request: HttpRequest, template_id: Id, payload: ReplyTemplateIO) -> dict[str, Any]:
    require(request, "users")
    template = get_object_or_404(ReplyTemplate, pk=template_id)
    _check_template(payload)
    before = model_to_dict(template, fields=TEMPLATE_FIELDS)
    for field, value in payload.model_dump(exclude={"id"}).items():
        setattr(template, field, value)
    template.save()
    after = model_to_dict(template, fields=TEMPLATE_FIELDS)
    audit.record(request, "update", "reply_template", template.pk, summary=f"Changed reply template {template.name}",
                 before=before, after=after)
    return after


@router.delete("reply-templates/{int:template_id}", response={204: None})
def templates_delete(request: HttpRequest, template_id: Id) -> HttpResponse:
    require(request, "users")
    template = get_object_or_404(ReplyTemplate, pk=template_id)
    audit.record(request, "delete", "reply_template", template.pk, summary=f"Deleted reply template {template.name}")
    template.delete()
    return HttpResponse(status=204)


@router.get("lost-reasons", response=list[LostReasonIO])
def reasons_list(request: HttpRequest) -> list[dict[str, Any]]:
    require(request, "leads")
    return [model_to_dict(r, fields=REASON_FIELDS) for r in LostReason.objects.all()]


def _save_reason(reason: LostReason, payload: LostReasonIO) -> LostReason:
    for field, value in payload.model_dump(exclude={"id"}).items():
        setattr(reason, field, value)
    try:
        with transaction.atomic():
            reason.save()
    except IntegrityError as exc:
        raise FieldErrors({"key": "Another reason has this key."}) from exc
    return reason


@router.post("lost-reasons", response={201: LostReasonIO})
def reasons_create(request: HttpRequest, payload: LostReasonIO) -> tuple[int, dict[str, Any]]:
    require(request, "users")
    reason = _save_reason(LostReason(), payload)
    audit.record(request, "create", "lost_reason", reason.pk, summary=f"Added lost reason {reason.key}")
    return 201, model_to_dict(reason, fields=REASON_FIELDS)


@router.put("lost-reasons/{int:reason_id}", response=LostReasonIO)
def reasons_update(request: HttpRequest, reason_id: Id, payload: LostReasonIO) -> dict[str, Any]:
    require(request, "users")
    reason = get_object_or_404(LostReason, pk=reason_id)
    if payload.key != reason.key and Lead.objects.filter(lost_reason=reason.key).exists():
        raise FieldErrors({"key": "Leads were lost for this reason: keep its key (switch it off instead)."})
    _save_reason(reason, payload)
    audit.record(request, "update", "lost_reason", reason.pk, summary=f"Changed lost reason {reason.key}")
    return model_to_dict(reason, fields=REASON_FIELDS)


@router.delete("lost-reasons/{int:reason_id}", response={204: None})
def reasons_delete(request: HttpRequest, reason_id: Id) -> HttpResponse:
    require(request, "users")
    reason = get_object_or_404(LostReason, pk=reason_id)
    if Lead.objects.filter(lost_reason=reason.key).exists():
        raise FieldErrors({"key": "Leads were lost for this reason: switch it off instead of deleting it."})
    audit.record(request, "delete", "lost_reason", reason.pk, summary=f"Deleted lost reason {reason.key}")
    reason.delete()
    return HttpResponse(status=204)
