"""What happens to a case: opened when its lead is converted (or reopened on a second conversion), its
document checklist kept in step with the programme chosen, and each change written on the lead's timeline
(a LeadEvent "case": {"case": id, "what": ..., and what changed})."""

import datetime as dt
from typing import Any

from django.db import transaction

from leads import lifecycle
from leads.models import Lead
from office.calendar import now as office_now

from .models import Case, CaseDocument, Milestone


def today() -> dt.date:
    """Today's date at the office (Doha)."""
    return office_now().date()


def log(case: Case, actor: Any, what: str, **details: Any) -> None:
    """The change on the lead's timeline."""
    lifecycle.record(case.lead, actor, "case", {"case": case.pk, "what": what, **details})


def on_status_changed(sender: Any, lead: Lead, before: str, after: str, action: str, actor: Any = None,
                      **kwargs: Any) -> None:
    if after == Lead.Status.CONVERTED:
        open_case(lead, actor)


@transaction.atomic
def open_case(lead: Lead, actor: Any = None) -> Case:
    """The lead's case, opened with its "opened" milestone dated today; a closed one is reopened. A lead
    has one case, however often it is converted."""
    # The lead's row is locked first, so two staff converting it at once open one case between them.
    list(Lead.objects.select_for_update().filter(pk=lead.pk).values_list("pk", flat=True))
    case = Case.objects.select_for_update().filter(lead=lead).first()
    if case is None:
        case = Case.objects.create(lead=lead, owner=lead.assignee, opened_on=today())
        Milestone.objects.create(case=case, kind=Milestone.Kind.OPENED, date=case.opened_on)
        log(case, actor, "opened")
    elif case.state == Case.State.CLOSED:
        case.state, case.closed_on = Case.State.OPEN, None
        case.save(update_fields=["state", "closed_on", "updated_at"])
        log(case, actor, "reopened")
    return case


def checklist(programme: Any) -> list[dict[str, str]]:
    """The programme's document checklist: [{"key", "en", "ar"}], in the guide's order."""
    if programme is None:
        return []
    found = []
    for item in programme.documents or []:
        label = item.get("label") or {}
        found.append({"key": str(item.get("id", ""))[:60], "en": str(label.get("en", ""))[:200],
                      "ar": str(label.get("ar") or "")[:200]})
    return [d for d in found if d["key"]]


def sync_documents(case: Case) -> dict[str, int]:
    """Brings the case's documents in step with its programme's checklist: the guide's new documents are
    added as missing, those already there keep their state (their labels refreshed), and rows no longer in
    the guide are removed unless staff have touched them. Counts of added and removed rows."""
    wanted = checklist(case.programme)
    keys = {d["key"] for d in wanted}
    have = {d.key: d for d in case.documents.all()}
    added = 0
    for position, item in enumerate(wanted):
        row = have.get(item["key"])
        if row is None:
            CaseDocument.objects.create(case=case, key=item["key"], label_en=item["en"], label_ar=item["ar"],
                                        position=position)
            added += 1
        else:
            row.label_en, row.label_ar, row.position = item["en"], item["ar"], position
            row.save(update_fields=["label_en", "label_ar", "position"])
    untouched = [d.pk for key, d in have.items()
                 if key not in keys and d.state == CaseDocument.State.MISSING and d.updated_by_id is None]
    CaseDocument.objects.filter(pk__in=untouched).delete()
    # Kept rows from an earlier guide go after the current guide's.
    for offset, row in enumerate(d for key, d in have.items() if key not in keys and d.pk not in untouched):
        CaseDocument.objects.filter(pk=row.pk).update(position=len(wanted) + offset)
    return {"added": added, "removed": len(untouched)}
