"""The cases admin API: who may use it, the list and board, one case, and each change (with its timeline
entry), bad input answered with field errors."""

import pytest

from cases.models import Case, CaseDocument
from leads.models import LeadEvent
from mail.models import OutboxMessage

URL = "/api/admin/cases"


@pytest.fixture
def case(converted, make_programme):
    make_programme("skilled", [("passport", "Passport", "جواز السفر"), ("photo", "Photo", "صورة")])
    return Case.objects.get(lead=converted(first_name="Mona", last_name="Haddad"))


@pytest.mark.parametrize(("role", "status"), [(None, 401), ("editor", 403), ("agent", 200), ("admin", 200)])
def test_who_may_read_cases(signed_in, case, role, status):
    client = signed_in(role)
    assert client.get(URL).status_code == status
    assert client.get(f"{URL}/{case.pk}").status_code == status
    assert client.get(f"{URL}/board").status_code == status


@pytest.mark.parametrize(("role", "status"), [(None, 401), ("editor", 403), ("agent", 200)])
def test_who_may_change_a_case(signed_in, case, role, status):
    assert signed_in(role).api("PATCH", f"{URL}/{case.pk}", {"quoted": "500"}).status_code == status


def test_list_row_and_filters(signed_in, case, agent, make_lead):
    client = signed_in("agent")
    body = client.get(URL).json()
    assert body["total"] == 1
    row = body["items"][0]
    assert row["client_name"] == "Mona Haddad" and row["lead_id"] == case.lead_id
    assert row["owner"] == {"id": agent.pk, "name": "Sara Agent"}
    assert row["stage"] == "opened" and row["state"] == "open"
    assert row["fee"] == {"currency": "QAR", "quoted": "0.00", "paid": "0.00", "outstanding": "0.00"}
    assert row["documents"] == {"received": 0, "missing": 0, "not_needed": 0}
    assert client.get(f"{URL}?stage=submitted").json()["total"] == 0
    assert client.get(f"{URL}?stage=opened&state=open&owner=me&q=haddad").json()["total"] == 1
    assert client.get(f"{URL}?owner=none").json()["total"] == 0
    assert client.get(f"{URL}?state=closed").json()["total"] == 0
    assert client.get(f"{URL}?stage=nonsense").status_code == 422
    assert client.get(f"{URL}?owner=someone").status_code == 422


def test_board_has_a_column_per_milestone_in_order(signed_in, case):
    client = signed_in("agent")
    client.api("POST", f"{URL}/{case.pk}/milestones", {"kind": "biometrics", "date": "2026-02-01"})
    columns = client.get(f"{URL}/board").json()["columns"]
    assert [c["kind"] for c in columns] == ["opened", "submitted", "biometrics", "medical", "decision", "landed"]
    assert columns[2]["count"] == 1 and columns[2]["cases"][0]["id"] == case.pk and columns[0]["count"] == 0
    assert columns[2]["label"] == {"en": "Biometrics", "ar": "تسجيل البصمات"}


def test_a_case_without_milestones_is_in_the_first_stage_on_the_board_and_in_the_list(signed_in, case):
    client = signed_in("agent")
    case.milestones.all().delete()
    assert client.get(f"{URL}/board").json()["columns"][0]["count"] == 1
    assert client.get(f"{URL}?stage=opened").json()["total"] == 1
    assert client.get(f"{URL}?stage=submitted").json()["total"] == 0


def test_detail_and_programme_pick_copies_the_checklist(signed_in, case):
    client = signed_in("agent")
    body = client.get(f"{URL}/{case.pk}").json()
    assert body["lead"]["name"] == "Mona Haddad" and body["documents_list"] == []
    [programme] = body["programmes"]
    assert programme["country"] == {"en": "Atlantis", "ar": "أتلانتس"}
    body = client.api("PATCH", f"{URL}/{case.pk}", {"programme": programme["id"]}).json()
    assert [(d["key"], d["state"], d["label"]["ar"]) for d in body["documents_list"]] == [
        ("passport", "missing", "جواز السفر"), ("photo", "missing", "صورة")]
    assert body["programme"]["id"] == programme["id"]
    event = LeadEvent.objects.filter(lead=case.lead, action="case").last()
    assert event.changes["what"] == "changed" and event.changes["documents"] == [0, 2]


def test_fee_owner_and_state(signed_in, case, admin):
    client = signed_in("agent")
    body = client.api("PATCH", f"{URL}/{case.pk}", {"currency": "CAD", "quoted": 1200.5, "owner": admin.pk}).json()
    assert body["fee"]["currency"] == "CAD" and body["fee"]["quoted"] == "1200.50"
    assert body["owner"]["id"] == admin.pk
    body = client.api("POST", f"{URL}/{case.pk}/instalments",
                      {"label": "Deposit", "amount": "200", "due_on": "2026-01-10", "paid_on": "2026-01-09"}).json()
    client.api("POST", f"{URL}/{case.pk}/instalments", {"label": "Rest", "amount": "1000.5", "due_on": "2026-03-01"})
    body = client.get(f"{URL}/{case.pk}").json()
    assert body["fee"] == {"currency": "CAD", "quoted": "1200.50", "paid": "200.00", "outstanding": "1000.50"}
    assert body["next_due"] == "2026-03-01"
    rest = body["instalments"][1]
    body = client.api("PATCH", f"{URL}/{case.pk}/instalments/{rest['id']}", {"paid_on": "2026-03-02"}).json()
    assert body["fee"]["outstanding"] == "0.00" and body["next_due"] is None
    body = client.api("DELETE", f"{URL}/{case.pk}/instalments/{rest['id']}").json()
    assert len(body["instalments"]) == 1
    body = client.api("PATCH", f"{URL}/{case.pk}", {"state": "closed", "closed_on": "2026-04-01"}).json()
    assert body["state"] == "closed" and body["closed_on"] == "2026-04-01"
    whats = [e.changes["what"] for e in LeadEvent.objects.filter(lead=case.lead, action="case")]
    assert whats == ["opened", "changed", "instalment_added", "instalment_added", "instalment_changed",
                     "instalment_deleted", "changed"]
    # Saved again as closed (the settings form sends the state each time): the closing date stays, and the
    # timeline gets nothing, since nothing changed.
    body = client.api("PATCH", f"{URL}/{case.pk}", {"state": "closed", "owner": body["owner"]["id"]}).json()
    assert body["closed_on"] == "2026-04-01"
    assert LeadEvent.objects.filter(lead=case.lead, action="case").count() == len(whats)


@pytest.mark.parametrize(("path", "method", "data", "field"), [
    ("", "PATCH", {"quoted": -1}, "quoted"),
    ("", "PATCH", {"quoted": "abc"}, "quoted"),
    ("", "PATCH", {"currency": "XYZ"}, "currency"),
    ("", "PATCH", {"programme": 999999}, "programme"),
    ("", "PATCH", {"owner": 999999}, "owner"),
    ("", "PATCH", {"state": "paused"}, "state"),
    ("", "PATCH", {"closed_on": "2026-01-01"}, "closed_on"),
    ("/instalments", "POST", {"label": "x", "amount": -5, "due_on": "2026-01-01"}, "amount"),
    ("/instalments", "POST", {"label": "x", "amount": 5, "due_on": "01/02/2026"}, "due_on"),
    ("/instalments", "POST", {"label": " ", "amount": 5, "due_on": "2026-01-01"}, "label"),
    ("/milestones", "POST", {"kind": "opened", "date": "2026-01-01"}, "kind"),
    ("/milestones", "POST", {"kind": "party", "date": "2026-01-01"}, "kind"),
    ("/milestones", "POST", {"kind": "submitted", "date": "2026-13-01"}, "date"),
])
def test_bad_input_is_a_field_error(signed_in, case, path, method, data, field):
    response = signed_in("agent").api(method, f"{URL}/{case.pk}{path}", data)
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]


def test_an_editor_cannot_be_the_owner(signed_in, case, editor):
    response = signed_in("agent").api("PATCH", f"{URL}/{case.pk}", {"owner": editor.pk})
    assert response.status_code == 422 and "owner" in response.json()["error"]["fields"]


def test_documents_and_milestones_of_another_case_are_refused(signed_in, case, converted):
    other = Case.objects.get(lead=converted(email="other@example.com", phone="+97455000000", first_name="Other"))
    doc = CaseDocument.objects.create(case=other, key="passport", label_en="Passport")
    client = signed_in("agent")
    response = client.api("PATCH", f"{URL}/{case.pk}/documents/{doc.pk}", {"state": "received"})
    assert response.status_code == 422 and "document" in response.json()["error"]["fields"]
    milestone = other.milestones.get()
    response = client.api("DELETE", f"{URL}/{case.pk}/milestones/{milestone.pk}")
    assert response.status_code == 422 and "milestone" in response.json()["error"]["fields"]
    response = client.api("PATCH", f"{URL}/{case.pk}/documents/{doc.pk}", {"state": "lost"})
    assert response.status_code == 422
    assert client.get(f"{URL}/999999").status_code == 404


def test_a_document_state_is_kept_with_who_changed_it(signed_in, case, agent):
    doc = CaseDocument.objects.create(case=case, key="passport", label_en="Passport", label_ar="جواز السفر")
    body = signed_in("agent").api("PATCH", f"{URL}/{case.pk}/documents/{doc.pk}", {"state": "received"}).json()
    [row] = body["documents_list"]
    assert row["state"] == "received" and row["updated_by"] == "Sara Agent"
    assert body["documents"] == {"received": 1, "missing": 0, "not_needed": 0}
    event = LeadEvent.objects.filter(lead=case.lead, action="case").last()
    assert event.changes == {"case": case.pk, "what": "document", "key": "passport", "label": "Passport",
                             "label_ar": "جواز السفر", "state": ["missing", "received"]}


def test_a_milestone_moves_the_stage_and_can_be_deleted(signed_in, case):
    client = signed_in("agent")
    body = client.api("POST", f"{URL}/{case.pk}/milestones", {"kind": "submitted", "date": "2026-02-03",
                                                             "note": "Online"}).json()
    assert body["stage"] == "submitted" and body["stage_date"] == "2026-02-03"
    assert [m["kind"] for m in body["milestones"]] == ["opened", "submitted"]
    assert body["milestones"][1]["emailed_at"] is None
    assert not OutboxMessage.objects.exists()
    body = client.api("DELETE", f"{URL}/{case.pk}/milestones/{body['milestones'][1]['id']}").json()
    assert body["stage"] == "opened"


@pytest.mark.parametrize(("language", "first", "second"), [("ar", "تسجيل البصمات", "Biometrics"),
                                                           ("en", "Biometrics", "تسجيل البصمات")])
def test_the_milestone_email_is_in_the_clients_language_with_the_other_below(
        signed_in, case, site, language, first, second):
    case.lead.language = language
    case.lead.save()
    client = signed_in("agent")
    programme = client.get(f"{URL}/{case.pk}").json()["programmes"][0]
    client.api("PATCH", f"{URL}/{case.pk}", {"programme": programme["id"]})
    body = client.api("POST", f"{URL}/{case.pk}/milestones",
                      {"kind": "biometrics", "date": "2026-02-03", "send_email": True,
                       "note": "Staff only: fee still owed"}).json()
    assert body["milestones"][1]["emailed_at"] is not None
    [mail] = OutboxMessage.objects.all()
    assert mail.kind == "case_milestone" and mail.to == "aisha@example.com" and mail.lead_id == case.lead_id
    assert first in mail.subject
    assert mail.text.index(first) < mail.text.index("---") < mail.text.index(second)
    title = programme["title"][language]
    assert title in mail.text.split("---")[0]
    assert mail.reply_to
    assert "fee still owed" not in mail.text  # the note is the staff's, as the form says


def test_no_email_for_a_lead_without_an_address(signed_in, case):
    case.lead.email = ""
    case.lead.save()
    response = signed_in("agent").api("POST", f"{URL}/{case.pk}/milestones",
                                      {"kind": "decision", "date": "2026-02-03", "send_email": True})
    assert response.status_code == 422 and "send_email" in response.json()["error"]["fields"]
    assert not case.milestones.filter(kind="decision").exists()


def test_the_lead_page_links_its_case(signed_in, case, make_lead):
    client = signed_in("agent")
    assert client.get(f"/api/admin/leads/{case.lead_id}").json()["case_id"] == case.pk
    assert client.get(f"/api/admin/leads/{make_lead().pk}").json()["case_id"] is None


def test_converting_and_reassigning_in_one_save_gives_the_case_to_the_new_assignee(signed_in, make_lead, agent,
                                                                                   admin):
    lead = make_lead(assignee=agent)
    client = signed_in("admin")
    res = client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"status": "converted", "assignee_id": admin.pk})
    assert res.status_code == 200, res.content
    assert Case.objects.get(lead=lead).owner == admin
