"""What search engines and link previews read: JSON-LD, canonical links, the sitemap and robots.txt."""

import datetime
import json
import re
import xml.etree.ElementTree as ET

import pytest
from django.utils import timezone

from content import models as m

pytestmark = pytest.mark.django_db
NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}


def _json_ld(html: str) -> list[dict]:
    return [json.loads(t) for t in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)]


@pytest.fixture
def content(site, make_service):
    make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة")
    make_service("investment", title_en="Investment visas", title_ar="تأشيرات الاستثمار", page_slug="invest")
    make_service("draft", published=False)
    m.Office.objects.create(name_en="Doha office", address_en="West Bay, Doha", address_ar="الخليج الغربي، الدوحة",
                            phone="+974 4431 2200", map_url="https://www.openstreetmap.org/?mlat=25.32&mlon=51.53")
    m.BlogPost.objects.create(slug="tips", title_en="Visa tips", title_ar="نصائح التأشيرة", excerpt_en="Tips",
                              body_en="Body", author_en="Mariam", status="published",
                              published_at=timezone.now() - datetime.timedelta(days=2))


def test_home_describes_the_organisation_site_search_service_and_office(client, content, settings):
    items = {item["@type"]: item for item in _json_ld(client.get("/ar").content.decode())}
    assert set(items) == {"Organization", "WebSite", "Service", "ProfessionalService"}
    org = items["Organization"]
    assert org["name"] == "بوابة الأفق للهجرة"
    assert org["contactPoint"][0]["telephone"] == "+974 4431 2200"
    assert org["sameAs"] == ["https://www.facebook.com/horizongateqa"]
    target = items["WebSite"]["potentialAction"]["target"]["urlTemplate"]
    assert target == settings.SITE_URL + "/ar/search?q={search_term_string}"
    assert [a["name"] for a in items["Service"]["areaServed"]] == [
        "Canada", "Australia", "United Kingdom", "United States"]
    office = items["ProfessionalService"]
    assert office["address"]["streetAddress"] == "الخليج الغربي، الدوحة"
    assert office["openingHoursSpecification"][0]["dayOfWeek"] == [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"]
    assert office["openingHoursSpecification"][0]["opens"] == "09:00"


def test_the_sitemap_lists_every_public_page_both_ways_with_alternates(client, content, settings):
    res = client.get("/sitemap.xml")
    assert res.status_code == 200 and res["Content-Type"].startswith("application/xml")
    root = ET.fromstring(res.content)  # noqa: S314 - our own sitemap
    locs = [u.find("s:loc", NS).text for u in root.findall("s:url", NS)]
    base = settings.SITE_URL
    for path in ("/", "/ar", "/services", "/ar/services", "/services/study", "/ar/services/study",
                 "/services/invest", "/blog/tips", "/ar/blog/tips"):
        assert base + path in locs, path
    assert base + "/services/investment" not in locs and base + "/services/draft" not in locs
    assert not any("/search" in loc for loc in locs)
    assert len(locs) == len(set(locs))
    for url in root.findall("s:url", NS):
        langs = {link.get("hreflang") for link in url.findall("x:link", NS)}
        assert langs == {"en", "ar", "x-default"}


def test_robots_txt_points_at_the_sitemap(client, settings):
    body = client.get("/robots.txt").content.decode()
    assert f"Sitemap: {settings.SITE_URL}/sitemap.xml" in body
    assert "Disallow: /admin" in body
