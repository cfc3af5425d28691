"""Every link that leaves its page is built on the one public address, SITE_URL (lib/site_url.py), and
the production settings refuse to start without it."""

import csv
import datetime
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from icalendar import Calendar

from booking import calendar_files, notifications
from booking.tests import factories
from chat.service import save_contact
from mail.models import OutboxMessage

pytestmark = pytest.mark.django_db
BACKEND = Path(__file__).resolve().parents[2]
PUBLIC = "https://example.test"
START = datetime.datetime(2030, 12, 3, 10, 0, tzinfo=factories.DOHA)  # a Tuesday
CONTACT = {
    "first_name": "Aisha", "last_name": "Al-Mansouri", "email": "aisha@example.com", "phone": "5512 3456",
    "country": "canada", "service": "study", "message": "I want to study in Toronto.", "consent": True,
    "language": "ar", "page_url": "https://example.test/ar/contact", "elapsed_ms": 12000,
}


@pytest.fixture
def public(settings):
    settings.SITE_URL = PUBLIC
    return PUBLIC


def _no_local_links(text: str) -> None:
    assert "127.0.0.1" not in text and "localhost" not in text


def test_a_leads_emails_link_to_the_public_site(client, site, public, form_services):
    res = client.post("/api/contact", CONTACT, content_type="application/json")
    assert res.status_code == 201
    mails = {m.kind: m for m in OutboxMessage.objects.filter(lead_id=res.json()["id"])}
    assert f"{PUBLIC}/admin/leads/{res.json()['id']}" in mails["staff_new_lead"].text
    assert f'href="{PUBLIC}/ar"' in mails["lead_ack"].html
    for mail in mails.values():
        _no_local_links(mail.text + mail.html)


def test_a_bookings_manage_links_and_calendar_uid_use_the_public_site(site, public, form_services):
    booking = factories.booking(starts_at=START, mode="video")
    notifications.booked(booking)
    visitor = OutboxMessage.objects.get(booking=booking, kind="booking_confirmed")
    notices = OutboxMessage.objects.filter(booking=booking, kind="booking_notice")
    assert notices and all(f"{PUBLIC}/admin/leads/{booking.lead_id}" in n.text for n in notices)
    assert f"{PUBLIC}/booking/" in visitor.text and f'href="{PUBLIC}/booking/' in visitor.html
    assert f"{PUBLIC}/book" in visitor.text
    [event] = Calendar.from_ical(calendar_files.ics(booking, "REQUEST", "en")).walk("VEVENT")
    assert str(event["UID"]) == f"{booking.uid}@example.test"
    for mail in OutboxMessage.objects.filter(booking=booking):
        _no_local_links(mail.text + mail.html)


def test_canonical_and_alternate_links_use_the_public_site(client, site, public):
    html = client.get("/ar").content.decode()
    assert f'<link rel="canonical" href="{PUBLIC}/ar">' in html
    assert f'<link rel="alternate" hreflang="en" href="{PUBLIC}/">' in html
    assert f'"urlTemplate":"{PUBLIC}/ar/search?q={{search_term_string}}"' in html
    assert f"Sitemap: {PUBLIC}/sitemap.xml" in client.get("/robots.txt").content.decode()


def test_the_csv_exports_transcript_link_uses_the_public_site(signed_in, site, public):
    lead, _ = save_contact(None, "Maryam Ali", "+974 5512 3456", "ar", "/ar")
    res = signed_in("agent").get("/api/admin/leads/export.csv")
    assert res.status_code == 200
    rows = list(csv.DictReader(io.StringIO(b"".join(res.streaming_content).decode("utf-8-sig"))))
    [row] = [r for r in rows if r["transcript"]]
    assert row["transcript"] == f"{PUBLIC}/admin/leads/{lead.pk}#transcript"


def _start(settings_module: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Django set up from these settings in a fresh process, as gunicorn or manage.py would."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "SITE_URL"))}
    return subprocess.run([sys.executable, "-c", "import django; django.setup(); from django.conf import settings; "
                           "print(settings.SITE_URL)"], cwd=BACKEND, capture_output=True, text=True,
                          env={**environment, "DJANGO_SETTINGS_MODULE": settings_module, **env})


def test_production_without_site_url_refuses_to_start_and_says_why():
    started = _start("config.settings.production", DJANGO_SECRET_KEY="k" * 50)
    assert started.returncode != 0
    assert "ImproperlyConfigured: Set SITE_URL to the site's public address" in started.stderr


def test_production_refuses_a_plain_http_site_url():
    started = _start("config.settings.production", DJANGO_SECRET_KEY="k" * 50, SITE_URL="http://example.test")
    assert started.returncode != 0 and "SITE_URL must be an https:// address" in started.stderr


def test_production_starts_with_its_public_address():
    started = _start("config.settings.production", DJANGO_SECRET_KEY="k" * 50, SITE_URL="https://example.test/")
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == "https://example.test"


@pytest.mark.parametrize("value", ["example.test", "https://example.test/shop", "ftp://example.test"])
def test_a_site_url_that_is_not_an_origin_is_refused_everywhere(value):
    started = _start("config.settings.local", SITE_URL=value)
    assert started.returncode != 0 and "SITE_URL must be an origin such as https://example.qa" in started.stderr


def test_local_use_keeps_its_default():
    started = _start("config.settings.local")
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == "http://127.0.0.1:8000"
