"""The e-mails a booking causes, delivered through a real SMTP server on loopback and read back as a mail
program reads them: the visitor's in their language with the calendar file, the consultant's and staff's."""

import datetime
import re

import pytest
from icalendar import Calendar

from booking import notifications, tokens
from booking.tests import factories
from mail.models import OutboxMessage
from mail.outbox import deliver_due

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

START = datetime.datetime(2030, 12, 3, 10, 0, tzinfo=factories.DOHA)  # a Tuesday
ENGLISH_NAMES = re.compile(r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|December|Doha time")


@pytest.fixture(autouse=True)
def real_smtp_backend(settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"


@pytest.fixture(autouse=True)
def what_to_bring(form_services):
    """What the content asks a student's and a family's visitors to bring (the services' `bring`)."""
    from content.models import Service

    Service.objects.filter(slug="study").update(
        bring_en="Please bring your passport, your latest transcripts and a recent bank statement.",
        bring_ar="يُرجى إحضار جواز سفرك وآخر كشوف درجاتك وكشف حساب بنكي حديث.")
    Service.objects.filter(slug="family").update(
        bring_en="Please bring your passport and your marriage certificate.",
        bring_ar="يُرجى إحضار جواز سفرك وعقد الزواج.")


@pytest.fixture
def staff_address(site):
    site.notification_email = "bookings@horizongate.qa"
    site.save()
    return site.notification_email


def delivered(smtp_server) -> dict:
    """What the worker sends now, by recipient (the reminders wait for their time)."""
    counts = deliver_due()
    assert counts["sent"] == len(smtp_server.messages) and counts["retry"] == counts["failed"] == 0
    return {str(m["To"]): m for m in smtp_server.messages}


def calendar_part(message):
    [part] = [p for p in message.walk() if p.get_content_type() == "text/calendar"]
    return part


def plain(message) -> str:
    return message.get_body(("plain",)).get_content().replace("\r\n", "\n")


def test_a_booking_sends_the_visitor_an_invitation_and_tells_the_consultant_and_staff(smtp_server, staff_address):
    booking = factories.booking(starts_at=START, time_zone="Europe/London")
    notifications.booked(booking)
    by_to = delivered(smtp_server)
    assert set(by_to) == {"aisha@example.com", "omar@horizongate.qa", "bookings@horizongate.qa"}
    visitor = by_to["aisha@example.com"]
    assert str(visitor["Subject"]) == "Your free consultation is booked: Tuesday 3 December, 10:00 Doha time"
    invite = calendar_part(visitor)
    assert invite.get_filename() == "invite.ics" and invite.get_param("method") == "REQUEST"
    [event] = Calendar.from_ical(invite.get_content()).walk("VEVENT")
    assert event["SEQUENCE"] == 0 and str(event["UID"]).startswith(str(booking.uid))
    for staff in (by_to["omar@horizongate.qa"], by_to["bookings@horizongate.qa"]):
        assert str(staff["Subject"]).startswith("New booking: Aisha Khan, Tuesday 3 December, 10:00 Doha time")
        assert staff["Reply-To"] == "aisha@example.com" and "Student visas" in plain(staff)
    assert OutboxMessage.objects.filter(booking=booking, status="sent").count() == 3


def test_the_visitor_reads_the_time_in_doha_and_in_their_own_zone(smtp_server, site):
    notifications.booked(factories.booking(starts_at=START, time_zone="Europe/London"))
    text = plain(delivered(smtp_server)["aisha@example.com"])
    assert "When: Tuesday 3 December, 10:00 Doha time (07:00 London time)" in text


def test_a_visitor_in_another_day_sees_their_own_date(smtp_server, site):
    notifications.booked(factories.booking(starts_at=START, time_zone="America/Los_Angeles"))
    text = plain(delivered(smtp_server)["aisha@example.com"])
    assert "Tuesday 3 December, 10:00 Doha time (Monday 2 December, 23:00 Los Angeles time)" in text


def test_a_visitor_in_doha_sees_one_time_only(smtp_server, site):
    notifications.booked(factories.booking(starts_at=START, time_zone="Asia/Riyadh"))
    assert "When: Tuesday 3 December, 10:00 Doha time\n" in plain(delivered(smtp_server)["aisha@example.com"])


def test_the_visitors_email_says_what_to_bring_how_to_meet_and_how_to_change_it(smtp_server, site, settings):
    settings.BOOKING_VIDEO_ROOM_URL = "https://meet.example.com/"
    booking = factories.booking(starts_at=START, mode="video")
    notifications.booked(booking)
    visitor = delivered(smtp_server)["aisha@example.com"]
    text, html = plain(visitor), visitor.get_body(("html",)).get_content()
    assert "recent bank statement" in text  # what a student brings
    assert f"https://meet.example.com/{booking.video_room}" in text and "Your consultant: Omar" in text
    for url in (tokens.manage_url(booking, "en", "reschedule"), tokens.manage_url(booking, "en", "cancel")):
        assert url in text and url in html
    assert "https://wa.me/97444312200" in text and "+974 4431 2200" in text
    assert "https://calendar.google.com/calendar/render?" in html


def test_a_service_without_its_own_list_gets_the_general_one(smtp_server, site):
    notifications.booked(factories.booking(starts_at=START, lead=factories.lead(service="")))
    assert "Please bring your passport and any documents" in plain(delivered(smtp_server)["aisha@example.com"])


def test_what_to_bring_is_the_services_own_text_as_the_cms_last_wrote_it(smtp_server, site):
    from content.models import Service

    Service.objects.filter(slug="work").update(bring_en="Please bring your job offer.")
    notifications.booked(factories.booking(starts_at=START, lead=factories.lead(service="work")))
    text = plain(delivered(smtp_server)["aisha@example.com"])
    assert "Please bring your job offer." in text and "any documents about your plans" not in text


def test_an_arabic_visitor_gets_the_whole_email_in_arabic(smtp_server, site):
    lead = factories.lead(language="ar", service="family")
    booking = factories.booking(starts_at=START, lead=lead, time_zone="Europe/London", mode="phone")
    notifications.booked(booking)
    visitor = delivered(smtp_server)["aisha@example.com"]
    text, html = plain(visitor), visitor.get_body(("html",)).get_content()
    assert str(visitor["Subject"]).strip() == "تم حجز استشارتك المجانية: الثلاثاء 3 ديسمبر، الساعة 10:00 بتوقيت الدوحة"
    assert "الموعد: الثلاثاء 3 ديسمبر، الساعة 10:00 بتوقيت الدوحة (07:00 بتوقيت لندن)" in text
    assert "عقد الزواج" in text and "سيتصل بك Omar على الرقم +97455123456" in text
    assert not ENGLISH_NAMES.search(text) and not ENGLISH_NAMES.search(html)
    assert 'dir="rtl"' in html and 'lang="ar"' in html
    assert tokens.manage_url(booking, "ar", "cancel") in text and "/ar/booking/" in text
    [event] = Calendar.from_ical(calendar_part(visitor).get_content()).walk("VEVENT")
    assert str(event["SUMMARY"]) == "استشارة مجانية مع بوابة الأفق للهجرة"


def test_staff_are_written_to_in_english_whatever_the_visitors_language(smtp_server, staff_address):
    notifications.booked(factories.booking(starts_at=START, lead=factories.lead(language="ar")))
    staff = delivered(smtp_server)["bookings@horizongate.qa"]
    assert str(staff["Subject"]).startswith("New booking:") and "Language: Arabic" in plain(staff)


def test_a_moved_meeting_updates_the_same_calendar_entry(smtp_server, site):
    booking = factories.booking(starts_at=START)
    notifications.booked(booking)
    delivered(smtp_server)
    smtp_server.messages.clear()
    day = datetime.timedelta(days=1)
    booking.starts_at, booking.ends_at = booking.starts_at + day, booking.ends_at + day
    booking.sequence += 1
    booking.save()
    notifications.moved(booking, was=START)
    visitor = delivered(smtp_server)["aisha@example.com"]
    assert str(visitor["Subject"]) == "Your consultation has moved: Wednesday 4 December, 10:00 Doha time"
    assert "(it was Tuesday 3 December, 10:00 Doha time)" in plain(visitor)
    [event] = Calendar.from_ical(calendar_part(visitor).get_content()).walk("VEVENT")
    assert event["SEQUENCE"] == 1 and str(event["UID"]).startswith(str(booking.uid))
    assert OutboxMessage.objects.filter(booking=booking, kind="booking_moved").count() == 3


def test_a_cancelled_meeting_is_taken_out_of_the_visitors_calendar(smtp_server, staff_address):
    booking = factories.booking(starts_at=START)
    booking.status, booking.sequence = "cancelled", 1
    booking.save()
    notifications.cancelled(booking)
    by_to = delivered(smtp_server)
    visitor = by_to["aisha@example.com"]
    part = calendar_part(visitor)
    assert part.get_filename() == "cancel.ics" and part.get_param("method") == "CANCEL"
    calendar = Calendar.from_ical(part.get_content())
    [event] = calendar.walk("VEVENT")
    assert calendar["METHOD"] == "CANCEL" and str(event["STATUS"]) == "CANCELLED" and event["SEQUENCE"] == 1
    assert "/booking/" not in plain(visitor) and "/book" in plain(visitor)  # book again, nothing to move
    assert str(by_to["bookings@horizongate.qa"]["Subject"]).startswith("Booking cancelled: Aisha Khan")


def test_a_consultant_who_is_also_the_staff_address_gets_one_notice(smtp_server, site):
    site.notification_email = "omar@horizongate.qa"
    site.save()
    notifications.booked(factories.booking(starts_at=START))
    assert sorted(delivered(smtp_server)) == ["aisha@example.com", "omar@horizongate.qa"]


def test_a_caller_booked_by_staff_without_an_email_gets_nothing_but_staff_are_told(smtp_server, site):
    notifications.booked(factories.booking(starts_at=START, lead=factories.lead(email="")))
    assert sorted(delivered(smtp_server)) == ["info@horizongate.qa", "omar@horizongate.qa"]
