"""The admin API for client cases (capability `leads`): the list, the board by milestone, one case, and its
changes (programme, fee, owner, state, instalments, documents, milestones). Every change is written on the
lead's timeline (cases/service.log)."""

import datetime
from decimal import Decimal
from typing import Any, cast

from django.db import transaction
from django.db.models import Case as When_
from django.db.models import IntegerField, Max, Q, QuerySet, When
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.utils import timezone
from ninja import Query, Router

from accounts.names import display_name
from accounts.security import require, staff
from content.currencies import CURRENCIES
from content.models import Programme
from leads.workflow import lead_worker
from lib.api_ints import Id
from lib.errors import FieldErrors
from lib.i18n import tr
from lib.listing import ordered, page_of

from . import emails, service
from .admin_schemas import (
    CaseBoardOut,
    CaseDetailOut,
    CasePageOut,
    CasePatchIn,
    CaseQuery,
    DocumentPatchIn,
    InstalmentIn,
    InstalmentPatchIn,
    MilestoneIn,
)
from .models import NAMES, ORDER, Case, CaseDocument, Instalment, Milestone

router = Router(tags=["admin: cases"], auth=staff)

# How many cases a board column lists (its count says how many there are).
BOARD_CAP = 50
SORTS = ("opened_on", "id")
# The annotation _cases() adds: the stage's place in ORDER.
RANK = "stage_rank"


def _money(value: Decimal) -> str:
    return f"{value:.2f}"


def _cases() -> QuerySet[Case]:
    """Cases with their stage's place in ORDER (-1 before any milestone) and what a row reads."""
    rank = Max(When_(*[When(milestones__kind=kind, then=i) for i, kind in enumerate(ORDER)], default=-1,
                     output_field=IntegerField()))
    return (Case.objects.annotate(**{RANK: rank})
            .select_related("lead", "owner", "programme__country")
            .prefetch_related("instalments", "documents", "milestones"))


def _programme(p: Programme | None) -> dict[str, Any] | None:
    if p is None:
        return None
    return {"id": p.pk, "title": tr(p, "title"), "country": tr(p.country, "name")}


def row(case: Case) -> dict[str, Any]:
    stage = case.stage()
    docs = [d.state for d in case.documents.all()]
    lead = case.lead
    return {
        "id": case.pk, "lead_id": lead.pk, "client_name": lead.full_name or lead.email or lead.phone,
        "programme": _programme(case.programme),
        "owner": {"id": case.owner.pk, "name": display_name(case.owner)} if case.owner else None,
        "stage": stage.kind if stage else None, "stage_date": stage.date if stage else None,
        "fee": {"currency": case.currency, "quoted": _money(case.quoted), "paid": _money(case.paid),
                "outstanding": _money(case.outstanding)},
        "documents": {state: docs.count(state) for state in CaseDocument.State.values},
        "next_due": case.next_due(), "state": case.state, "opened_on": case.opened_on, "closed_on": case.closed_on,
    }


def detail(case: Case) -> dict[str, Any]:
    lead = case.lead
    keys = {d["key"] for d in service.checklist(case.programme)}
    programmes = Programme.objects.select_related("country").order_by("country__order", "country__id", "order", "id")
    return {
        **row(case),
        "instalments": [{"id": i.pk, "label": i.label, "amount": _money(i.amount), "due_on": i.due_on,
                         "paid_on": i.paid_on} for i in case.instalments.all()],
        "documents_list": [{"id": d.pk, "key": d.key, "label": {"en": d.label_en, "ar": d.label_ar or d.label_en},
                            "state": d.state, "updated_at": d.updated_at,
                            "updated_by": display_name(d.updated_by) if d.updated_by else None,
                            "in_guide": d.key in keys}
                           for d in case.documents.select_related("updated_by")],
        "milestones": [{"id": m.pk, "kind": m.kind, "label": NAMES[m.kind], "date": m.date, "note": m.note,
                        "emailed_at": m.emailed_at}
                       for m in sorted(case.milestones.all(), key=lambda m: (ORDER.index(m.kind), m.date))],
        "lead": {"id": lead.pk, "name": lead.full_name, "email": lead.email, "phone": lead.phone,
                 "language": lead.language},
        "programmes": [_programme(p) for p in programmes],
        "milestone_kinds": [{"kind": kind, "label": NAMES[kind]} for kind in ORDER],
        "currencies": list(CURRENCIES),
    }


def _get(case_id: int) -> Case:
    return get_object_or_404(_cases(), pk=case_id)


def matching(query: CaseQuery, user: Any) -> QuerySet[Case]:
    qs = _cases()
    if query.state:
        qs = qs.filter(state=query.state)
    if query.stage:
        # The first stage holds the cases without any milestone too, as the board's first column does.
        rank = ORDER.index(query.stage)
        qs = qs.filter(**{f"{RANK}__lte" if rank == 0 else RANK: rank})
    if query.owner == "me":
        qs = qs.filter(owner=user)
    elif query.owner == "none":
        qs = qs.filter(owner__isnull=True)
    elif query.owner:
        qs = qs.filter(owner_id=int(query.owner))
    for word in query.q.split():
        qs = qs.filter(Q(lead__first_name__icontains=word) | Q(lead__last_name__icontains=word)
                       | Q(lead__email__icontains=word) | Q(lead__phone__icontains=word))
    return ordered(qs, query, SORTS, "opened_on")


@router.get("cases", response=CasePageOut)
def cases_list(request: HttpRequest, query: Query[CaseQuery]) -> dict[str, Any]:
    require(request, "leads")
    return page_of(matching(query, request.user), query, row)


@router.get("cases/board", response=CaseBoardOut)
def cases_board(request: HttpRequest) -> dict[str, Any]:
    """The open cases by stage, one column per milestone in order (a case without any in the first)."""
    require(request, "leads")
    qs = _cases().filter(state=Case.State.OPEN).order_by("-opened_on", "-id")
    columns = []
    for i, kind in enumerate(ORDER):
        column = qs.filter(**{f"{RANK}__lte": 0}) if i == 0 else qs.filter(**{RANK: i})
        columns.append({"kind": kind, "label": NAMES[kind], "count": column.count(),
                        "cases": [row(c) for c in column[:BOARD_CAP]]})
    return {"columns": columns}


@router.get("cases/{int:case_id}", response=CaseDetailOut)
def cases_detail(request: HttpRequest, case_id: Id) -> dict[str, Any]:
    require(request, "leads")
    return detail(_get(case_id))


def _iso(value: Any) -> Any:
    return value.isoformat() if isinstance(value, datetime.date) else value


@router.patch("cases/{int:case_id}", response=CaseDetailOut)
def cases_update(request: HttpRequest, case_id: Id, payload: CasePatchIn) -> dict[str, Any]:
    require(request, "leads")
    sent = payload.model_fields_set
    with transaction.atomic():
        case = get_object_or_404(Case.objects.select_for_update(), pk=case_id)
        changes: dict[str, list[Any]] = {}
        if "currency" in sent:
            if payload.currency not in CURRENCIES:
                raise FieldErrors({"currency": "Choose one of the options."})
            if payload.currency != case.currency:
                changes["currency"] = [case.currency, payload.currency]
                case.currency = str(payload.currency)
        if "quoted" in sent:
            if payload.quoted is None:
                raise FieldErrors({"quoted": "Give the amount quoted."})
            if payload.quoted != case.quoted:
                changes["quoted"] = [_money(case.quoted), _money(payload.quoted)]
                case.quoted = payload.quoted
        if "owner" in sent and payload.owner != case.owner_id:
            owner = lead_worker(payload.owner, "owner")
            changes["owner"] = [display_name(case.owner) if case.owner else None,
                                display_name(owner) if owner else None]
            case.owner = owner
        if "state" in sent:
            if payload.state is None:
                raise FieldErrors({"state": "Choose one of the options."})
            # Closing dates today unless a date is given; a case already closed keeps its date.
            kept = case.closed_on if case.state == Case.State.CLOSED else None
            closed_on = (payload.closed_on or kept or service.today()) if payload.state == Case.State.CLOSED else None
            if payload.state != case.state or closed_on != case.closed_on:
                if payload.state != case.state:
                    changes["state"] = [case.state, payload.state]
                if closed_on != case.closed_on:
                    changes["closed_on"] = [_iso(case.closed_on), _iso(closed_on)]
                case.state, case.closed_on = payload.state, closed_on
        elif "closed_on" in sent:
            raise FieldErrors({"closed_on": "Give the closing date with the state \"closed\"."})
        programme_changed = False
        if "programme" in sent and payload.programme != case.programme_id:
            programme = None
            if payload.programme is not None:
                programme = Programme.objects.filter(pk=payload.programme).first()
                if programme is None:
                    raise FieldErrors({"programme": "Choose one of the options."})
            changes["programme"] = [case.programme.title_en if case.programme else None,
                                    programme.title_en if programme else None]
            case.programme = programme
            programme_changed = True
        if changes:
            case.save()
            if programme_changed:
                counts = service.sync_documents(case)
                changes["documents"] = [counts["removed"], counts["added"]]
            service.log(case, request.user, "changed", **changes)
    return detail(_get(case_id))


def _instalment(case_id: int, instalment_id: int) -> Instalment:
    found = Instalment.objects.filter(pk=instalment_id).select_related("case__lead").first()
    if found is None:
        raise FieldErrors({"instalment": "This instalment does not exist."})
    if found.case_id != case_id:
        raise FieldErrors({"instalment": "This instalment belongs to another case."})
    return found


def _instalment_out(i: Instalment) -> dict[str, Any]:
    return {"label": i.label, "amount": _money(i.amount), "due_on": i.due_on.isoformat(),
            "paid_on": _iso(i.paid_on)}


@router.post("cases/{int:case_id}/instalments", response={201: CaseDetailOut})
def instalments_create(request: HttpRequest, case_id: Id, payload: InstalmentIn) -> tuple[int, dict[str, Any]]:
    require(request, "leads")
    case = get_object_or_404(Case.objects.select_related("lead"), pk=case_id)
    with transaction.atomic():
        made = Instalment.objects.create(case=case, **payload.model_dump())
        service.log(case, request.user, "instalment_added", instalment=made.pk, **_instalment_out(made))
    return 201, detail(_get(case_id))


@router.patch("cases/{int:case_id}/instalments/{int:instalment_id}", response=CaseDetailOut)
def instalments_update(request: HttpRequest, case_id: Id, instalment_id: Id,
                       payload: InstalmentPatchIn) -> dict[str, Any]:
    require(request, "leads")
    get_object_or_404(Case, pk=case_id)
    found = _instalment(case_id, instalment_id)
    before = _instalment_out(found)
    for field in payload.model_fields_set:
        value = getattr(payload, field)
        if value is None and field != "paid_on":
            raise FieldErrors({field: "This field cannot be null."})
        setattr(found, field, value)
    after = _instalment_out(found)
    changes = {k: [before[k], after[k]] for k in after if before[k] != after[k]}
    if changes:
        with transaction.atomic():
            found.save()
            service.log(found.case, request.user, "instalment_changed", instalment=found.pk, label=found.label,
                        **changes)
    return detail(_get(case_id))


@router.delete("cases/{int:case_id}/instalments/{int:instalment_id}", response=CaseDetailOut)
def instalments_delete(request: HttpRequest, case_id: Id, instalment_id: Id) -> dict[str, Any]:
    require(request, "leads")
    get_object_or_404(Case, pk=case_id)
    found = _instalment(case_id, instalment_id)
    with transaction.atomic():
        service.log(found.case, request.user, "instalment_deleted", instalment=found.pk, **_instalment_out(found))
        found.delete()
    return detail(_get(case_id))


@router.patch("cases/{int:case_id}/documents/{int:document_id}", response=CaseDetailOut)
def documents_update(request: HttpRequest, case_id: Id, document_id: Id, payload: DocumentPatchIn) -> dict[str, Any]:
    require(request, "leads")
    get_object_or_404(Case, pk=case_id)
    doc = CaseDocument.objects.filter(pk=document_id).select_related("case__lead").first()
    if doc is None:
        raise FieldErrors({"document": "This document does not exist."})
    if doc.case_id != case_id:
        raise FieldErrors({"document": "This document belongs to another case."})
    if payload.state != doc.state:
        with transaction.atomic():
            before = doc.state
            doc.state, doc.updated_by = payload.state, cast(Any, request.user)
            doc.save(update_fields=["state", "updated_by", "updated_at"])
            service.log(doc.case, request.user, "document", key=doc.key, label=doc.label_en,
                        label_ar=doc.label_ar, state=[before, doc.state])
    return detail(_get(case_id))


@router.post("cases/{int:case_id}/milestones", response={201: CaseDetailOut})
def milestones_create(request: HttpRequest, case_id: Id, payload: MilestoneIn) -> tuple[int, dict[str, Any]]:
    require(request, "leads")
    with transaction.atomic():
        # Locks the case's row only (PostgreSQL refuses to lock the nullable side of the programme's join).
        locked = Case.objects.select_for_update(of=("self",)).select_related("lead", "programme__country")
        case = get_object_or_404(locked, pk=case_id)
        if case.milestones.filter(kind=payload.kind).exists():
            raise FieldErrors({"kind": "This milestone is already recorded: change its date by deleting it first."})
        if payload.send_email and not case.lead.email:
            raise FieldErrors({"send_email": "This lead gave no e-mail address."})
        made = Milestone.objects.create(case=case, kind=payload.kind, date=payload.date, note=payload.note)
        if payload.send_email:
            emails.milestone(case, made)
            made.emailed_at = timezone.now()
            made.save(update_fields=["emailed_at"])
        service.log(case, request.user, "milestone_added", kind=made.kind, date=made.date.isoformat(),
                    note=made.note, emailed=payload.send_email)
    return 201, detail(_get(case_id))


@router.delete("cases/{int:case_id}/milestones/{int:milestone_id}", response=CaseDetailOut)
def milestones_delete(request: HttpRequest, case_id: Id, milestone_id: Id) -> dict[str, Any]:
    require(request, "leads")
    case = get_object_or_404(Case.objects.select_related("lead"), pk=case_id)
    found = Milestone.objects.filter(pk=milestone_id).first()
    if found is None:
        raise FieldErrors({"milestone": "This milestone does not exist."})
    if found.case_id != case.pk:
        raise FieldErrors({"milestone": "This milestone belongs to another case."})
    with transaction.atomic():
        service.log(case, request.user, "milestone_deleted", kind=found.kind, date=found.date.isoformat())
        found.delete()
    return detail(_get(case_id))
