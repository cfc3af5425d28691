"""The demo's client case: the demo's converted lead (leads/demo.py) has its case opened by the move; here
it gets what a firm's first weeks on it would give it, so a new firm sees a case at work: a programme of
the lead's country from the guides, the fee in two instalments (the first paid), the first documents of
the guide's checklist received and the application submitted. Dates are relative to today (office)."""

import datetime as dt
from decimal import Decimal

from content.models import Programme

from . import service
from .models import Case, CaseDocument, Instalment, Milestone

# The firm's own fee (not an official figure): what the demo quotes, in the default currency.
FEE = Decimal("9500.00")
RECEIVED = 2  # how many of the guide's documents are in


def has_cases() -> bool:
    return Case.objects.filter(programme__isnull=False).exists()


def _programme(case: Case) -> Programme | None:
    guides = Programme.objects.filter(country__slug=case.lead.country).order_by("pk")
    return next((p for p in guides if p.documents), None)


def load() -> int:
    """Fills each open case with no programme whose lead's country has a guide; returns how many."""
    today = service.today()
    filled = 0
    for case in Case.objects.filter(state=Case.State.OPEN, programme__isnull=True).select_related("lead"):
        programme = _programme(case)
        if programme is None:
            continue
        case.programme, case.quoted = programme, FEE
        case.save(update_fields=["programme", "quoted", "updated_at"])
        service.sync_documents(case)
        opened = today - dt.timedelta(days=21)
        Case.objects.filter(pk=case.pk).update(opened_on=opened)
        case.milestones.filter(kind=Milestone.Kind.OPENED).update(date=opened)
        Instalment.objects.create(case=case, label="Deposit / الدفعة الأولى", amount=FEE / 2, due_on=opened,
                                  paid_on=opened)
        Instalment.objects.create(case=case, label="Balance / الدفعة الثانية", amount=FEE / 2,
                                  due_on=today + dt.timedelta(days=14))
        for document in case.documents.all()[:RECEIVED]:
            CaseDocument.objects.filter(pk=document.pk).update(state=CaseDocument.State.RECEIVED,
                                                                updated_by=case.owner)
        Milestone.objects.create(case=case, kind=Milestone.Kind.SUBMITTED, date=today - dt.timedelta(days=7))
        filled += 1
    return filled
