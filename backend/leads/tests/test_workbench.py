"""Working a lead in the admin: notes kept as a timeline, the first response and what is overdue, lost
reasons, follow-ups, replies by template (WhatsApp link, e-mail through the outbox), the views, the board
and the response figures on the dashboard."""

import datetime as dt
from urllib.parse import parse_qs, urlsplit

import pytest
from django.utils import timezone

from accounts.preferences import set_language
from leads.models import Lead, LeadNote
from mail.models import OutboxMessage

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]


def url(lead, path=""):
    return f"/api/admin/leads/{lead.pk}{path}"


def test_two_notes_are_both_kept_with_author_and_time(site, make_lead, signed_in):
    lead = make_lead()
    client = signed_in("agent")
    assert client.api("POST", url(lead, "/notes"), {"text": "Called, no answer"}).status_code == 201
    body = client.api("POST", url(lead, "/notes"), {"text": "Prefers WhatsApp"}).json()
    notes = [e for e in body["timeline"] if e["kind"] == "note"]
    assert [n["text"] for n in notes] == ["Prefers WhatsApp", "Called, no answer"]
    assert {n["actor"] for n in notes} == {"Sara Agent"} and all(n["editable"] for n in notes)
    assert client.api("POST", url(lead, "/notes"), {"text": "   "}).status_code == 422


def test_a_note_is_corrected_only_by_its_author_within_the_window_and_the_old_text_stays(
        site, make_lead, signed_in, admin):
    lead = make_lead()
    client = signed_in("agent")
    note_id = client.api("POST", url(lead, "/notes"), {"text": "Wants Canda"}).json()["timeline"][0]["note_id"]
    body = client.api("PATCH", url(lead, f"/notes/{note_id}"), {"text": "Wants Canada"}).json()
    note = next(e for e in body["timeline"] if e["kind"] == "note")
    assert note["text"] == "Wants Canada" and note["edited_at"]
    edit = next(e for e in body["timeline"] if e["kind"] == "note_edited")
    assert edit["changes"] == {"text": ["Wants Canda", "Wants Canada"]}
    other = signed_in("admin")
    assert other.api("PATCH", url(lead, f"/notes/{note_id}"), {"text": "x"}).status_code == 403
    LeadNote.objects.filter(pk=note_id).update(created_at=timezone.now() - dt.timedelta(minutes=16))
    assert client.api("PATCH", url(lead, f"/notes/{note_id}"), {"text": "later"}).status_code == 403


def test_losing_a_lead_needs_a_reason_from_the_list(site, make_lead, signed_in):
    lead = make_lead()
    client = signed_in("agent")
    res = client.api("PATCH", url(lead), {"status": "lost"})
    assert res.status_code == 422 and "lost_reason" in res.json()["error"]["fields"]
    assert client.api("PATCH", url(lead), {"status": "lost", "lost_reason": "nope"}).status_code == 422
    body = client.api("PATCH", url(lead), {"status": "lost", "lost_reason": "cost"}).json()
    assert body["status"] == "lost" and body["lost_reason"] == "cost"
    assert body["first_response_at"] is None  # losing a lead is not reaching the person
    reopened = client.api("PATCH", url(lead), {"status": "contacted"}).json()
    assert reopened["lost_reason"] == "" and reopened["first_response_at"]


def test_template_names_follow_the_staff_members_language(site, make_lead, signed_in, agent):
    lead = make_lead()
    client = signed_in("agent")
    assert [t["name"] for t in client.get(url(lead, "/replies")).json()["email"]] == ["First reply",
                                                                                       "Documents to prepare"]
    set_language(agent, "ar")
    replies = client.get(url(lead, "/replies")).json()
    assert [t["name"] for t in replies["email"]] == ["الرد الأول", "المستندات المطلوبة"]
    assert replies["whatsapp"][0]["name"] == "تحية"


def test_the_choices_follow_the_staff_members_language(site, signed_in, agent):
    set_language(agent, "ar")
    choices = signed_in("agent").get("/api/admin/leads/choices").json()
    assert {"key": "new", "label": "جديد"} in choices["status"]
    assert {"key": "chat", "label": "المساعد الذكي"} in choices["source"]
    assert {"key": "cost", "label": "التكلفة"} in choices["lost_reason"]
    assert next(c for c in choices["country"] if c["key"] == "canada")["label"] == "كندا"


def test_whatsapp_opens_a_click_to_chat_link_with_the_greeting_in_the_leads_language(site, make_lead, signed_in):
    lead = make_lead(language="ar", phone="+974 5512 3456", first_name="مريم")
    client = signed_in("agent")
    replies = client.get(url(lead, "/replies")).json()
    [whatsapp] = replies["whatsapp"]
    parts = urlsplit(whatsapp["url"])
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "wa.me", "/97455123456")
    text = parse_qs(parts.query)["text"][0]
    assert text == whatsapp["text"] and "Sara Agent" in text and "بوابة الأفق للهجرة" in text
    assert "مريم" not in whatsapp["url"]  # nothing of the visitor's but their number leaves the site
    assert client.get(url(lead)).json()["first_response_at"] is None
    body = client.api("POST", url(lead, "/whatsapp"), {"template_id": whatsapp["id"]}).json()
    assert body["timeline"][0]["kind"] == "whatsapp" and body["timeline"][0]["template"] == "Greeting"
    assert body["first_response_at"] and body["overdue"] == []


def test_a_template_email_goes_through_the_outbox_and_is_on_the_timeline(site, make_lead, signed_in):
    lead = make_lead(service="study", first_name="Aisha")
    client = signed_in("agent")
    [first, _] = client.get(url(lead, "/replies")).json()["email"]
    assert first["subject"] == "Your enquiry about Student visas"
    assert "Dear Aisha," in first["body"] and "Sara Agent" in first["body"] and "/book" in first["body"]
    res = client.api("POST", url(lead, "/emails"), {"template_id": first["id"], "subject": first["subject"],
                                                    "body": first["body"] + "\nSee you soon."})
    assert res.status_code == 201
    message = OutboxMessage.objects.get(kind="lead_reply")
    assert message.to == "aisha@example.com" and message.reply_to == "agent@horizongate.qa"
    assert message.text.endswith("See you soon.\n") and message.status == "pending"
    entry = next(e for e in res.json()["timeline"] if e["kind"] == "email" and e["email"]["kind"] == "lead_reply")
    assert entry["actor"] == "Sara Agent" and entry["email"]["status"] == "pending"
    assert res.json()["first_response_at"]
    no_email = make_lead(email="", phone="+97466123456")
    assert client.get(url(no_email, "/replies")).json()["email"] == []
    assert client.api("POST", url(no_email, "/emails"), {"subject": "Hi", "body": "x"}).status_code == 422


def test_a_logged_call_is_a_first_response(site, make_lead, signed_in):
    lead = make_lead()
    body = signed_in("agent").api("POST", url(lead, "/calls"), {"outcome": "Will send documents"}).json()
    assert body["timeline"][0]["kind"] == "call" and body["timeline"][0]["text"] == "Will send documents"
    assert body["first_response_at"]


def test_a_call_that_did_not_reach_the_person_is_not_a_first_response(site, make_lead, signed_in):
    lead = make_lead()
    Lead.objects.filter(pk=lead.pk).update(reply_by=timezone.now() - dt.timedelta(minutes=5))
    client = signed_in("agent")
    body = client.api("POST", url(lead, "/calls"), {"outcome": "Rang twice", "answered": False}).json()
    call = body["timeline"][0]
    assert call["kind"] == "call" and call["text"] == "Rang twice" and call["answered"] is False
    assert body["first_response_at"] is None and body["overdue"] == ["reply"]  # still waiting for a reply
    reached = client.api("POST", url(lead, "/calls"), {"outcome": "Spoke to her", "answered": True}).json()
    assert reached["first_response_at"] and reached["timeline"][0]["answered"] is True


def test_the_views_due_today_overdue_and_mine(site, make_lead, signed_in, agent):
    now = timezone.now()
    late = make_lead(first_name="Late")
    Lead.objects.filter(pk=late.pk).update(reply_by=now - dt.timedelta(hours=1))
    soon = make_lead(first_name="Soon", phone="+97466111111", email="soon@example.com")
    Lead.objects.filter(pk=soon.pk).update(reply_by=now + dt.timedelta(minutes=1))
    follow = make_lead(first_name="Follow", phone="+97466222222", email="f@example.com", assignee=agent)
    Lead.objects.filter(pk=follow.pk).update(first_response_at=now, follow_up_on=timezone.localdate(now),
                                             reply_by=now + dt.timedelta(days=2))
    client = signed_in("agent")

    def names(view):
        return {r["first_name"] for r in client.get(f"/api/admin/leads?view={view}").json()["items"]}

    assert names("overdue") == {"Late"}
    assert "Follow" in names("due_today")
    assert names("mine") == {"Follow"}
    row = next(r for r in client.get("/api/admin/leads").json()["items"] if r["first_name"] == "Late")
    assert row["overdue"] == ["reply"]
    assert client.get("/api/admin/leads?view=later").status_code == 422


def test_the_board_has_a_column_per_stage(site, make_lead, signed_in):
    make_lead(status="new")
    make_lead(status="completed", phone="+97466111111", email="b@example.com")
    board = signed_in("agent").get("/api/admin/leads/board").json()
    columns = {c["status"]: c for c in board["columns"]}
    assert list(columns) == ["new", "contacted", "qualified", "booked", "converted", "lost"]
    assert columns["new"]["total"] == 1 and columns["booked"]["total"] == 1
    assert columns["booked"]["items"][0]["status"] == "completed" and columns["new"]["label"] == "New"


def test_the_dashboard_shows_the_median_first_response_and_the_share_on_time(site, make_lead, signed_in):
    now = timezone.now()
    for i, (minutes, late) in enumerate([(30, False), (90, False), (600, True)]):
        lead = make_lead(phone=f"+9745512000{i}", email=f"p{i}@example.com")
        Lead.objects.filter(pk=lead.pk).update(
            created_at=now - dt.timedelta(hours=12), first_response_at=now - dt.timedelta(hours=12) + dt.timedelta(
                minutes=minutes), reply_by=now - dt.timedelta(hours=12) + dt.timedelta(minutes=300 if late else 900))
    missed = make_lead(phone="+97455120009", email="m@example.com")
    Lead.objects.filter(pk=missed.pk).update(reply_by=now - dt.timedelta(minutes=1))
    responses = signed_in("agent").get("/api/admin/dashboard").json()["responses"]
    assert responses["median_minutes"] == 90 and responses["answered"] == 3
    assert responses["on_time_share"] == 0.5  # 2 of 4: one answered late, one not answered in time
    assert (responses["on_time"], responses["due"]) == (2, 4)  # what the share counts, for its label
    assert responses["overdue"] == 1
    assert signed_in("editor").get("/api/admin/dashboard").json()["responses"] is None


def test_agents_use_templates_and_only_admins_change_them(site, signed_in):
    agent = signed_in("agent")
    templates = agent.get("/api/admin/reply-templates").json()
    assert {t["channel"] for t in templates} == {"email", "whatsapp"}
    new = {"channel": "email", "name": "Visa refused", "subject_en": "About {topic}", "subject_ar": "بخصوص {topic}",
           "body_en": "Dear {first_name}", "body_ar": "عزيزي {first_name}"}
    assert agent.api("POST", "/api/admin/reply-templates", new).status_code == 403
    assert agent.api("PUT", f"/api/admin/reply-templates/{templates[0]['id']}", templates[0]).status_code == 403
    agent.logout()
    admin = signed_in("admin")
    assert admin.api("POST", "/api/admin/reply-templates", new).status_code == 201
    leaky = {**new, "channel": "whatsapp", "body_en": "Hello {first_name}"}
    res = admin.api("POST", "/api/admin/reply-templates", leaky)
    assert res.status_code == 422 and "body_en" in res.json()["error"]["fields"]
    reasons = admin.get("/api/admin/lost-reasons").json()
    assert admin.api("PUT", f"/api/admin/lost-reasons/{reasons[0]['id']}",
                     {**reasons[0], "label_en": "Not eligible"}).json()["label_en"] == "Not eligible"


def test_a_reason_in_use_is_switched_off_not_deleted(site, make_lead, signed_in):
    make_lead(status="lost", lost_reason="cost")
    admin = signed_in("admin")
    cost = next(r for r in admin.get("/api/admin/lost-reasons").json() if r["key"] == "cost")
    assert admin.api("DELETE", f"/api/admin/lost-reasons/{cost['id']}").status_code == 422
    assert admin.api("PUT", f"/api/admin/lost-reasons/{cost['id']}", {**cost, "active": False}).status_code == 200
    assert "cost" not in {c["key"] for c in admin.get("/api/admin/leads/choices").json()["lost_reason"]}


def test_staff_confirm_or_correct_what_the_chat_inferred(site, make_lead, signed_in):
    lead = make_lead(source="chat", inferred=["country", "service"])
    client = signed_in("agent")
    assert client.get(url(lead)).json()["inferred"] == ["country", "service"]
    body = client.api("PATCH", url(lead), {"country": "australia"}).json()
    assert body["country"] == "australia" and body["inferred"] == ["service"]
    assert body["timeline"][0]["changes"] == {"country": ["canada", "australia"]}
    assert client.api("PATCH", url(lead), {"service": "gardening"}).status_code == 422
