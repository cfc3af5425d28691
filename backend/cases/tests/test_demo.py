"""The demo's client case: the converted lead's case is filled from its country's guide, once."""

from decimal import Decimal

import pytest
from django.core.management import call_command

from cases.models import Case, Milestone

pytestmark = pytest.mark.django_db


def test_the_demo_case_gets_its_countrys_guide_a_fee_documents_and_a_milestone(converted, make_programme):
    empty = make_programme("no-list", [])
    guide = make_programme("work-permit", [("passport", "Passport", "جواز السفر"), ("offer", "Job offer", "عرض العمل"),
                                           ("police", "Police certificate", "شهادة حسن السيرة")])
    lead = converted(country=guide.country.slug)
    assert empty.pk < guide.pk  # the first guide of the country has no checklist: it is passed over
    call_command("load_demo_cases", "--if-empty")
    case = Case.objects.get(lead=lead)
    assert case.programme == guide and case.quoted > 0 and case.paid == case.quoted / 2
    assert case.outstanding == case.quoted / 2 and case.next_due() is not None
    assert [d.state for d in case.documents.all()] == ["received", "received", "missing"]
    assert case.stage().kind == Milestone.Kind.SUBMITTED
    assert case.milestones.get(kind="opened").date == case.opened_on

    call_command("load_demo_cases", "--if-empty")  # once only
    assert case.instalments.count() == 2 and case.milestones.count() == 2
    assert Case.objects.get(pk=case.pk).quoted == Decimal("9500.00")
