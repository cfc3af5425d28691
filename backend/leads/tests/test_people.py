"""One person, one record: leads with the same phone (E.164, whatever format it was typed in) or e-mail as an
open lead share its person; staff merge and unlink, and the timeline says so."""

import pytest

from accounts.models import AuditEntry
from accounts.preferences import set_language
from chat.service import save_contact
from leads.models import Lead, LeadEvent, Person

pytestmark = pytest.mark.django_db


def test_a_chat_lead_then_a_form_lead_with_the_same_number_in_another_format_are_one_person(site, make_lead):
    chat, _ = save_contact(None, "Maryam Ali", "5512 3456", "ar", "/ar")
    form = make_lead(phone="+974 5512-3456", email="maryam@example.com", first_name="Maryam", last_name="Ali")
    assert chat.phone == form.phone == "+97455123456"
    assert form.person_id == chat.person_id is not None
    assert Person.objects.count() == 1


def test_the_same_email_links_and_a_closed_lead_does_not(site, make_lead):
    first = make_lead(phone="", email="Omar@Example.com")
    second = make_lead(phone="", email="omar@example.com")
    assert second.person_id == first.person_id
    Lead.objects.filter(pk__in=[first.pk, second.pk]).update(status="converted")
    third = make_lead(phone="", email="omar@example.com")
    assert third.person_id != first.person_id


def test_the_panel_says_which_details_matched(site, make_lead, signed_in):
    first = make_lead()
    second = make_lead(first_name="Aisha", last_name="")  # the same e-mail and phone, the name shorter
    assert second.person_id == first.person_id
    detail = signed_in("agent").get(f"/api/admin/leads/{second.pk}").json()
    assert [(x["id"], x["matched"]) for x in detail["same_person"]] == [(first.pk, ["email", "phone"])]


def test_a_phone_alone_does_not_join_different_names_but_suggests_them(site, make_lead, signed_in):
    mother = make_lead(first_name="Fatima", last_name="Hassan", email="fatima@example.com")
    son = make_lead(first_name="Omar", last_name="Hassan", email="omar@example.com")  # the family's one number
    assert son.person_id != mother.person_id
    client = signed_in("agent")
    detail = client.get(f"/api/admin/leads/{son.pk}").json()
    assert detail["same_person"] == []
    assert [(x["id"], x["matched"]) for x in detail["suggested_same_person"]] == [(mother.pk, ["phone"])]
    # Declined: no longer suggested on either lead, and both timelines say so.
    apart = client.api("POST", f"/api/admin/leads/{son.pk}/keep-apart", {"lead_id": mother.pk}).json()
    assert apart["suggested_same_person"] == [] and apart["timeline"][0]["kind"] == "kept_apart"
    assert apart["timeline"][0]["lead_id"] == mother.pk
    theirs = client.get(f"/api/admin/leads/{mother.pk}").json()
    assert theirs["suggested_same_person"] == [] and theirs["timeline"][0]["kind"] == "kept_apart"


def test_a_suggestion_confirmed_joins_the_two(site, make_lead, signed_in):
    mother = make_lead(first_name="Fatima", last_name="Hassan", email="fatima@example.com")
    other = make_lead(first_name="Um Omar", last_name="", email="")
    client = signed_in("agent")
    suggested = client.get(f"/api/admin/leads/{other.pk}").json()["suggested_same_person"]
    assert [x["id"] for x in suggested] == [mother.pk]
    merged = client.api("POST", f"/api/admin/leads/{other.pk}/merge", {"lead_id": mother.pk}).json()
    assert [(x["id"], x["matched"]) for x in merged["same_person"]] == [(mother.pk, ["phone"])]
    assert merged["suggested_same_person"] == []


def test_the_same_email_joins_even_when_the_names_differ(site, make_lead):
    first = make_lead(first_name="Maryam", phone="")
    second = make_lead(first_name="Mariam", phone="")  # spelt another way, the same address
    assert second.person_id == first.person_id


def test_an_unlinked_lead_is_not_suggested_again(site, make_lead, signed_in):
    first = make_lead()
    second = make_lead()
    client = signed_in("agent")
    client.api("POST", f"/api/admin/leads/{second.pk}/unlink")
    assert client.get(f"/api/admin/leads/{second.pk}").json()["suggested_same_person"] == []
    assert client.get(f"/api/admin/leads/{first.pk}").json()["suggested_same_person"] == []


def test_different_people_stay_apart(site, make_lead):
    a = make_lead(phone="+97455123456", email="a@example.com")
    b = make_lead(phone="+97466123456", email="b@example.com")
    assert a.person_id != b.person_id


def test_the_detail_shows_every_source_of_the_person_and_staff_can_unlink_and_merge(site, make_lead, signed_in):
    chat, _ = save_contact(None, "Maryam Ali", "+97455123456", "en", "/")
    form = make_lead(phone="+97455123456", first_name="Maryam", last_name="Ali")
    client = signed_in("agent")
    detail = client.get(f"/api/admin/leads/{form.pk}").json()
    assert [(x["id"], x["source"], x["matched"]) for x in detail["same_person"]] == [(chat.pk, "chat", ["phone"])]
    assert client.get(f"/api/admin/leads?person={form.person_id}").json()["total"] == 2

    unlinked = client.api("POST", f"/api/admin/leads/{form.pk}/unlink").json()
    assert unlinked["same_person"] == [] and unlinked["person_id"] != chat.person_id
    assert unlinked["timeline"][0]["kind"] == "unlinked" and unlinked["timeline"][0]["actor"] == "Sara Agent"
    chat_entry = client.get(f"/api/admin/leads/{chat.pk}").json()["timeline"][0]
    assert chat_entry["kind"] == "unlinked" and chat_entry["lead_id"] == form.pk

    merged = client.api("POST", f"/api/admin/leads/{form.pk}/merge", {"lead_id": chat.pk}).json()
    assert [x["id"] for x in merged["same_person"]] == [chat.pk]
    assert merged["timeline"][0]["kind"] == "merged" and merged["timeline"][0]["lead_id"] == chat.pk
    assert LeadEvent.objects.filter(lead=chat, action="merged").exists()
    assert Person.objects.filter(leads__isnull=True).count() == 0  # no person left without a lead
    assert client.api("POST", f"/api/admin/leads/{form.pk}/merge", {"lead_id": form.pk}).status_code == 422
    assert client.api("POST", f"/api/admin/leads/{form.pk}/merge", {"lead_id": 99999}).status_code == 404


def test_the_csv_carries_the_person_and_a_link_to_the_transcript(site, make_lead, signed_in):
    import csv
    import io

    chat, _ = save_contact(None, "Maryam Ali", "+97455123456", "en", "/")
    make_lead(phone="+97455123456", first_name="Maryam", last_name="Ali")
    res = signed_in("agent").get("/api/admin/leads/export.csv")
    rows = list(csv.DictReader(io.StringIO(b"".join(res.streaming_content).decode("utf-8-sig"))))
    assert len({r["person_id"] for r in rows}) == 1
    by_source = {r["source"]: r for r in rows}
    assert by_source["Chat assistant"]["transcript"].endswith(f"/admin/leads/{chat.pk}#transcript")
    assert by_source["Contact form"]["transcript"] == ""


def test_keeping_apart_two_leads_already_one_person_is_a_409_and_nothing_is_logged(site, make_lead, signed_in,
                                                                                     agent):
    first = make_lead()
    second = make_lead(first_name="Aisha", last_name="")  # the same e-mail and phone: joined
    assert second.person_id == first.person_id is not None
    events = LeadEvent.objects.count()
    client = signed_in("agent")
    answer = client.api("POST", f"/api/admin/leads/{second.pk}/keep-apart", {"lead_id": first.pk})
    assert answer.status_code == 409
    assert answer.json()["error"] == {"code": "same_person",
                                      "message": "These leads are already one person: unlink one instead."}
    assert LeadEvent.objects.count() == events
    assert not AuditEntry.objects.filter(action="keep_apart").exists()
    second.refresh_from_db()
    assert second.person_id == first.person_id
    set_language(agent, "ar")
    arabic = client.api("POST", f"/api/admin/leads/{first.pk}/keep-apart", {"lead_id": second.pk})
    assert arabic.status_code == 409
    assert arabic.json()["error"]["message"] == "هذان العميلان المحتملان شخص واحد بالفعل: افصل أحدهما بدلًا من ذلك."
