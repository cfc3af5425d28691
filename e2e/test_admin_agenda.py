"""Staff work a visitor's booking in the admin agenda: the meeting is on its day with its lead, and
marking it held moves the lead's status along with it."""

import json

from playwright.sync_api import expect
from test_admin import AGENT, _post, _token, sign_in
from test_admin import staff as staff  # the module's staff accounts, as a fixture here too


def _visitor_books(server, source: str = "127.0.0.7") -> tuple[str, str, str]:
    """(last name, Doha date, the booking's id) of a phone consultation a visitor just booked."""
    slots = json.loads(server.manage("shell", "-c", (
        "import json, datetime as dt; from booking.models import MeetingType; from booking.slots import free_slots; "
        "from office.calendar import now, zone; t = MeetingType.objects.get(slug='phone'); d = now().date(); "
        "print(json.dumps([s.start.astimezone(zone()).isoformat() for s in free_slots(t, d, d + dt.timedelta(30))]))"
    )).strip().splitlines()[-1])
    last = "Agenda" + _token()
    status, answer = _post(server.base_url, "/api/booking", {
        "first_name": "Hamad", "last_name": last, "email": f"{last.lower()}@example.com", "phone": "+97433123456",
        "country": "canada", "service": "work", "consent": True, "elapsed_ms": 8000,
        "type": "phone", "start": slots[-1], "time_zone": "Asia/Qatar"}, source)
    assert status == 201, answer
    return last, slots[-1][:10], str(answer["id"])


def test_an_agent_finds_the_booking_in_the_agenda_and_marks_it_held(staff, page):
    last, day, booking_id = _visitor_books(staff)
    sign_in(page, staff.base_url, AGENT, "/admin/agenda")
    page.goto(f"{staff.base_url}/admin/agenda?view=day&date={day}")
    meeting = page.get_by_role("listitem").filter(has_text=f"Hamad {last}")
    expect(meeting).to_be_visible()
    lead = meeting.get_by_role("link", name=f"Hamad {last}")
    assert "/admin/leads/" in (lead.get_attribute("href") or "")
    meeting.get_by_role("button", name="Mark completed").click()
    expect(meeting.get_by_text("Completed", exact=True)).to_be_visible()
    status = staff.manage("shell", "-c", (
        f"from booking.models import Booking; b = Booking.objects.get(pk={booking_id}); "
        "print(b.status, b.lead.status)")).strip().splitlines()[-1]
    assert status == "completed completed"
