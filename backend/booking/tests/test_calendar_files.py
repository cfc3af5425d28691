"""The calendar file and the Google Calendar link, read back the way a calendar program reads them."""

import datetime
from urllib.parse import parse_qs, urlsplit

import pytest
from icalendar import Calendar

from booking import calendar_files, tokens
from booking.tests import factories
from content.models import Office

pytestmark = pytest.mark.django_db

START = datetime.datetime(2030, 12, 3, 10, 0, tzinfo=factories.DOHA)  # a Tuesday, 07:00 UTC


def event_of(text: str):
    calendar = Calendar.from_ical(text)
    [event] = calendar.walk("VEVENT")
    return calendar, event


def test_the_invitation_names_the_booking_its_version_and_its_time_in_utc(site, settings):
    settings.SITE_URL = "https://horizongate.qa"
    booking = factories.booking(starts_at=START, sequence=2)
    calendar, event = event_of(calendar_files.ics(booking, "REQUEST", "en"))
    assert calendar["METHOD"] == "REQUEST" and calendar["VERSION"] == "2.0" and calendar["PRODID"]
    assert str(event["UID"]) == f"{booking.uid}@horizongate.qa"
    assert event["SEQUENCE"] == 2
    assert event.decoded("DTSTART") == datetime.datetime(2030, 12, 3, 7, 0, tzinfo=datetime.UTC)
    assert event.decoded("DTEND") == datetime.datetime(2030, 12, 3, 7, 30, tzinfo=datetime.UTC)
    assert event["DTSTART"].to_ical().endswith(b"Z") and "DTSTAMP" in event
    assert str(event["STATUS"]) == "CONFIRMED"
    assert str(event["SUMMARY"]) == "Free consultation with Horizon Gate Immigration"


def test_the_office_organises_and_the_visitor_who_chose_the_time_is_not_asked_to_answer(site):
    booking = factories.booking(starts_at=START)
    _, event = event_of(calendar_files.ics(booking, "REQUEST", "en"))
    organizer, attendee = event["ORGANIZER"], event["ATTENDEE"]
    assert str(organizer) == "mailto:info@horizongate.qa" and organizer.params["CN"] == "Horizon Gate Immigration"
    assert str(attendee) == "mailto:aisha@example.com" and attendee.params["RSVP"] == "FALSE"
    assert attendee.params["CN"] == "Aisha Khan"


def test_the_description_carries_the_link_to_move_or_cancel(site):
    booking = factories.booking(starts_at=START)
    _, event = event_of(calendar_files.ics(booking, "REQUEST", "en"))
    assert tokens.manage_url(booking, "en") in str(event["DESCRIPTION"])
    assert "Omar" in str(event["DESCRIPTION"])


def test_a_cancelled_meeting_is_withdrawn_with_a_higher_sequence(site):
    booking = factories.booking(starts_at=START, status="cancelled", sequence=1)
    calendar, event = event_of(calendar_files.ics(booking, "CANCEL", "en"))
    assert calendar["METHOD"] == "CANCEL" and str(event["STATUS"]) == "CANCELLED" and event["SEQUENCE"] == 1
    assert "/booking/" not in str(event["DESCRIPTION"])  # nothing left to move or cancel


def test_a_video_call_takes_place_in_the_meetings_own_room(site, settings):
    settings.BOOKING_VIDEO_ROOM_URL = "https://meet.example.com/"
    booking = factories.booking(starts_at=START, mode="video")
    _, event = event_of(calendar_files.ics(booking, "REQUEST", "en"))
    assert str(event["LOCATION"]) == f"Video call: https://meet.example.com/{booking.video_room}"


def test_a_phone_call_says_the_consultant_will_call_the_visitors_number(site):
    _, event = event_of(calendar_files.ics(factories.booking(starts_at=START, mode="phone"), "REQUEST", "en"))
    assert str(event["LOCATION"]) == "Phone call: Omar will call you on +97455123456"


def test_an_office_meeting_takes_place_at_the_first_published_office(site):
    Office.objects.create(name_en="Old office", address_en="Nowhere", published=False, order=0)
    Office.objects.create(name_en="Doha office", name_ar="مكتب الدوحة", address_en="West Bay, Doha",
                          address_ar="الخليج الغربي، الدوحة", order=1)
    Office.objects.create(name_en="Lusail office", address_en="Lusail", order=2)
    booking = factories.booking(starts_at=START, mode="office")
    _, event = event_of(calendar_files.ics(booking, "REQUEST", "en"))
    assert str(event["LOCATION"]) == "Doha office, West Bay, Doha"
    _, event = event_of(calendar_files.ics(booking, "REQUEST", "ar"))
    assert str(event["LOCATION"]) == "مكتب الدوحة، الخليج الغربي، الدوحة"


def test_an_arabic_invitation_is_written_in_arabic(site):
    booking = factories.booking(starts_at=START, mode="phone", lead=factories.lead(language="ar"))
    _, event = event_of(calendar_files.ics(booking, "REQUEST", "ar"))
    assert str(event["SUMMARY"]) == "استشارة مجانية مع بوابة الأفق للهجرة"
    assert "سيتصل بك Omar" in str(event["LOCATION"])
    assert tokens.manage_url(booking, "ar") in str(event["DESCRIPTION"]) and "/ar/booking/" in str(
        event["DESCRIPTION"])


def test_the_google_calendar_link_fills_in_the_meeting(site, settings):
    settings.BOOKING_VIDEO_ROOM_URL = "https://meet.example.com/"
    booking = factories.booking(starts_at=START, mode="video")
    url = calendar_files.google_calendar_url(booking, "en")
    parts = urlsplit(url)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == "https://calendar.google.com/calendar/render"
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    assert query["action"] == "TEMPLATE"
    assert query["dates"] == "20301203T070000Z/20301203T073000Z"
    assert query["text"] == "Free consultation with Horizon Gate Immigration"
    assert f"https://meet.example.com/{booking.video_room}" in query["location"]
    assert tokens.manage_url(booking, "en") in query["details"]


def test_the_file_downloaded_from_the_booking_page_publishes_the_meeting_without_asking_for_an_answer(site):
    calendar, event = event_of(calendar_files.ics(factories.booking(starts_at=START), "PUBLISH", "en"))
    assert calendar["METHOD"] == "PUBLISH" and str(event["STATUS"]) == "CONFIRMED"
    assert event["ATTENDEE"].params["RSVP"] == "FALSE"
