"""Staff working leads through the admin API: find, filter, page, read, change, export, erase."""

import csv
import datetime
import io
import json

import pytest
from django.utils import timezone

from accounts.models import AuditEntry
from chat.models import Conversation, Message
from chat.service import save_contact
from leads.models import Lead, LeadEvent, LeadNote
from mail.models import OutboxMessage

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]
QATAR = datetime.timezone(datetime.timedelta(hours=3))


def ids(res) -> list[int]:
    assert res.status_code == 200, res.content
    return [item["id"] for item in res.json()["items"]]


def test_the_list_pages_through_leads_newest_first(signed_in, make_lead):
    made = [make_lead(first_name=f"Person{i}") for i in range(30)]
    client = signed_in("agent")
    first = client.get("/api/admin/leads?per_page=25").json()
    assert first["total"] == 30 and first["page"] == 1 and first["per_page"] == 25
    assert [i["id"] for i in first["items"]] == [lead.pk for lead in reversed(made)][:25]
    second = client.get("/api/admin/leads?per_page=25&page=2").json()
    assert [i["id"] for i in second["items"]] == [lead.pk for lead in reversed(made)][25:]


def test_more_than_a_hundred_per_page_is_a_validation_error(signed_in):
    res = signed_in("agent").get("/api/admin/leads?per_page=101")
    assert res.status_code == 422 and "per_page" in res.json()["error"]["fields"]


def test_sorting_by_an_unknown_field_names_the_sort_parameter(signed_in):
    res = signed_in("agent").get("/api/admin/leads?sort=password")
    assert res.status_code == 422 and "sort" in res.json()["error"]["fields"]


def test_leads_sort_by_last_name_in_either_direction(signed_in, make_lead):
    b, a, c = make_lead(last_name="Baker"), make_lead(last_name="Adams"), make_lead(last_name="Clark")
    client = signed_in("agent")
    assert ids(client.get("/api/admin/leads?sort=last_name&order=asc")) == [a.pk, b.pk, c.pk]
    assert ids(client.get("/api/admin/leads?sort=last_name&order=desc")) == [c.pk, b.pk, a.pk]


def test_each_filter_narrows_the_list(signed_in, make_lead, agent):
    chat = make_lead(source="chat", service="", country="", email="")
    won = make_lead(status="converted", service="work", country="germany")
    mine = make_lead(assignee=agent)
    client = signed_in("agent")
    assert ids(client.get("/api/admin/leads?source=chat")) == [chat.pk]
    assert ids(client.get("/api/admin/leads?status=converted")) == [won.pk]
    assert ids(client.get("/api/admin/leads?service=work")) == [won.pk]
    assert ids(client.get("/api/admin/leads?country=germany")) == [won.pk]
    assert ids(client.get(f"/api/admin/leads?assignee={agent.pk}")) == [mine.pk]
    assert set(ids(client.get("/api/admin/leads?assignee=none"))) == {chat.pk, won.pk}


def test_an_unknown_status_filter_is_a_validation_error(signed_in):
    res = signed_in("agent").get("/api/admin/leads?status=archived")
    assert res.status_code == 422 and "status" in res.json()["error"]["fields"]


def test_search_finds_leads_by_name_email_phone_and_message_in_either_script(signed_in, make_lead):
    arabic = make_lead(first_name="مريم", last_name="الكواري", message="أريد الدراسة في كندا")
    other = make_lead(first_name="John", last_name="Smith", email="john@example.org", phone="+97466778899")
    client = signed_in("agent")
    assert ids(client.get("/api/admin/leads", {"q": "الكواري"})) == [arabic.pk]
    assert ids(client.get("/api/admin/leads", {"q": "الدراسة"})) == [arabic.pk]
    assert ids(client.get("/api/admin/leads", {"q": "john@example"})) == [other.pk]
    assert ids(client.get("/api/admin/leads", {"q": "66778899"})) == [other.pk]


def test_date_filters_are_whole_days_in_qatar_time(signed_in, make_lead):
    # 23:30 in Doha on 1 March is 20:30 UTC: it belongs to 1 March, not 2 March.
    late = make_lead(created_at=datetime.datetime(2026, 3, 1, 23, 30, tzinfo=QATAR))
    next_day = make_lead(created_at=datetime.datetime(2026, 3, 2, 0, 10, tzinfo=QATAR))
    client = signed_in("agent")
    assert ids(client.get("/api/admin/leads?created_from=2026-03-01&created_to=2026-03-01")) == [late.pk]
    assert ids(client.get("/api/admin/leads?created_from=2026-03-02")) == [next_day.pk]
    assert ids(client.get("/api/admin/leads?created_to=2026-03-01")) == [late.pk]
    bad = client.get("/api/admin/leads?created_from=yesterday")
    assert bad.status_code == 422 and "created_from" in bad.json()["error"]["fields"]


def test_a_chat_lead_shows_its_transcript(signed_in):
    lead, _ = save_contact(None, "Maryam Ali", "+974 5512 3456", "ar", "/ar")
    conversation = Conversation.objects.get(lead=lead)
    Message.objects.create(conversation=conversation, role="user", content="كم تستغرق تأشيرة كندا؟")
    Message.objects.create(conversation=conversation, role="assistant", content="عادة من 3 إلى 6 أشهر.")
    detail = signed_in("agent").get(f"/api/admin/leads/{lead.pk}").json()
    assert detail["source"] == "chat" and detail["phone"] == "+97455123456"
    [chat] = [e for e in detail["timeline"] if e["kind"] == "chat"]
    assert [(m["role"], m["content"]) for m in chat["messages"]] == [
        ("user", "كم تستغرق تأشيرة كندا؟"), ("assistant", "عادة من 3 إلى 6 أشهر.")]


def test_a_form_lead_has_every_field_and_no_transcript(signed_in, make_lead):
    lead = make_lead(utm={"utm_source": "whatsapp"}, page_url="/ar/contact", consent_version="2026-11")
    detail = signed_in("agent").get(f"/api/admin/leads/{lead.pk}").json()
    assert detail["utm"] == {"utm_source": "whatsapp"}
    assert detail["page_url"] == "/ar/contact" and detail["message"] == "Hello"
    assert [e["kind"] for e in detail["timeline"]] == ["created"]


def test_status_and_assignee_changes_are_kept_in_the_timeline_and_the_audit_log(signed_in, make_lead, agent):
    lead = make_lead()
    client = signed_in("agent")
    res = client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"status": "contacted", "assignee_id": agent.pk})
    assert res.status_code == 200
    body = res.json()
    assert body["status"] == "contacted" and body["assignee"] == {"id": agent.pk, "name": "Sara Agent"}
    change = body["timeline"][0]
    assert change["kind"] == "update" and change["actor"] == "Sara Agent"
    assert change["changes"] == {"status": ["new", "contacted"], "assignee": [None, "Sara Agent"]}
    client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"assignee_id": None})
    assert client.get(f"/api/admin/leads/{lead.pk}").json()["timeline"][0]["changes"] == {
        "assignee": ["Sara Agent", None]}
    entries = AuditEntry.objects.filter(target_type="lead", target_id=str(lead.pk), action="update")
    assert entries.count() == 2
    first = entries.order_by("id").first()
    assert first.actor_email == "agent@horizongate.qa"
    assert first.before == {"status": "new", "assignee_id": None}
    assert first.after == {"status": "contacted", "assignee_id": agent.pk}


def test_saving_without_a_change_adds_nothing_to_the_history(signed_in, make_lead):
    lead = make_lead()
    signed_in("agent").api("PATCH", f"/api/admin/leads/{lead.pk}", {"status": "new"})
    assert not LeadEvent.objects.exists() and not AuditEntry.objects.filter(target_type="lead").exists()


def test_invalid_changes_are_422_with_the_field_named(signed_in, make_lead, staff_user):
    lead = make_lead()
    outsider = staff_user(None)
    client = signed_in("agent")
    bad_status = client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"status": "won"})
    assert bad_status.status_code == 422 and "status" in bad_status.json()["error"]["fields"]
    bad_assignee = client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"assignee_id": outsider.pk})
    assert bad_assignee.status_code == 422 and "assignee_id" in bad_assignee.json()["error"]["fields"]
    lead.refresh_from_db()
    assert lead.status == "new" and lead.assignee is None


def test_an_unknown_lead_is_a_json_404(signed_in):
    res = signed_in("agent").get("/api/admin/leads/999")
    assert res.status_code == 404 and res.json()["error"]["code"] == "not_found"


def _csv(res) -> tuple[bytes, list[dict[str, str]]]:
    assert res.status_code == 200 and res["Content-Type"].startswith("text/csv")
    assert "attachment" in res["Content-Disposition"]
    raw = b"".join(res.streaming_content)
    return raw, list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"))))


def test_the_csv_export_is_utf8_with_a_bom_and_keeps_arabic_text(signed_in, make_lead):
    make_lead(first_name="مريم", last_name="الكواري", message="أريد الدراسة في كندا", country="canada")
    raw, rows = _csv(signed_in("agent").get("/api/admin/leads/export.csv"))
    assert raw.startswith(b"\xef\xbb\xbf")
    assert rows[0]["first_name"] == "مريم" and rows[0]["last_name"] == "الكواري"
    assert rows[0]["message"] == "أريد الدراسة في كندا" and rows[0]["country"] == "Canada"
    assert rows[0]["phone"] == "+97455123456"


def test_the_csv_export_uses_the_list_filters_and_returns_every_match(signed_in, make_lead):
    for i in range(130):
        make_lead(first_name=f"Chat{i}", source="chat")
    make_lead(first_name="Form")
    client = signed_in("agent")
    _, rows = _csv(client.get("/api/admin/leads/export.csv?source=chat&per_page=10"))
    assert len(rows) == 130 and {r["source"] for r in rows} == {"Chat assistant"}
    listed = client.get("/api/admin/leads?source=chat&per_page=100").json()
    assert listed["total"] == len(rows)


def test_the_csv_export_defuses_cells_a_spreadsheet_would_run_as_formulas(signed_in, make_lead):
    make_lead(message='=HYPERLINK("http://evil.example","click")')
    _, rows = _csv(signed_in("agent").get("/api/admin/leads/export.csv"))
    assert rows[0]["message"].startswith("'=")


def test_erasing_a_lead_removes_its_transcript_history_and_emails_and_audits_without_personal_data(
    signed_in, make_lead
):
    lead, _ = save_contact(None, "Maryam Ali", "+97455123456", "en", "/")
    conversation = Conversation.objects.get(lead=lead)
    Message.objects.create(conversation=conversation, role="user", content="My passport number is X1234567")
    client = signed_in("agent")
    assert client.api("POST", f"/api/admin/leads/{lead.pk}/notes", {"text": "Prefers WhatsApp"}).status_code == 201
    assert client.api("DELETE", f"/api/admin/leads/{lead.pk}").status_code == 204
    assert not Lead.objects.filter(pk=lead.pk).exists()
    assert not Conversation.objects.exists() and not Message.objects.exists()
    assert not LeadEvent.objects.exists() and not OutboxMessage.objects.filter(lead_id=lead.pk).exists()
    assert not LeadNote.objects.exists()
    entry = AuditEntry.objects.get(action="erase")
    assert entry.target_type == "lead" and entry.target_id == str(lead.pk)
    assert entry.actor_email == "agent@horizongate.qa" and entry.before is None and entry.after is None
    stored = json.dumps([entry.summary, entry.before, entry.after], ensure_ascii=False)
    assert "Maryam" not in stored and "55123456" not in stored
    earlier = AuditEntry.objects.get(action="note", target_id=str(lead.pk))
    assert earlier.after == {"note": "(erased)"}
    assert client.get(f"/api/admin/leads/{lead.pk}").status_code == 404


def test_the_assignee_picker_lists_active_staff_whose_role_works_leads(signed_in, admin, editor, agent, staff_user):
    staff_user(None)
    gone = staff_user("agent", "left@horizongate.qa")
    gone.is_active = False
    gone.save()
    people = signed_in("agent").get("/api/admin/staff").json()
    # The editor has a role, but not one that works leads: a lead given to them would be a 403 to open.
    assert {p["email"] for p in people} == {"admin@horizongate.qa", "agent@horizongate.qa"}
    assert {"id": agent.pk, "name": "Sara Agent", "email": "agent@horizongate.qa", "role": "agent"} in people


def test_choices_label_every_status_source_service_and_country(signed_in):
    choices = signed_in("agent").get("/api/admin/leads/choices").json()
    assert {"key": "new", "label": "New"} in choices["status"]
    assert {"key": "chat", "label": "Chat assistant"} in choices["source"]
    assert {"key": "study", "label": "Student visas"} in choices["service"]
    assert {"key": "united-kingdom", "label": "United Kingdom"} in choices["country"]


def test_created_at_is_sent_as_an_iso_timestamp(signed_in, make_lead):
    make_lead(created_at=timezone.now())
    row = signed_in("agent").get("/api/admin/leads").json()["items"][0]
    assert datetime.datetime.fromisoformat(row["created_at"].replace("Z", "+00:00"))


def test_a_lead_cannot_be_assigned_to_a_role_that_cannot_work_leads(signed_in, make_lead, editor, admin):
    lead = make_lead()
    client = signed_in("agent")
    refused = client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"assignee_id": editor.pk})
    assert refused.status_code == 422
    assert refused.json()["error"]["fields"]["assignee_id"] == (
        "This staff member's role does not work leads: choose someone who does.")
    lead.refresh_from_db()
    assert lead.assignee is None and not LeadEvent.objects.filter(lead=lead).exists()
    assert client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"assignee_id": admin.pk}).status_code == 200
