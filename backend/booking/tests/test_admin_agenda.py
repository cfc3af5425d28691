"""Staff working bookings in the admin: the agenda, the slots staff may book, booking for a caller,
moving, cancelling and recording how a meeting went, each with the role it needs."""

import datetime as dt

import pytest
from django.utils import timezone

from accounts.models import AuditEntry
from booking.models import Booking
from booking.slots import free_slots
from booking.tests import factories
from leads.models import Lead
from office.calendar import zone

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

CALLER = {"first_name": "Mariam", "last_name": "Al-Sayed", "phone": "5512 3456", "email": "", "language": "ar",
          "service": "study", "country": "canada"}


@pytest.fixture
def setup(site, meeting_type, consultant):
    """A phone consultation taken by two consultants, Sara and Khalid."""
    t = meeting_type(slug="phone", mode="phone")
    return t, consultant(t, name="Sara"), consultant(t, name="Khalid")


def slots(t, days_ahead: int = 1, span: int = 14):
    first = timezone.now().astimezone(zone()).date() + dt.timedelta(days=days_ahead)
    return free_slots(t, first, first + dt.timedelta(days=span), staff=True)


def iso(moment: dt.datetime) -> str:
    return moment.astimezone(zone()).isoformat()


def book(client, t, start, **extra):
    return client.api("POST", "/api/admin/booking/bookings",
                      {**CALLER, "meeting_type_id": t.pk, "start": iso(start), **extra})


def test_an_agent_books_for_a_caller_and_a_booking_lead_is_made_with_status_booked(signed_in, setup, agent):
    t, sara, _ = setup
    start = slots(t)[0].start
    response = book(signed_in("agent"), t, start, consultant_id=sara.pk)
    assert response.status_code == 201
    body = response.json()
    assert body["start"] == iso(start) and body["start"].endswith("+03:00")
    assert body["consultant"]["id"] == sara.pk and body["created_by"] == "Sara Agent"
    lead = Lead.objects.get(pk=body["lead"]["id"])
    assert (lead.source, lead.status, lead.phone, lead.language) == ("booking", "booked", "+97455123456", "ar")
    assert Booking.objects.get(pk=body["id"]).created_by == agent
    assert AuditEntry.objects.filter(action="create", target_type="booking", target_id=str(body["id"])).exists()


def test_a_callers_lead_is_admitted_like_every_other_way_in(signed_in, setup, make_lead):
    """Taken in by leads/intake.py: the person of an earlier open lead with the same phone and name, a reply-by."""
    t, sara, _ = setup
    earlier = make_lead(first_name="Mariam", last_name="Al-Sayed", email="", phone="+97455123456")
    response = book(signed_in("agent"), t, slots(t)[0].start, consultant_id=sara.pk)
    assert response.status_code == 201
    lead = Lead.objects.get(pk=response.json()["lead"]["id"])
    assert lead.person_id == earlier.person_id is not None and lead.reply_by is not None


def test_a_meeting_booked_for_a_caller_is_the_first_response_goes_to_the_consultant_and_keeps_the_note(
        signed_in, setup, agent):
    t, sara, _ = setup
    client = signed_in("agent")
    response = book(client, t, slots(t)[0].start, consultant_id=sara.pk,
                    note="  Prefers Arabic; has an IELTS score of 7.  ")
    assert response.status_code == 201
    body = response.json()
    assert body["note"] == "Prefers Arabic; has an IELTS score of 7."  # the agenda shows it to the consultant
    lead = Lead.objects.get(pk=body["lead"]["id"])
    assert lead.first_response_at is not None  # they spoke on the phone
    assert lead.assignee == sara.user
    detail = client.get(f"/api/admin/leads/{lead.pk}").json()
    assert detail["first_response_at"] and detail["assignee"]["name"] == "Sara"
    note = next(e for e in detail["timeline"] if e["kind"] == "note")
    assert note["text"] == "Prefers Arabic; has an IELTS score of 7." and note["actor"] == "Sara Agent"
    booked = next(e for e in detail["timeline"] if e["kind"] == "update" and e["action"] == "booked")
    assert booked["changes"]["assignee"] == [None, "Sara"]


def test_a_booking_keeps_the_lead_with_whoever_already_has_it(signed_in, setup, make_lead, admin):
    t, sara, _ = setup
    lead = make_lead(assignee=admin)
    book(signed_in("agent"), t, slots(t)[0].start, lead_id=lead.pk, consultant_id=sara.pk)
    lead.refresh_from_db()
    assert lead.assignee == admin


def test_staff_can_book_an_existing_lead(signed_in, setup, make_lead):
    t, _, _ = setup
    lead = make_lead()
    response = book(signed_in("admin"), t, slots(t)[0].start, lead_id=lead.pk, first_name="", phone="")
    assert response.status_code == 201
    lead.refresh_from_db()
    assert lead.status == "booked" and Lead.objects.count() == 1


def test_a_callers_bad_details_are_a_422_on_each_field_and_nothing_is_stored(signed_in, setup):
    t, _, _ = setup
    response = book(signed_in("agent"), t, slots(t)[0].start, first_name="", phone="12", email="nope",
                    country="atlantis")
    assert response.status_code == 422
    assert set(response.json()["error"]["fields"]) == {"first_name", "phone", "email", "country"}
    assert not Lead.objects.exists()


def test_a_consultant_who_does_not_take_the_type_is_a_422(signed_in, setup, meeting_type, consultant):
    t, _, _ = setup
    other = consultant(meeting_type(slug="video", mode="video"))
    response = book(signed_in("agent"), t, slots(t)[0].start, consultant_id=other.pk)
    assert response.status_code == 422 and "consultant_id" in response.json()["error"]["fields"]


def test_a_taken_slot_is_a_409_with_the_next_slots_and_leaves_no_lead(signed_in, setup):
    t, sara, _ = setup
    client = signed_in("agent")
    start = slots(t)[0].start
    assert book(client, t, start, consultant_id=sara.pk).status_code == 201
    response = book(client, t, start, consultant_id=sara.pk)
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "slot_taken" and error["next_slots"][0]["start"].endswith("+03:00")
    assert Lead.objects.count() == 1


def test_staff_slots_go_beyond_the_visitors_booking_window(signed_in, setup):
    t, _, _ = setup
    t.window_days = 2
    t.save()
    first = timezone.now().astimezone(zone()).date() + dt.timedelta(days=10)
    query = f"type={t.pk}&from={first}&to={first + dt.timedelta(days=6)}"
    body = signed_in("agent").get(f"/api/admin/booking/slots?{query}").json()
    assert body["days"] and body["days"][0]["slots"][0]["start"].endswith("+03:00")
    assert free_slots(t, first, first + dt.timedelta(days=6)) == []


def test_the_agenda_lists_a_range_of_meetings_and_filters_by_consultant(signed_in, setup):
    t, sara, khalid = setup
    client = signed_in("agent")
    free = slots(t)
    first = book(client, t, free[0].start, consultant_id=sara.pk).json()
    book(client, t, free[0].start, consultant_id=khalid.pk, phone="+97455000111")
    day = free[0].start.astimezone(zone()).date()
    body = client.get(f"/api/admin/booking/agenda?from={day}&to={day}").json()
    assert len(body["meetings"]) == 2 and body["time_zone"] == "Asia/Qatar"
    assert {c["name"] for c in body["consultants"]} >= {"Sara", "Khalid"}
    only = client.get(f"/api/admin/booking/agenda?from={day}&to={day}&consultant={sara.pk}").json()["meetings"]
    assert [m["id"] for m in only] == [first["id"]]
    assert only[0]["lead"] == {"id": first["lead"]["id"], "name": "Mariam Al-Sayed", "phone": "+97455123456",
                               "email": "", "service": "study", "service_label": "Student visas"}
    assert only[0]["meeting_type"]["name"] == "Free consultation by phone"


def test_an_agenda_range_over_two_months_or_backwards_is_a_422(signed_in, setup):
    client = signed_in("agent")
    assert client.get("/api/admin/booking/agenda?from=2027-01-01&to=2027-06-01").status_code == 422
    assert client.get("/api/admin/booking/agenda?from=2027-01-10&to=2027-01-01").status_code == 422


def test_staff_move_a_meeting_to_another_free_slot(signed_in, setup):
    t, sara, _ = setup
    client = signed_in("agent")
    free = slots(t)
    made = book(client, t, free[0].start, consultant_id=sara.pk).json()
    target = free[3].start
    response = client.api("POST", f"/api/admin/booking/bookings/{made['id']}/reschedule", {"start": iso(target)})
    assert response.status_code == 200 and response.json()["start"] == iso(target)
    assert AuditEntry.objects.filter(action="reschedule", target_id=str(made["id"])).exists()


def test_cancelling_frees_the_time_and_puts_the_lead_back_to_new(signed_in, setup):
    t, sara, _ = setup
    client = signed_in("agent")
    made = book(client, t, slots(t)[0].start, consultant_id=sara.pk).json()
    response = client.api("POST", f"/api/admin/booking/bookings/{made['id']}/cancel")
    assert response.status_code == 200 and response.json()["status"] == "cancelled"
    assert Lead.objects.get(pk=made["lead"]["id"]).status == "new"
    again = client.api("POST", f"/api/admin/booking/bookings/{made['id']}/reschedule",
                       {"start": made["start"]})
    assert again.status_code == 409 and again.json()["error"]["code"] == "not_active"


def started(booking_id: int, minutes_ago: int = 5) -> None:
    """The meeting began `minutes_ago` (staff can only book ahead, so the tests move it back)."""
    start = timezone.now() - dt.timedelta(minutes=minutes_ago)
    Booking.objects.filter(pk=booking_id).update(starts_at=start, ends_at=start + dt.timedelta(minutes=30))


def test_a_no_show_makes_the_lead_no_show_and_completed_makes_it_held(signed_in, setup):
    t, sara, _ = setup
    client = signed_in("agent")
    made = book(client, t, slots(t)[0].start, consultant_id=sara.pk).json()
    started(made["id"])
    url = f"/api/admin/booking/bookings/{made['id']}/outcome"
    assert client.api("POST", url, {"status": "no_show"}).json()["status"] == "no_show"
    assert Lead.objects.get(pk=made["lead"]["id"]).status == "no_show"
    assert client.api("POST", url, {"status": "completed"}).json()["status"] == "completed"
    assert Lead.objects.get(pk=made["lead"]["id"]).status == "completed"
    assert client.api("POST", url, {"status": "cancelled"}).status_code == 422


def test_a_no_show_before_the_meeting_starts_is_refused(signed_in, setup):
    t, sara, _ = setup
    client = signed_in("agent")
    made = book(client, t, slots(t)[0].start, consultant_id=sara.pk).json()
    response = client.api("POST", f"/api/admin/booking/bookings/{made['id']}/outcome", {"status": "no_show"})
    assert response.status_code == 409
    error = response.json()["error"]
    assert (error["code"], error["message"]) == (
        "not_started", "This meeting has not started yet: a no-show can be recorded from its start.")
    assert Booking.objects.get(pk=made["id"]).status == "confirmed"
    assert Lead.objects.get(pk=made["lead"]["id"]).status == "booked"


def test_a_no_show_can_be_undone_and_the_timeline_says_so(signed_in, setup):
    t, sara, _ = setup
    client = signed_in("agent")
    made = book(client, t, slots(t)[0].start, consultant_id=sara.pk).json()
    started(made["id"])
    base = f"/api/admin/booking/bookings/{made['id']}/outcome"
    assert client.api("POST", f"{base}/undo").status_code == 409  # nothing recorded yet
    client.api("POST", base, {"status": "no_show"})
    undone = client.api("POST", f"{base}/undo")
    assert undone.status_code == 200 and undone.json()["status"] == "confirmed"
    assert Lead.objects.get(pk=made["lead"]["id"]).status == "booked"
    timeline = client.get(f"/api/admin/leads/{made['lead']['id']}").json()["timeline"]
    assert timeline[0]["kind"] == "update" and timeline[0]["action"] == "outcome_undone"
    assert timeline[0]["changes"] == {"meeting_status": ["no_show", "confirmed"], "status": ["no_show", "booked"]}
    assert timeline[1]["action"] == "meeting" and "booking" not in timeline[1]["changes"]
    assert AuditEntry.objects.filter(target_type="booking", target_id=str(made["id"]),
                                     summary__startswith="Took back").exists()
    again = client.api("POST", f"{base}/undo")
    assert again.status_code == 409 and again.json()["error"]["code"] == "nothing_to_undo"


def test_the_outcome_of_a_cancelled_meeting_is_a_409(signed_in, setup):
    t, _, _ = setup
    client = signed_in("agent")
    made = book(client, t, slots(t)[0].start).json()
    client.api("POST", f"/api/admin/booking/bookings/{made['id']}/cancel")
    response = client.api("POST", f"/api/admin/booking/bookings/{made['id']}/outcome", {"status": "completed"})
    assert response.status_code == 409


def test_an_editor_cannot_see_or_work_the_agenda(signed_in, setup):
    t, _, _ = setup
    client = signed_in("editor")
    assert client.get("/api/admin/booking/agenda").status_code == 403
    assert client.get(f"/api/admin/booking/slots?type={t.pk}").status_code == 403
    assert book(client, t, slots(t)[0].start).status_code == 403


def test_signed_out_the_agenda_is_a_401(signed_in, setup):
    assert signed_in(None).get("/api/admin/booking/agenda").status_code == 401


def test_the_lead_page_lists_its_bookings(signed_in, setup):
    t, sara, _ = setup
    client = signed_in("agent")
    made = book(client, t, slots(t)[0].start, consultant_id=sara.pk).json()
    detail = client.get(f"/api/admin/leads/{made['lead']['id']}").json()
    assert detail["bookings"] == [{"id": made["id"], "start": made["start"], "end": made["end"],
                                   "meeting_type": "Free consultation by phone", "consultant": "Sara",
                                   "status": "confirmed"}]


def test_the_dashboard_counts_todays_and_this_weeks_meetings_and_lists_the_next(signed_in, setup):
    _, sara, _ = setup
    now = timezone.now()
    factories.booking(starts_at=now + dt.timedelta(minutes=1), consultant=sara)
    factories.booking(starts_at=now + dt.timedelta(minutes=2), consultant=sara, status="cancelled")
    factories.booking(starts_at=now + dt.timedelta(days=8), consultant=sara)
    meetings = signed_in("agent").get("/api/admin/dashboard").json()["meetings"]
    assert meetings["today"] == 1 and meetings["week"] == 1
    assert len(meetings["upcoming"]) == 2 and meetings["upcoming"][0]["consultant"]["id"] == sara.pk
    assert signed_in("editor").get("/api/admin/dashboard").json()["meetings"]["upcoming"] == []
