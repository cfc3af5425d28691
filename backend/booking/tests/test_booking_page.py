"""The booking page (/booking/<token>) as the server sends it: rendered per request, never cached
or indexed, its address never sent on as a referrer; an altered link gets a page about booking links."""

import datetime as dt

import pytest
from django.utils import timezone

from booking import service, tokens
from booking.slots import free_slots
from office.calendar import zone
from web.sitemap import _paths


@pytest.fixture
def booking(site, meeting_type, consultant, make_lead):
    t = meeting_type(slug="phone")
    consultant(t, name="Sara")
    today = timezone.now().astimezone(zone()).date()
    start = free_slots(t, today, today + dt.timedelta(days=30))[0].start
    return service.book(t, start, make_lead(source="booking", first_name="Aisha"), time_zone="Europe/London")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_booking_page_is_private(client, renderer, booking, lang):
    response = client.get(tokens.page_path(booking, lang))
    html = response.content.decode()
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store" and response["Referrer-Policy"] == "no-referrer"
    assert response["X-Robots-Tag"] == "noindex, nofollow"
    assert '<meta name="robots" content="noindex, nofollow">' in html and 'rel="canonical"' not in html
    assert "og:url" not in html and tokens.make(booking) in html  # its data, for the page itself
    assert f'lang="{lang}"' in html and "Aisha" in html


def test_the_booking_page_shows_a_change_at_once(client, renderer, booking):
    path = tokens.page_path(booking, "en")
    assert client.get(path).status_code == 200
    service.cancel(booking)
    assert '"status": "cancelled"' in client.get(path).content.decode().replace('":"', '": "')


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_an_altered_link_gets_the_booking_link_page_with_a_404(client, renderer, booking, lang):
    token = tokens.make(booking)
    response = client.get(tokens.page_path(booking, lang).replace(token, token[:-2] + "zz"))
    assert response.status_code == 404 and response["Cache-Control"] == "no-store"
    assert "BookingLinkInvalidPage" in response.content.decode()


def test_booking_pages_are_not_in_the_sitemap(booking):
    assert not any("booking" in path for path, _ in _paths())


@pytest.mark.parametrize(("lead_language", "lang", "shown", "not_shown"), [
    ("ar", "en", "Sara", "سارة"), ("en", "ar", "سارة", "Sara")])
def test_the_booking_page_names_the_consultant_in_its_own_language(
        client, renderer, site, meeting_type, consultant, make_lead, lead_language, lang, shown, not_shown):
    """/booking/… and /ar/booking/… read one answer: each shows the name of its language, not the lead's."""
    t = meeting_type(slug="phone")
    consultant(t, name="Sara", name_ar="سارة")
    today = timezone.now().astimezone(zone()).date()
    start = free_slots(t, today, today + dt.timedelta(days=30))[0].start
    lead = make_lead(source="booking", first_name="Aisha", language=lead_language)
    booking = service.book(t, start, lead, time_zone="Asia/Qatar")
    html = client.get(tokens.page_path(booking, lang)).content.decode()
    assert f"<p>{shown}</p>" in html and f"<p>{not_shown}</p>" not in html
    assert f"calendar.ics?lang={lang}" in html.replace("&amp;", "&")
