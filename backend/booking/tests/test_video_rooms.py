"""Each video meeting has its own room nobody can guess, under the room service the settings name; a
cancelled or past meeting gives no way in (booking page, e-mails, calendar files, admin), and the
invitation asks for no answer that would change nothing."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone
from icalendar import Calendar

from booking import calendar_files, notifications, service, tokens
from booking.models import Booking
from booking.slots import free_slots
from booking.tests import factories
from mail.models import OutboxMessage

ROOMS = "https://video.example.org/hg/"


@pytest.fixture
def rooms(settings):
    settings.BOOKING_VIDEO_ROOM_URL = ROOMS
    return ROOMS


def later(days: int, hour: int = 10) -> dt.datetime:
    day = (timezone.now() + dt.timedelta(days=days)).astimezone(factories.DOHA).date()
    return dt.datetime.combine(day, dt.time(hour, 0), tzinfo=factories.DOHA)


def page(client, booking: Booking) -> dict:
    return client.get(f"/api/booking/manage/{tokens.make(booking)}").json()


@pytest.mark.django_db
def test_two_meetings_with_one_consultant_get_rooms_of_their_own(client, site, rooms):
    first = factories.booking(starts_at=later(3, 10))
    second = factories.booking(starts_at=later(3, 11), lead=factories.lead(email="omar@example.com"))
    assert first.consultant == second.consultant
    links = [page(client, b)["place"]["link"] for b in (first, second)]
    assert links[0] != links[1] and all(link.startswith(ROOMS) for link in links)
    # Long random names, not the consultant's own room nor anything derived from the person.
    assert all(len(link) - len(ROOMS) >= 20 for link in links)
    assert not any("omar" in link.lower() or "haddad" in link.lower() for link in links)


@pytest.mark.django_db
def test_without_a_room_service_the_visitor_is_told_the_consultant_sends_the_link_and_the_consultant_is_asked_to(
        client, site, settings):
    """Nothing here sends a link without a room service: the visitor reads (page, e-mail, calendar file) that
    their consultant will, and the consultant's notice asks them to, naming the visitor."""
    settings.BOOKING_VIDEO_ROOM_URL = ""
    booking = factories.booking(starts_at=later(3), consultant=factories.consultant(name_ar="عمر"))
    assert page(client, booking)["place"]["link"] == ""
    assert calendar_files.place(booking, "en") == "Video call: Omar will send you the link before the meeting"
    assert calendar_files.place(booking, "ar") == "مكالمة فيديو: سيرسل إليك عمر الرابط قبل الموعد"
    notifications.booked(booking)
    visitor = OutboxMessage.objects.get(booking=booking, kind=OutboxMessage.Kind.BOOKING_CONFIRMATION)
    assert "Omar will send you the link before the meeting" in visitor.text
    notices = OutboxMessage.objects.filter(booking=booking, kind=OutboxMessage.Kind.BOOKING_NOTICE)
    assert notices and all("please send Aisha Khan the link to the call before the meeting" in n.text
                           for n in notices)
    assert all("will send you the link" not in n.text for n in notices)


@pytest.mark.django_db
def test_with_a_room_service_the_consultant_is_not_asked_for_a_link(site, rooms):
    booking = factories.booking(starts_at=later(3))
    notifications.booked(booking)
    for notice in OutboxMessage.objects.filter(booking=booking, kind=OutboxMessage.Kind.BOOKING_NOTICE):
        assert f"Video call: {ROOMS}" in notice.text and "please send" not in notice.text


@pytest.mark.django_db
def test_a_cancelled_meeting_has_no_way_in(client, site, rooms):
    booking = factories.booking(starts_at=later(3))
    room = page(client, booking)["place"]["link"]
    assert room.startswith(ROOMS)
    response = client.post(f"/api/booking/manage/{tokens.make(booking)}/cancel", "{}",
                           content_type="application/json")
    assert response.status_code == 200 and response.json()["place"]["link"] == ""
    assert page(client, booking)["place"]["link"] == ""
    ics = client.get(f"/api/booking/manage/{tokens.make(booking)}/calendar.ics").content.decode()
    assert room not in ics.replace("\r\n ", "")
    sent = OutboxMessage.objects.filter(booking=booking, kind=OutboxMessage.Kind.BOOKING_CANCELLED)
    assert sent.count() == 3  # the visitor, the consultant and staff
    for message in sent:
        assert room not in message.text and room not in message.html
        assert all(room not in a["content"].replace("\r\n ", "") for a in message.attachments)


@pytest.mark.django_db
def test_a_meeting_that_has_ended_has_no_way_in(client, site, rooms):
    ended = factories.booking(starts_at=timezone.now() - dt.timedelta(hours=2))
    assert page(client, ended)["place"]["link"] == ""
    assert calendar_files.place(ended, "ar") == "مكالمة فيديو"


@pytest.mark.django_db
def test_staff_see_the_room_of_a_meeting_still_to_come_only(admin_client, site, rooms):
    ahead = factories.booking(starts_at=later(3))
    gone = factories.booking(starts_at=later(4), lead=factories.lead(email="b@example.com"), status="cancelled")
    day = later(3).date()
    body = admin_client.get(f"/api/admin/booking/agenda?from={day}&to={day + dt.timedelta(days=1)}").json()
    links = {m["id"]: m["video_link"] for m in body["meetings"]}
    assert links[ahead.pk].startswith(ROOMS) and links[gone.pk] == ""


@pytest.mark.django_db
def test_the_invitation_asks_for_no_answer(site, rooms):
    booking = factories.booking(starts_at=later(3))
    [message] = [m for m in notifications.booked(booking) if m.to == "aisha@example.com"]
    text = message.attachments[0]["content"]
    assert "RSVP=TRUE" not in text
    [event] = Calendar.from_ical(text).walk("VEVENT")
    attendee = event["ATTENDEE"]
    assert attendee.params["RSVP"] == "FALSE" and attendee.params["PARTSTAT"] == "ACCEPTED"
    assert str(event["LOCATION"]) == f"Video call: {ROOMS}{booking.video_room}"


@pytest.mark.django_db
def test_a_moved_meeting_keeps_its_room(site, rooms, meeting_type, consultant, make_lead):
    kind = meeting_type(slug="video", mode="video")
    consultant(kind)
    slots = free_slots(kind, later(1).date(), later(9).date())
    booking = service.book(kind, slots[0].start, make_lead(source="booking"))
    room = booking.video_room
    assert service.reschedule(booking, slots[3].start).video_room == room


@pytest.mark.django_db(transaction=True)
def test_existing_bookings_get_a_room_each_when_migrating():
    before, after = ("booking", "0001_booking"), ("booking", "0002_booking_video_room")
    executor = MigrationExecutor(connection)
    # Everything else as it is today, the booking app before its rooms.
    targets = [n for n in executor.loader.graph.leaf_nodes() if n[0] != "booking"] + [before]
    executor.migrate([before])
    old = executor.loader.project_state(targets).apps
    user = old.get_model("auth", "User").objects.create(username="omar@horizongate.qa")
    consultant = old.get_model("booking", "Consultant").objects.create(
        user=user, video_link="https://meet.jit.si/horizongate-omar")
    kind = old.get_model("booking", "MeetingType").objects.create(slug="video", name_en="Video", mode="video")
    lead = old.get_model("leads", "Lead").objects.create(source="booking", first_name="A", phone="+97455123456")
    start = dt.datetime(2030, 12, 3, 7, 0, tzinfo=dt.UTC)
    for n in range(3):
        old.get_model("booking", "Booking").objects.create(
            lead=lead, meeting_type=kind, consultant=consultant, starts_at=start + dt.timedelta(hours=n),
            ends_at=start + dt.timedelta(hours=n, minutes=30))
    executor = MigrationExecutor(connection)
    executor.migrate([after])
    new = executor.loader.project_state([*targets[:-1], after]).apps
    found = list(new.get_model("booking", "Booking").objects.values_list("video_room", flat=True))
    assert len(found) == 3 == len(set(found)) and all(len(room) >= 20 for room in found)
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
