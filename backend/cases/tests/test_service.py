"""A case opens when its lead is converted (once), its checklist follows the programme, its fee adds up."""

import datetime as dt
from decimal import Decimal

from cases import service
from cases.models import Case, CaseDocument, Instalment, Milestone
from leads import lifecycle
from leads.models import LeadEvent
from leads.timeline import entries


def test_converting_a_lead_opens_its_case_with_the_opened_milestone_today_and_a_timeline_entry(converted, agent):
    lead = converted()
    case = Case.objects.get(lead=lead)
    assert case.owner == agent and case.state == "open" and case.opened_on == service.today()
    assert [(m.kind, m.date) for m in case.milestones.all()] == [("opened", service.today())]
    event = LeadEvent.objects.get(lead=lead, action="case")
    assert event.changes == {"case": case.pk, "what": "opened"} and event.actor == agent
    [entry] = [e for e in entries(lead, agent) if e["kind"] == "case"]
    assert entry["case"] == {"id": case.pk, "what": "opened", "details": {}}


def test_other_moves_open_no_case(make_lead):
    lead = make_lead()
    for status in ("contacted", "qualified", "booked", "completed", "lost"):
        lead.lost_reason = "price" if status == "lost" else ""
        lifecycle.move(lead, status, "update", {})
    assert not Case.objects.exists()


def test_a_lead_converted_again_keeps_its_one_case_and_reopens_it(converted):
    lead = converted()
    case = Case.objects.get(lead=lead)
    case.state, case.closed_on = "closed", dt.date(2026, 1, 1)
    case.save()
    lifecycle.move(lead, "qualified", "update", {})
    lifecycle.move(lead, "converted", "update", {})
    assert Case.objects.filter(lead=lead).count() == 1
    case.refresh_from_db()
    assert case.state == "open" and case.closed_on is None
    assert case.milestones.count() == 1
    assert [e.changes["what"] for e in LeadEvent.objects.filter(lead=lead, action="case")] == ["opened", "reopened"]


def test_switching_programme_resyncs_the_checklist(converted, make_programme, agent):
    first = make_programme("first", [("passport", "Passport", "جواز السفر"), ("photo", "Photo", "صورة"),
                                     ("bank", "Bank statement", "كشف حساب")])
    second = make_programme("second", [("passport", "Passport (valid)", "جواز سفر ساري"),
                                       ("police", "Police certificate", "شهادة حسن السيرة والسلوك")])
    case = Case.objects.get(lead=converted())
    case.programme = first
    case.save()
    assert service.sync_documents(case) == {"added": 3, "removed": 0}
    CaseDocument.objects.filter(case=case, key="passport").update(state="received", updated_by=agent)
    CaseDocument.objects.filter(case=case, key="bank").update(state="not_needed", updated_by=agent)
    case.programme = second
    case.save()
    assert service.sync_documents(case) == {"added": 1, "removed": 1}
    got = {d.key: (d.state, d.label_en, d.label_ar) for d in case.documents.all()}
    assert got == {"passport": ("received", "Passport (valid)", "جواز سفر ساري"),
                   "police": ("missing", "Police certificate", "شهادة حسن السيرة والسلوك"),
                   "bank": ("not_needed", "Bank statement", "كشف حساب")}
    assert [d.key for d in case.documents.all()] == ["passport", "police", "bank"]


def test_fee_totals_and_next_due(converted):
    case = Case.objects.get(lead=converted())
    case.quoted = Decimal("10000")
    case.save()
    Instalment.objects.create(case=case, label="Deposit", amount=Decimal("2500.50"), due_on=dt.date(2026, 1, 1),
                              paid_on=dt.date(2026, 1, 2))
    Instalment.objects.create(case=case, label="Second", amount=Decimal("3000"), due_on=dt.date(2026, 3, 1))
    Instalment.objects.create(case=case, label="Third", amount=Decimal("4499.50"), due_on=dt.date(2026, 2, 1))
    case = Case.objects.get(pk=case.pk)
    assert case.paid == Decimal("2500.50") and case.outstanding == Decimal("7499.50")
    assert case.next_due() == dt.date(2026, 2, 1)


def test_the_stage_is_the_latest_milestone_by_order_not_by_date(converted):
    case = Case.objects.get(lead=converted())
    Milestone.objects.create(case=case, kind="medical", date=dt.date(2026, 1, 1))
    Milestone.objects.create(case=case, kind="submitted", date=dt.date(2026, 5, 1))
    assert Case.objects.get(pk=case.pk).stage().kind == "medical"


def test_the_api_literals_are_the_models_choices():
    from typing import get_args

    from cases import admin_schemas as s
    from cases.models import NAMES, ORDER

    assert list(get_args(s.MilestoneKind)) == list(Milestone.Kind.values) == list(ORDER) == list(NAMES)
    assert set(get_args(s.DocumentState)) == set(CaseDocument.State.values)
    assert set(get_args(s.CaseState)) == set(Case.State.values)


def test_each_milestone_has_one_name_in_the_models_the_admin_and_the_glossary():
    import json
    from pathlib import Path

    from django.conf import settings

    from cases.models import NAMES, ORDER
    from lib import glossary

    locales = Path(settings.FRONTEND_DIR) / "src" / "locales"
    for lang in ("en", "ar"):
        admin = json.loads((locales / lang / "admin-cases.json").read_text(encoding="utf-8"))
        assert admin["adminCases"]["milestone"] == {kind: NAMES[kind][lang] for kind in ORDER}
    named = {term.ar for term in glossary.terms()}
    assert {NAMES[kind]["ar"] for kind in ORDER} <= named
