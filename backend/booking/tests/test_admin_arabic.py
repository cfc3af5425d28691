"""The booking screens' names in the staff member's language: an agent who chose Arabic reads the
agenda's meeting types and the leads' services in Arabic, and the business hours their own hours
fall back to; the keys (statuses, modes) stay keys, which the admin's locale files name."""

import datetime as dt

import pytest
from django.utils import timezone

from accounts.preferences import set_language
from booking.models import Consultant
from booking.slots import free_slots
from office.calendar import zone

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

CALLER = {"first_name": "Mariam", "last_name": "Al-Sayed", "phone": "5512 3456", "email": "", "language": "ar",
          "service": "study", "country": "canada"}


@pytest.fixture
def phone_type(site, meeting_type, consultant):
    t = meeting_type(slug="phone", mode="phone")
    consultant(t, name="Sara")
    return t


def _first_slot(t):
    first = timezone.now().astimezone(zone()).date() + dt.timedelta(days=1)
    return free_slots(t, first, first + dt.timedelta(days=14), staff=True)[0].start.astimezone(zone())


def test_an_agent_who_chose_arabic_reads_the_agenda_in_arabic(signed_in, agent, phone_type):
    set_language(agent, "ar")
    client = signed_in("agent")
    start = _first_slot(phone_type)
    booked = client.api("POST", "/api/admin/booking/bookings",
                        {**CALLER, "meeting_type_id": phone_type.pk, "start": start.isoformat()})
    assert booked.status_code == 201
    assert booked.json()["meeting_type"]["name"] == "الاستشارة المجانية عبر مكالمة هاتفية"
    assert booked.json()["lead"]["service_label"] == "تأشيرات الدراسة"
    day = start.date()
    body = client.get(f"/api/admin/booking/agenda?from={day}&to={day}").json()
    meeting = body["meetings"][0]
    assert meeting["meeting_type"]["name"] == "الاستشارة المجانية عبر مكالمة هاتفية"
    assert meeting["lead"]["service_label"] == "تأشيرات الدراسة"
    assert meeting["status"] == "confirmed" and meeting["meeting_type"]["mode"] == "phone"
    assert [t["name"] for t in body["meeting_types"]] == ["الاستشارة المجانية عبر مكالمة هاتفية"]
    cancelled = client.api("POST", f"/api/admin/booking/bookings/{meeting['id']}/cancel")
    assert cancelled.json()["meeting_type"]["name"] == "الاستشارة المجانية عبر مكالمة هاتفية"


def test_in_english_the_names_stay_english(signed_in, phone_type):
    client = signed_in("agent")
    body = client.get("/api/admin/booking/agenda").json()
    assert [t["name"] for t in body["meeting_types"]] == ["Free consultation by phone"]


def test_a_consultant_who_chose_arabic_reads_the_business_hours_in_arabic(signed_in, site, agent):
    Consultant.objects.create(user=agent)
    english = signed_in("agent").get("/api/admin/booking/me/hours").json()["site_hours"]
    set_language(agent, "ar")
    arabic = signed_in("agent").get("/api/admin/booking/me/hours").json()["site_hours"]
    assert english == "Sunday–Thursday, 09:00–18:00" and any("\u0600" <= ch <= "\u06ff" for ch in arabic)


def test_a_lead_booked_by_the_visitor_shows_them_and_the_meeting_in_the_viewers_language(
        signed_in, agent, phone_type, make_lead):
    from booking import service
    lead = make_lead(language="ar")
    service.book(phone_type, _first_slot(phone_type), lead)
    set_language(agent, "ar")
    body = signed_in("agent").get(f"/api/admin/leads/{lead.pk}").json()
    [booked] = [e for e in body["timeline"] if e.get("action") == "booked"]
    # Not the word "Visitor": the admin names the visitor in its own language.
    assert booked["actor"] is None and booked["by_visitor"] is True
    meeting = booked["changes"]["meeting"][1]
    assert meeting["name_ar"] == "الاستشارة المجانية عبر مكالمة هاتفية" and meeting["at"].endswith("+03:00")
    assert body["bookings"][0]["meeting_type"] == "الاستشارة المجانية عبر مكالمة هاتفية"
    assert body["bookings"][0]["consultant"] == "Sara"


def test_history_entries_stored_in_english_before_are_rewritten_for_both_languages(phone_type, make_lead):
    import importlib

    from django.apps import apps

    from leads.models import LeadEvent
    lead = make_lead()
    old = LeadEvent.objects.create(lead=lead, actor=None, actor_name="Visitor", action="rescheduled", changes={
        "meeting": ["2026-12-01 10:00 Doha, Free consultation by phone", "2026-12-02 11:30 Doha, Gone type"]})
    staff = LeadEvent.objects.create(lead=lead, actor=None, actor_name="Sara Agent", action="update",
                                     changes={"status": ["new", "contacted"]})
    importlib.import_module("booking.migrations.0004_history_meetings_in_both_languages").forwards(apps, None)
    old.refresh_from_db()
    assert old.actor_name == "" and old.changes["meeting"] == [
        {"at": "2026-12-01T10:00:00+03:00", "name": "Free consultation by phone",
         "name_ar": "الاستشارة المجانية عبر مكالمة هاتفية"},
        {"at": "2026-12-02T11:30:00+03:00", "name": "Gone type", "name_ar": "Gone type"}]
    staff.refresh_from_db()
    assert staff.actor_name == "Sara Agent" and staff.changes == {"status": ["new", "contacted"]}
