"""Every new lead is taken in by leads/intake.py (its E.164 phone, reply-by time and person), whichever way
it came; Lead.save() alone does none of it. The chat, the bookings and the calculators have the same test
in their own apps (chat/tests/test_api.py, booking/tests, tools/tests/test_assessment_api.py)."""

import pytest

from leads import demo, intake
from leads.models import Lead

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

FORM = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "5512 3456",
        "country": "canada", "service": "study", "message": "Please call me."}


def assert_admitted(lead: Lead, earlier: Lead) -> None:
    """Joined to the person of an earlier open lead with the same details, and given its reply-by time."""
    lead.refresh_from_db()
    assert earlier.person_id is not None and lead.person_id == earlier.person_id
    assert lead.reply_by is not None and lead.reply_by > lead.created_at


def test_saving_a_lead_does_no_hidden_work(site, make_lead):
    make_lead(email="aisha@example.com")
    lead = Lead.objects.create(source="contact", first_name="Aisha", email="aisha@example.com", phone="5512 3456")
    lead.refresh_from_db()
    assert (lead.person_id, lead.reply_by, lead.phone) == (None, None, "5512 3456")


def test_taking_in_a_lead_gives_it_its_phone_person_and_reply_by(site, make_lead):
    earlier = make_lead(email="aisha@example.com")
    lead = intake.create_lead(source="contact", first_name="Aisha", email="aisha@example.com", phone="5512 3456")
    assert lead.phone == "+97455123456"
    assert_admitted(lead, earlier)


def test_only_a_new_unsaved_lead_is_taken_in(site, make_lead):
    with pytest.raises(ValueError):
        intake.admit(make_lead())
    with pytest.raises(ValueError):
        intake.admit(Lead(source="contact", status=Lead.Status.CONTACTED))


def test_the_contact_form_admits_its_lead(client, site, make_lead):
    earlier = make_lead(email="aisha@example.com")
    body = {**FORM, "consent": True, "language": "en", "elapsed_ms": 12000}
    response = client.post("/api/contact", body, content_type="application/json")
    assert response.status_code == 201
    assert_admitted(Lead.objects.get(pk=response.json()["id"]), earlier)


def test_the_form_posted_without_script_admits_its_lead(client, site, make_lead):
    earlier = make_lead(email="aisha@example.com")
    assert client.post("/contact", {**FORM, "consent": "on", "website": ""}).status_code == 303
    assert_admitted(Lead.objects.exclude(pk=earlier.pk).get(), earlier)


def test_the_demo_loader_admits_its_leads_and_moves_them_to_their_status(site):
    demo.load()
    assert not Lead.objects.filter(person__isnull=True).exists()
    assert not Lead.objects.filter(reply_by__isnull=True).exists()
    assert sorted(Lead.objects.values_list("status", flat=True)) == sorted(status for _, _, status, _, _ in demo.LEADS)
