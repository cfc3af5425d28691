"""When consultants can be booked, as staff set it in the admin: meeting types, consultants, closures and
special hours (admins only), and each consultant's own weekly hours and time off."""

import datetime as dt

import pytest
from django.utils import timezone

from accounts.models import AuditEntry
from booking.models import Consultant, MeetingType, TimeOff, WorkingHours
from booking.slots import free_slots
from office.calendar import zone
from office.models import Closure, SpecialHours

pytestmark = pytest.mark.django_db

TYPE = {"slug": "office", "name_en": "Free consultation in our office", "name_ar": "استشارة مجانية في مكتبنا",
        "mode": "office", "duration_minutes": 45}
RAMADAN = {"name_en": "Ramadan 2027", "name_ar": "رمضان 2027", "starts_on": "2027-02-08", "ends_on": "2027-03-08",
           "opens_at": "09:00", "closes_at": "15:00", "ramadan": True}


def test_an_admin_adds_a_meeting_type_with_its_names_in_both_languages(signed_in):
    client = signed_in("admin")
    response = client.api("POST", "/api/admin/booking/meeting-types", TYPE)
    assert response.status_code == 201
    body = response.json()
    assert body["name_ar"] == "استشارة مجانية في مكتبنا" and body["buffer_after_minutes"] == 10
    changed = client.api("PATCH", f"/api/admin/booking/meeting-types/{body['id']}", {"published": False}).json()
    assert changed["published"] is False and changed["duration_minutes"] == 45
    assert AuditEntry.objects.filter(target_type="meeting_type", action="update").exists()


def test_a_duration_that_is_not_whole_cells_or_a_taken_slug_is_a_422(signed_in):
    client = signed_in("admin")
    client.api("POST", "/api/admin/booking/meeting-types", TYPE)
    response = client.api("POST", "/api/admin/booking/meeting-types", {**TYPE, "duration_minutes": 32})
    assert response.status_code == 422
    assert set(response.json()["error"]["fields"]) == {"slug", "duration_minutes"}


def test_a_meeting_type_with_bookings_cannot_be_deleted(signed_in, site, meeting_type, consultant):
    from booking.tests import factories

    t = meeting_type()
    factories.booking(meeting_type=t, consultant=consultant(t))
    response = signed_in("admin").api("DELETE", f"/api/admin/booking/meeting-types/{t.pk}")
    assert response.status_code == 409 and MeetingType.objects.filter(pk=t.pk).exists()


def test_an_admin_makes_a_staff_member_a_consultant_for_some_meeting_types(signed_in, agent, meeting_type):
    t = meeting_type()
    client = signed_in("admin")
    response = client.api("POST", "/api/admin/booking/consultants",
                          {"user_id": agent.pk, "meeting_type_ids": [t.pk]})
    assert response.status_code == 201
    body = response.json()
    assert body["meeting_type_ids"] == [t.pk] and body["name"] == "Sara Agent" and body["own_hours"] is False
    twice = client.api("POST", "/api/admin/booking/consultants", {"user_id": agent.pk})
    assert twice.status_code == 422 and "user_id" in twice.json()["error"]["fields"]
    off = client.api("PATCH", f"/api/admin/booking/consultants/{body['id']}", {"active": False, "meeting_type_ids": []})
    assert off.json()["active"] is False and off.json()["meeting_type_ids"] == []


def test_closures_are_listed_by_year_and_one_date_is_closed_once(signed_in):
    client = signed_in("admin")
    made = client.api("POST", "/api/admin/booking/closures",
                      {"date": "2027-04-01", "name_en": "Office move", "name_ar": "انتقال المكتب"})
    assert made.status_code == 201 and made.json()["source"] == "staff"
    again = client.api("POST", "/api/admin/booking/closures",
                       {"date": "2027-04-01", "name_en": "Again", "name_ar": "مرة أخرى"})
    assert again.status_code == 422 and "date" in again.json()["error"]["fields"]
    assert [c["name_en"] for c in client.get("/api/admin/booking/closures?year=2027").json()] == ["Office move"]
    assert client.get("/api/admin/booking/closures?year=2028").json() == []
    assert client.api("DELETE", f"/api/admin/booking/closures/{made.json()['id']}").status_code == 204
    assert not Closure.objects.exists()


def test_an_estimated_eid_is_moved_to_its_sighted_date(signed_in):
    client = signed_in("admin")
    eid = Closure.objects.create(date="2027-03-09", name_en="Eid al-Fitr", name_ar="عيد الفطر", source="holiday",
                                 estimated=True)
    moved = client.api("PATCH", f"/api/admin/booking/closures/{eid.pk}", {"date": "2027-03-10", "estimated": False})
    assert moved.status_code == 200, moved.content
    eid.refresh_from_db()
    assert (str(eid.date), eid.estimated, eid.name_en) == ("2027-03-10", False, "Eid al-Fitr")


def test_ramadan_hours_over_six_hours_are_a_422(signed_in):
    client = signed_in("admin")
    response = client.api("POST", "/api/admin/booking/special-hours", {**RAMADAN, "closes_at": "16:00"})
    assert response.status_code == 422
    assert "6 hours" in response.json()["error"]["fields"]["closes_at"]
    made = client.api("POST", "/api/admin/booking/special-hours", RAMADAN)
    assert made.status_code == 201 and made.json()["closes_at"] == "15:00"
    stretched = client.api("PATCH", f"/api/admin/booking/special-hours/{made.json()['id']}", {"opens_at": "08:00"})
    assert stretched.status_code == 422
    assert SpecialHours.objects.get().opens_at == dt.time(9, 0)


@pytest.mark.parametrize("path", ["meeting-types", "consultants", "closures", "special-hours"])
@pytest.mark.parametrize("role", ["agent", "editor"])
def test_only_admins_change_the_booking_settings(signed_in, role, path):
    client = signed_in(role)
    assert client.get(f"/api/admin/booking/{path}").status_code == 403
    assert client.api("POST", f"/api/admin/booking/{path}", {}).status_code == 403


def test_a_consultant_sets_their_own_weekly_hours_and_slots_follow(signed_in, site, agent, meeting_type):
    t = meeting_type()
    me = Consultant.objects.create(user=agent)
    me.meeting_types.set([t])
    client = signed_in("agent")
    assert client.get("/api/admin/booking/me/hours").json()["periods"] == []
    sunday = timezone.now().astimezone(zone()).date() + dt.timedelta(days=14)
    sunday -= dt.timedelta(days=(sunday.weekday() + 1) % 7)
    periods = [{"weekday": 6, "starts_at": "10:00", "ends_at": "12:00"},
               {"weekday": 6, "starts_at": "14:00", "ends_at": "15:00"}]
    response = client.api("PUT", "/api/admin/booking/me/hours", {"periods": periods})
    assert response.status_code == 200 and response.json()["periods"] == periods
    starts = [s.start.astimezone(zone()).strftime("%H:%M") for s in free_slots(t, sunday, sunday, staff=True)]
    assert starts == ["10:00", "10:30", "11:00", "11:30", "14:00", "14:30"]
    assert free_slots(t, sunday + dt.timedelta(days=1), sunday + dt.timedelta(days=1), staff=True) == []


def test_overlapping_or_backwards_periods_are_a_422(signed_in, agent):
    Consultant.objects.create(user=agent)
    response = signed_in("agent").api("PUT", "/api/admin/booking/me/hours", {"periods": [
        {"weekday": 0, "starts_at": "10:00", "ends_at": "12:00"},
        {"weekday": 0, "starts_at": "11:00", "ends_at": "13:00"},
        {"weekday": 1, "starts_at": "12:00", "ends_at": "09:00"}]})
    assert response.status_code == 422
    assert set(response.json()["error"]["fields"]) == {"periods.1.starts_at", "periods.2.ends_at"}
    assert not WorkingHours.objects.exists()


def test_a_consultant_edits_only_their_own_hours_and_an_admin_anyones(signed_in, agent, consultant, meeting_type):
    mine = Consultant.objects.create(user=agent)
    other = consultant(meeting_type())
    client = signed_in("agent")
    week = {"periods": [{"weekday": 0, "starts_at": "09:00", "ends_at": "13:00"}]}
    assert client.api("PUT", f"/api/admin/booking/consultants/{other.pk}/hours", week).status_code == 403
    assert client.get(f"/api/admin/booking/consultants/{other.pk}/time-off").status_code == 403
    assert client.api("PUT", f"/api/admin/booking/consultants/{mine.pk}/hours", week).status_code == 200
    assert signed_in("admin").api("PUT", f"/api/admin/booking/consultants/{other.pk}/hours", week).status_code == 200
    assert WorkingHours.objects.filter(consultant=other).count() == 1


def test_staff_who_take_no_bookings_have_no_hours_to_edit(signed_in):
    response = signed_in("editor").get("/api/admin/booking/me/hours")
    assert response.status_code == 404 and "consultant" in response.json()["error"]["message"]


def test_a_consultant_adds_and_removes_time_off(signed_in, agent):
    Consultant.objects.create(user=agent)
    client = signed_in("agent")
    away = {"starts_at": "2030-01-05T09:00:00+03:00", "ends_at": "2030-01-07T18:00:00+03:00", "note": "Training"}
    made = client.api("POST", "/api/admin/booking/me/time-off", away)
    assert made.status_code == 201 and made.json()["starts_at"] == "2030-01-05T09:00:00+03:00"
    assert [t["note"] for t in client.get("/api/admin/booking/me/time-off").json()] == ["Training"]
    backwards = client.api("POST", "/api/admin/booking/me/time-off", {**away, "ends_at": away["starts_at"]})
    assert backwards.status_code == 422 and "ends_at" in backwards.json()["error"]["fields"]
    assert client.api("DELETE", f"/api/admin/booking/me/time-off/{made.json()['id']}").status_code == 204
    assert not TimeOff.objects.exists()
