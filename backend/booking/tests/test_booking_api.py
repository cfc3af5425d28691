"""The public booking API: slots, booking (a lead with its meeting), the visitor's link, moving and
cancelling, and every kind of bad input answered with a clear 4xx."""

import datetime as dt
import json
from urllib.parse import unquote

import pytest
from django.test import Client
from django.utils import timezone

from booking import tokens
from booking.models import BookedCell, Booking
from booking.slots import free_slots
from leads.models import Lead
from office.calendar import zone

FORM = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "+974 5512 3456",
        "country": "canada", "service": "study", "message": "", "consent": True, "language": "en",
        "elapsed_ms": 6000, "time_zone": "Europe/London"}


@pytest.fixture
def setup(site, meeting_type, consultant, form_services):
    t = meeting_type(slug="phone", mode="phone")
    consultant(t)
    return t


def first_slot(t):
    today = timezone.now().astimezone(zone()).date()
    return free_slots(t, today, today + dt.timedelta(days=30))[0]


def post(client, path, body):
    return client.post(path, json.dumps(body), content_type="application/json")


def book(client, t, start=None, **extra):
    start = start or first_slot(t).start
    when = start if isinstance(start, str) else start.astimezone(zone()).isoformat()
    return post(client, "/api/booking", {**FORM, "type": t.slug, "start": when, **extra})


def test_the_slots_endpoint_lists_days_with_free_times_in_doha_time(client, setup):
    body = client.get("/api/booking/slots?type=phone").json()
    assert body["time_zone"] == "Asia/Qatar" and body["days"]
    first = body["days"][0]["slots"][0]
    assert first["start"].endswith("+03:00")
    assert body["first_day"] <= body["days"][0]["date"] <= body["last_day"]


@pytest.mark.parametrize("query", ["type=phone&from=2027-13-01", "type=phone&from=2027-01-10&to=2027-01-01",
                                   "type=phone&from=2027-01-01&to=2027-06-01", "from=2027-01-01", "type=" + "x" * 50])
def test_bad_slot_queries_are_422(client, setup, query):
    response = client.get(f"/api/booking/slots?{query}")
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "validation_error"


def test_an_unknown_meeting_type_has_no_slots(client, setup):
    assert client.get("/api/booking/slots?type=nope").status_code == 404


def test_booking_stores_a_lead_with_its_meeting_and_answers_with_the_booking_page(client, setup):
    response = book(client, setup)
    assert response.status_code == 201, response.content
    body = response.json()
    booking = Booking.objects.get(pk=body["id"])
    assert booking.lead.source == Lead.Source.BOOKING and booking.lead.status == Lead.Status.BOOKED
    assert booking.lead.phone == "+97455123456" and booking.time_zone == "Europe/London"
    assert body["path"]["en"] == f"/booking/{body['token']}" and body["path"]["ar"].startswith("/ar/booking/")
    assert BookedCell.objects.filter(booking=booking).count() == 8  # 30 min + 10 min buffer
    assert booking.lead.events.get().action == "booked"


def test_a_booking_admits_its_lead_like_every_other_way_in(client, setup, make_lead):
    """Taken in by leads/intake.py: the person of an earlier open lead with the same e-mail, a reply-by."""
    earlier = make_lead(email="aisha@example.com")
    response = book(client, setup)
    assert response.status_code == 201
    lead = Booking.objects.get(pk=response.json()["id"]).lead
    assert lead.person_id == earlier.person_id is not None and lead.reply_by is not None


def test_an_online_booking_gives_the_unassigned_lead_to_the_booked_consultant(client, setup):
    body = book(client, setup).json()
    booking = Booking.objects.select_related("lead", "consultant").get(pk=body["id"])
    assert booking.lead.assignee_id == booking.consultant.user_id
    assert booking.lead.events.get().changes["assignee"] == [None, "Sara"]
    assert booking.lead.first_response_at is None  # nobody has spoken to them yet


def test_a_taken_slot_is_a_409_with_the_next_free_slots(client, setup):
    start = first_slot(setup).start
    assert book(client, setup, start).status_code == 201
    response = book(client, setup, start, email="omar@example.com")
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "slot_taken" and len(error["next_slots"]) == 6
    assert all(s["start"] > start.astimezone(zone()).isoformat() for s in error["next_slots"])
    assert Lead.objects.count() == 1  # the loser's form stays in their browser, nothing half-stored


@pytest.mark.parametrize("extra,field", [
    ({"time_zone": "Mars/Olympus"}, "time_zone"), ({"time_zone": "../../etc/passwd"}, "time_zone"),
    ({"start": "2027-01-04T09:00:00"}, "start"), ({"start": "tomorrow"}, "start"),
    ({"type": "nope"}, "type"), ({"email": "not-an-email"}, "email"), ({"consent": False}, "consent"),
])
def test_bad_booking_input_is_a_422_on_its_field(client, setup, extra, field):
    response = book(client, setup, **extra)
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]
    assert Lead.objects.count() == 0


def test_a_bot_is_answered_like_a_person_and_nothing_is_stored(client, setup):
    assert book(client, setup, website="http://spam.example").status_code == 201
    assert book(client, setup, elapsed_ms=100).status_code == 201
    assert Booking.objects.count() == 0 and Lead.objects.count() == 0


def test_bookings_are_rate_limited_per_address(client, setup):
    for n in range(5):
        book(client, setup, email=f"p{n}@example.com")
    response = book(client, setup, email="late@example.com")
    assert response.status_code == 429 and response["Retry-After"]


def test_the_visitors_link_shows_the_booking(client, setup):
    token = book(client, setup).json()["token"]
    body = client.get(f"/api/booking/manage/{token}").json()
    assert body["status"] == "confirmed" and body["consultant"]["en"] == "Sara" and body["first_name"] == "Aisha"
    assert body["place"] == {"mode": "phone", "address": None, "map_url": "", "link": "", "phone": "+97455123456"}
    assert body["can_change"] is True and body["calendar_url"]["en"].endswith("/calendar.ics?lang=en")


@pytest.mark.parametrize("lead_language", ["en", "ar"])
def test_the_booking_answer_names_the_consultant_in_both_languages_whatever_the_leads(
        client, site, meeting_type, consultant, form_services, lead_language):
    """The page at /booking/… and at /ar/booking/… reads the same answer (one API path): each shows the
    consultant's name, the calendar file and Google Calendar's page in its own language, not the lead's."""
    t = meeting_type(slug="phone", mode="phone")
    consultant(t, name="Sara", name_ar="سارة")
    token = book(client, t, language=lead_language).json()["token"]
    body = client.get(f"/api/booking/manage/{token}").json()
    assert body["consultant"] == {"en": "Sara", "ar": "سارة"}
    for lang, name, summary in (("en", "Sara", "Free consultation"), ("ar", "سارة", "استشارة مجانية")):
        google = unquote(body["google_calendar_url"][lang])
        assert f"text={summary}" in google and name in google
        ics = client.get(body["calendar_url"][lang]).content.decode().replace("\r\n ", "")
        assert f"SUMMARY:{summary}" in ics and name in ics


@pytest.mark.parametrize("mangle", [lambda t: t[:-1] + ("A" if t[-1] != "A" else "B"), lambda t: t.split(".")[0],
                                    lambda t: "x" + t, lambda t: "nothing"])
def test_an_altered_link_is_a_clear_404(client, setup, mangle):
    token = book(client, setup).json()["token"]
    for path in ("", "/calendar.ics"):
        response = client.get(f"/api/booking/manage/{mangle(token)}{path}")
        assert response.status_code == 404 and response.json()["error"]["code"] == "invalid_link"
    assert post(client, f"/api/booking/manage/{mangle(token)}/cancel", {}).status_code == 404


@pytest.mark.parametrize("start", ["0001-01-01T01:01:00Z", "0001-01-01T00:30:00+01:00", "9999-12-31T23:00:00-05:00"])
def test_a_time_at_the_ends_of_the_calendar_is_refused_not_a_server_error(client, setup, start):
    # Found by schemathesis: the slot arithmetic overflowed at year 1 and 9999 (a 500).
    token = book(client, setup).json()["token"]
    moved = post(client, f"/api/booking/manage/{token}/reschedule", {"start": start})
    assert moved.status_code == 422 and "start" in moved.json()["error"]["fields"]
    assert book(client, setup, start=start).status_code == 422


def test_the_visitor_moves_the_meeting_and_the_old_time_is_free_again(client, setup):
    token = book(client, setup).json()["token"]
    booking = Booking.objects.get()
    old = booking.starts_at
    later = [s for s in free_slots(setup, old.astimezone(zone()).date(), old.astimezone(zone()).date()
                                   + dt.timedelta(days=7)) if s.start > old][3]
    response = post(client, f"/api/booking/manage/{token}/reschedule", {"start": later.start.isoformat()})
    assert response.status_code == 200, response.content
    booking.refresh_from_db()
    assert booking.starts_at == later.start and booking.sequence == 1
    assert old in [s.start for s in free_slots(setup, old.astimezone(zone()).date(), old.astimezone(zone()).date())]
    assert booking.lead.events.last().action == "rescheduled"


def test_cancelling_frees_the_time_and_a_second_cancel_changes_nothing(client, setup):
    token = book(client, setup).json()["token"]
    first = post(client, f"/api/booking/manage/{token}/cancel", {})
    assert first.status_code == 200 and first.json()["status"] == "cancelled"
    assert first.json()["can_change"] is False
    booking = Booking.objects.get()
    assert booking.sequence == 1 and booking.cells.count() == 0 and booking.lead.status == Lead.Status.NEW
    again = post(client, f"/api/booking/manage/{token}/cancel", {})
    assert again.status_code == 200 and Booking.objects.get().sequence == 1
    moved = post(client, f"/api/booking/manage/{token}/reschedule", {"start": booking.starts_at.isoformat()})
    assert moved.status_code == 409 and moved.json()["error"]["code"] == "not_active"


def test_inside_the_minimum_notice_the_link_can_no_longer_change_the_meeting(client, setup):
    token = book(client, setup).json()["token"]
    booking = Booking.objects.get()
    soon = timezone.now() + dt.timedelta(hours=2)
    Booking.objects.filter(pk=booking.pk).update(starts_at=soon, ends_at=soon + dt.timedelta(minutes=30))
    assert client.get(f"/api/booking/manage/{token}").json()["can_change"] is False
    response = post(client, f"/api/booking/manage/{token}/cancel", {})
    assert response.status_code == 422 and response.json()["error"]["code"] == "too_late"
    assert Booking.objects.get().status == "confirmed"


def test_the_calendar_file_downloads(client, setup):
    token = book(client, setup).json()["token"]
    response = client.get(f"/api/booking/manage/{token}/calendar.ics")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/calendar")
    assert b"BEGIN:VEVENT" in response.content and tokens.read(token) is not None


def test_a_new_client_without_cookies_can_use_the_link(setup):
    token = book(Client(), setup).json()["token"]
    assert Client().get(f"/api/booking/manage/{token}").status_code == 200
