"""The unmatched e-mail list (leads/admin_inbound_api.py): staff who work leads read it, attach a message to
a lead or dismiss it, each audited; nobody else may."""

from email.message import EmailMessage

import pytest

from accounts.models import AuditEntry
from leads.inbound import deliver
from leads.models import InboundEmail

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services", "media", "site")]


def unmatched(subject: str = "Question", sender: str = "stranger@example.net") -> InboundEmail:
    m = EmailMessage()
    m["From"], m["Subject"], m["Message-ID"] = sender, subject, f"<{subject}@example.net>"
    m.set_content("Can you help me?")
    stored = deliver(m.as_bytes(), ["hello@horizongate.qa"])
    assert stored is not None and stored.state == "unmatched"
    return stored


@pytest.mark.parametrize(("role", "status"), [(None, 401), ("editor", 403), ("agent", 200), ("admin", 200)])
def test_only_staff_who_work_leads_read_the_list(signed_in, role, status):
    email = unmatched()
    res = signed_in(role).get("/api/admin/inbound-emails")
    assert res.status_code == status
    if status == 200:
        assert [i["id"] for i in res.json()["items"]] == [email.pk]
        assert res.json()["items"][0]["text"] == "Can you help me?"


@pytest.mark.parametrize(("role", "status"), [(None, 401), ("editor", 403)])
def test_others_may_not_attach_or_dismiss(signed_in, make_lead, role, status):
    email, lead = unmatched(), make_lead()
    client = signed_in(role)
    url = f"/api/admin/inbound-emails/{email.pk}"
    assert client.api("POST", f"{url}/attach", {"lead_id": lead.pk}).status_code == status
    assert client.api("POST", f"{url}/dismiss").status_code == status
    email.refresh_from_db()
    assert (email.state, email.lead_id) == ("unmatched", None)


def test_attaching_puts_it_on_the_leads_timeline_and_is_audited(signed_in, make_lead):
    email, lead = unmatched(), make_lead()
    client = signed_in("agent")
    res = client.api("POST", f"/api/admin/inbound-emails/{email.pk}/attach", {"lead_id": lead.pk})
    assert res.status_code == 200 and res.json()["state"] == "matched" and res.json()["lead_id"] == lead.pk
    timeline = client.get(f"/api/admin/leads/{lead.pk}").json()["timeline"]
    assert [e["inbound"]["matched_by"] for e in timeline if e["kind"] == "inbound_email"] == ["staff"]
    assert client.get("/api/admin/inbound-emails").json()["total"] == 0
    assert AuditEntry.objects.filter(action="attach", target_type="inbound_email", target_id=str(email.pk)).exists()
    again = client.api("POST", f"/api/admin/inbound-emails/{email.pk}/attach", {"lead_id": lead.pk})
    assert again.status_code == 409


def test_attaching_to_a_lead_that_does_not_exist_is_a_422(signed_in):
    email = unmatched()
    res = signed_in("agent").api("POST", f"/api/admin/inbound-emails/{email.pk}/attach", {"lead_id": 999_999})
    assert res.status_code == 422
    big = signed_in("agent").api("POST", f"/api/admin/inbound-emails/{email.pk}/attach", {"lead_id": 2**70})
    assert big.status_code == 422


def test_dismissing_moves_it_to_the_dismissed_list_and_is_audited(signed_in, make_lead):
    email = unmatched()
    client = signed_in("agent")
    assert client.api("POST", f"/api/admin/inbound-emails/{email.pk}/dismiss").status_code == 200
    assert client.get("/api/admin/inbound-emails").json()["total"] == 0
    assert [i["id"] for i in client.get("/api/admin/inbound-emails?state=dismissed").json()["items"]] == [email.pk]
    assert AuditEntry.objects.filter(action="dismiss", target_id=str(email.pk)).exists()
    assert client.api("POST", f"/api/admin/inbound-emails/{email.pk}/dismiss").status_code == 409
    # A dismissed message can still be put on a lead.
    lead = make_lead()
    assert client.api("POST", f"/api/admin/inbound-emails/{email.pk}/attach", {"lead_id": lead.pk}).status_code == 200


def test_an_unknown_message_or_file_is_a_404(signed_in):
    client = signed_in("agent")
    assert client.get("/api/admin/inbound-emails/999").status_code == 404
    assert client.get("/api/admin/inbound-attachments/999").status_code == 404


def test_erasing_the_lead_removes_its_emails_and_their_files(signed_in, make_lead, media):
    lead = make_lead(email="client@example.com")
    m = EmailMessage()
    m["From"], m["Subject"], m["Message-ID"] = "client@example.com", "Scan", "<scan@example.com>"
    m.set_content("See attached")
    m.add_attachment(b"%PDF-1.4", maintype="application", subtype="pdf", filename="scan.pdf")
    stored = deliver(m.as_bytes(), ["hello@horizongate.qa"])
    assert stored is not None and stored.lead_id == lead.pk
    files = [p for p in media.rglob("*") if p.is_file()]
    assert len(files) == 2  # the raw message and the file
    assert signed_in("agent").api("DELETE", f"/api/admin/leads/{lead.pk}").status_code == 204
    assert not InboundEmail.objects.exists()
    assert not [p for p in media.rglob("*") if p.is_file()]
