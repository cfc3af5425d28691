"""Staff display names in English and in Arabic: set on the Users screen or by the staff member, required
for those who are assigned leads or booked, and the one name every e-mail, page and admin list prints."""

import importlib

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model

from accounts.models import StaffPreference
from accounts.names import display_name
from booking import notifications
from booking.tests import factories
from mail.models import OutboxMessage

pytestmark = pytest.mark.django_db
User = get_user_model()
NEW_AGENT = {"email": "noor@horizongate.qa", "name": "Noor Hassan", "role": "agent",
             "password": "a-long-passphrase-2026"}


def _replies(client, lead):
    return client.get(f"/api/admin/leads/{lead.pk}/replies").json()


def test_a_staff_member_without_first_or_last_name_signs_replies_with_their_display_name(
        site, make_lead, signed_in, agent):
    agent.first_name = agent.last_name = ""
    agent.save()
    client = signed_in("agent")
    english, arabic = make_lead(language="en"), make_lead(language="ar", email="layla@example.com")
    # Nothing set yet: the name from the e-mail address, never "our team".
    [first, _] = _replies(client, english)["email"]
    assert "I am agent," in first["body"] and "our team" not in first["body"]
    me = client.api("PATCH", "/api/admin/auth/me", {"display_name_en": "Sara Q", "display_name_ar": "سارة ق"})
    assert me.status_code == 200 and me.json()["name"] == "Sara Q"
    [first, _] = _replies(client, english)["email"]
    assert "I am Sara Q," in first["body"]
    [first_ar, _] = _replies(client, arabic)["email"]
    assert "معك سارة ق،" in first_ar["body"] and "Sara" not in first_ar["body"]
    assert "سارة ق" in _replies(client, arabic)["whatsapp"][0]["text"]


def test_an_arabic_booking_email_names_the_consultant_in_arabic_and_an_english_one_in_english(site):
    consultant = factories.consultant(first_name="Omar", name_ar="عمر")
    arabic = factories.booking(lead=factories.lead(language="ar"), consultant=consultant, mode="phone")
    english = factories.booking(lead=factories.lead(email="john@example.com"), consultant=consultant,
                                starts_at=arabic.starts_at.replace(hour=12), mode="phone")
    notifications.booked(arabic)
    notifications.booked(english)
    [to_ar] = OutboxMessage.objects.filter(to="aisha@example.com", kind="booking_confirmed")
    [to_en] = OutboxMessage.objects.filter(to="john@example.com", kind="booking_confirmed")
    assert "مستشارك: عمر" in to_ar.text and "سيتصل بك عمر" in to_ar.text and "Omar" not in to_ar.text
    assert "Your consultant: Omar" in to_en.text


def test_an_agent_needs_a_display_name_in_both_languages(signed_in, admin):
    client = signed_in("admin")
    res = client.api("POST", "/api/admin/users", NEW_AGENT)
    assert res.status_code == 422 and set(res.json()["error"]["fields"]) == {"display_name_ar"}
    assert not User.objects.filter(email="noor@horizongate.qa").exists()
    res = client.api("POST", "/api/admin/users", {**NEW_AGENT, "display_name_ar": "نور حسن"})
    assert res.status_code == 201
    assert res.json()["display_name_en"] == "Noor Hassan" and res.json()["display_name_ar"] == "نور حسن"
    user_id = res.json()["id"]
    cleared = client.api("PATCH", f"/api/admin/users/{user_id}", {"display_name_ar": " "})
    assert cleared.status_code == 422 and "display_name_ar" in cleared.json()["error"]["fields"]
    renamed = client.api("PATCH", f"/api/admin/users/{user_id}", {"display_name_en": "Noor H."})
    assert renamed.status_code == 200 and renamed.json()["display_name_en"] == "Noor H."
    assert client.get("/api/admin/users?q=نور").json()["items"][0]["id"] == user_id
    # An editor is never booked: the English name is enough, Arabic falls back to it.
    editor = client.api("POST", "/api/admin/users", {**NEW_AGENT, "email": "e@horizongate.qa", "role": "editor"})
    assert editor.status_code == 201
    assert display_name(User.objects.get(pk=editor.json()["id"]), "ar") == "Noor Hassan"


def test_the_assignee_picker_and_lead_lists_name_staff_in_the_viewers_language(site, signed_in, agent, make_lead):
    from accounts.names import set_display_names
    from accounts.preferences import set_language
    set_display_names(agent, "Sara Q", "سارة ق")
    lead = make_lead(assignee=agent)
    client = signed_in("agent")
    assert {s["name"] for s in client.get("/api/admin/staff").json()} == {"Sara Q"}
    assert client.get("/api/admin/leads").json()["items"][0]["assignee"]["name"] == "Sara Q"
    set_language(agent, "ar")
    assert {s["name"] for s in client.get("/api/admin/staff").json()} == {"سارة ق"}
    assert client.get("/api/admin/leads").json()["items"][0]["assignee"]["name"] == "سارة ق"
    assert client.get(f"/api/admin/leads/{lead.pk}").json()["assignee"]["name"] == "سارة ق"
    assert client.get("/api/admin/dashboard").json()["newest"][0]["assignee"]["name"] == "سارة ق"


def test_existing_staff_get_display_names_from_their_name_or_their_email(staff_user):
    named = staff_user("agent", email="sara@horizongate.qa")
    named.first_name, named.last_name = "Sara", "Ali"
    named.save()
    bare = staff_user("editor", email="k.omar@horizongate.qa")
    migration = importlib.import_module("accounts.migrations.0003_staff_display_names")
    migration.name_existing_staff(apps, None)
    assert StaffPreference.objects.get(user=named).display_name_en == "Sara Ali"
    bare_names = StaffPreference.objects.get(user=bare)
    assert (bare_names.display_name_en, bare_names.display_name_ar) == ("k.omar", "k.omar")


RLO, LRI, PDI = "\u202e", "\u2066", "\u2069"


def test_display_names_lose_control_and_bidi_characters_before_they_reach_a_visitor(signed_in, admin, site):
    """A name is printed in visitors' e-mails and calendar files: an invisible override must not reorder it,
    and a line break must not start a line of its own there. Set by an admin, by the person, or in code."""
    client = signed_in("admin")
    res = client.api("POST", "/api/admin/users", {**NEW_AGENT, "name": f"Noor{RLO} Hassan\x07",
                                                  "display_name_en": f"Noor{RLO}nassaH",
                                                  "display_name_ar": f"{LRI}نور\x1b{PDI}"})
    assert res.status_code == 201, res.content
    body = res.json()
    assert (body["display_name_en"], body["display_name_ar"]) == ("NoornassaH", "نور")
    noor = User.objects.get(email="noor@horizongate.qa")
    assert noor.get_full_name() == "Noor Hassan"
    res = client.api("PATCH", f"/api/admin/users/{noor.pk}", {"display_name_en": f"Noor\r\nBCC: x{RLO}",
                                                              "name": f"{RLO}\t"})
    assert res.status_code == 422 and set(res.json()["error"]["fields"]) == {"name"}
    res = client.api("PATCH", f"/api/admin/users/{noor.pk}", {"display_name_en": f"Noor\r\nBCC: x{RLO}"})
    assert res.status_code == 200 and res.json()["display_name_en"] == "NoorBCC: x"

    me = client.api("PATCH", "/api/admin/auth/me", {"display_name_en": f"Sara{RLO}", "display_name_ar": f"{RLO}\n"})
    assert me.status_code == 422 and set(me.json()["error"]["fields"]) == {"display_name_ar"}
    me = client.api("PATCH", "/api/admin/auth/me", {"display_name_en": f"Sara{RLO} Q", "display_name_ar": "سارة\u202b"})
    assert me.status_code == 200 and me.json()["name"] == "Sara Q"
    assert display_name(admin, "ar") == "سارة"

    consultant = factories.consultant(first_name=f"Omar{RLO}", name_ar=f"عمر{PDI}\n")
    booking = factories.booking(consultant=consultant, mode="phone")
    notifications.booked(booking)
    [mail] = OutboxMessage.objects.filter(to="aisha@example.com", kind="booking_confirmed")
    assert "Omar will call you" in mail.text and RLO not in mail.text + mail.html
    assert display_name(consultant.user, "ar") == "عمر"
