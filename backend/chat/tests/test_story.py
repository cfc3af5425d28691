"""One story per visitor (chat/story.py): the contact form, a booking or a calculator's assessment sent from
the browser that chatted names the chat's conversation (`visitor`), and the lead arrives with it; a forged
or malformed reference attaches nothing and the lead is stored all the same."""

import datetime as dt
import uuid

import pytest
from django.utils import timezone

from booking.models import Booking
from booking.slots import free_slots
from booking.tests import factories
from chat.models import Conversation
from leads.models import Lead
from office.calendar import zone
from tools.tests.test_assessment_api import body as assessment_body

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("site", "form_services")]

QUESTION = {"en": "Can my wife work in Canada while I study?", "ar": "هل تستطيع زوجتي العمل في كندا أثناء دراستي؟"}
CONTACT = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "+974 5512 3456",
           "country": "canada", "service": "study", "message": "", "consent": True, "elapsed_ms": 6000}


def chat(client, lang: str = "en") -> str:
    """Asks the assistant the question; the conversation's id, as the widget keeps it."""
    res = client.post("/api/chat/message", {"message": QUESTION[lang], "language": lang},
                      content_type="application/json")
    assert res.status_code == 200
    return res.json()["conversationId"]


def contact(client, lang: str = "en", **extra):
    return client.post("/api/contact", {**CONTACT, "language": lang, **extra}, content_type="application/json")


def book(client, lang: str = "en", **extra):
    kind = factories.meeting_type("phone", slug="phone")
    factories.consultant().meeting_types.set([kind])
    today = timezone.now().astimezone(zone()).date()
    start = free_slots(kind, today, today + dt.timedelta(days=30))[0].start.astimezone(zone()).isoformat()
    return client.post("/api/booking", {**CONTACT, "language": lang, "type": kind.slug, "start": start,
                                        "time_zone": "Asia/Qatar", **extra}, content_type="application/json")


def assess(client, lang: str = "en", **extra):
    return client.post("/api/tools/crs/assessment", assessment_body("crs", language=lang, **extra),
                       content_type="application/json")


def lead_of(res) -> Lead:
    """The lead a 201 made (a booking answers with the booking's id and its link's token)."""
    assert res.status_code == 201, res.content
    created = res.json()
    assert created["id"]  # stored, not taken for a bot's
    if "token" in created:
        return Booking.objects.get(pk=created["id"]).lead
    return Lead.objects.get(pk=created["id"])


def shown_chat(signed_in, lead: Lead) -> list[str]:
    """What the lead's page shows of the chat (its timeline's transcript): the messages' texts."""
    detail = signed_in("agent").get(f"/api/admin/leads/{lead.pk}").json()
    entries = [entry for entry in detail["timeline"] if entry["kind"] == "chat"]
    return [m["content"] for entry in entries for m in entry["messages"]]


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("send", [contact, book, assess], ids=["contact", "booking", "calculator"])
def test_a_form_sent_after_a_chat_arrives_with_the_conversation(client, signed_in, send, lang):
    conversation = chat(client, lang)
    lead = lead_of(send(client, lang, visitor=conversation))
    assert Conversation.objects.get(public_id=conversation).lead == lead
    assert QUESTION[lang] in shown_chat(signed_in, lead)
    assert Lead.objects.count() == 1


@pytest.mark.parametrize("visitor", [str(uuid.uuid4()), "not-an-id", "", " ", "x" * 500],
                         ids=["unknown", "malformed", "empty", "blank", "too-long"])
@pytest.mark.parametrize("send", [contact, book, assess], ids=["contact", "booking", "calculator"])
def test_a_forged_or_malformed_reference_attaches_nothing_and_keeps_the_lead(client, signed_in, send, visitor):
    chat(client)  # someone else's conversation, which a guess must not reach
    lead = lead_of(send(client, visitor=visitor))
    assert not Conversation.objects.filter(lead=lead).exists()
    assert shown_chat(signed_in, lead) == []


def test_a_form_sent_without_a_reference_attaches_nothing(client):
    chat(client)
    lead = lead_of(contact(client))
    assert not Conversation.objects.filter(lead__isnull=False).exists() and lead.pk


def test_after_the_chat_made_a_lead_the_booking_joins_its_person_and_the_chat_keeps_its_lead(client, signed_in):
    conversation = chat(client)
    res = client.post("/api/chat/contact", {"conversationId": conversation, "name": "Aisha",
                                            "phone": "+44 7700 900123", "language": "en"},
                      content_type="application/json")
    chat_lead = Lead.objects.get(pk=res.json()["leadId"])
    # Another phone than the chat's: people.py alone would not join them; the conversation does.
    booked = lead_of(book(client, visitor=conversation))
    chat_lead.refresh_from_db()
    assert booked.pk != chat_lead.pk and booked.person_id == chat_lead.person_id
    assert Conversation.objects.get(public_id=conversation).lead == chat_lead
    detail = signed_in("agent").get(f"/api/admin/leads/{booked.pk}").json()
    assert [row["id"] for row in detail["same_person"]] == [chat_lead.pk]
    assert [(e["actor"], e["lead_id"]) for e in detail["timeline"] if e["kind"] == "merged"] == [(None, chat_lead.pk)]


def test_a_shared_browser_does_not_join_another_name_to_the_chats_lead(client):
    conversation = chat(client)
    client.post("/api/chat/contact", {"conversationId": conversation, "name": "Omar Haddad",
                                      "phone": "+44 7700 900123", "language": "en"}, content_type="application/json")
    chat_lead = Lead.objects.get(source="chat")
    lead = lead_of(contact(client, visitor=conversation))
    assert lead.person_id != chat_lead.person_id
    assert Conversation.objects.get(public_id=conversation).lead == chat_lead


def test_details_given_in_the_chat_after_a_form_fill_only_what_the_forms_lead_lacks(client):
    conversation = chat(client)
    lead = lead_of(contact(client, visitor=conversation))
    res = client.post("/api/chat/contact", {"conversationId": conversation, "name": "Aisha Q",
                                            "phone": "+44 7700 900123", "language": "en"},
                      content_type="application/json")
    assert res.status_code == 200 and res.json()["leadId"] == lead.pk  # updated, not created
    lead.refresh_from_db()
    assert (lead.first_name, lead.last_name, lead.phone) == ("Aisha", "Khan", "+97455123456")
    assert Lead.objects.count() == 1


def test_a_failing_listener_never_loses_the_lead(client, monkeypatch):
    from chat import story

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(story, "found", broken)
    conversation = chat(client)
    lead = lead_of(contact(client, visitor=conversation))
    assert Lead.objects.filter(pk=lead.pk).exists()
    assert not Conversation.objects.filter(lead__isnull=False).exists()
