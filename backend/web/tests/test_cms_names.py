"""Issue 31: no slug or destination is written in code. An editor renames a service's slug and adds a
destination in the CMS (the admin API, as staff do), and with no code changed: the menus of the
server-rendered page and its data link the new address, a lead from that service's page is the renamed
service's, the assistant names the new destination and links the renamed page, and the sitemap lists
the new addresses and not the old one. On the demo content, as visitors see it."""

import re

import pytest
from django.core.management import call_command

from chat import knowledge
from content import models as m
from leads.models import Lead

pytestmark = pytest.mark.django_db

JAPAN = {"slug": "japan", "code": "JP", "name_en": "Japan", "name_ar": "اليابان", "published": True,
         "summary_en": "Work and study visas for Japan.", "summary_ar": "تأشيرات العمل والدراسة في اليابان.",
         "processing_time_en": "1–3 months", "processing_time_ar": "من شهر إلى 3 أشهر",
         "experience_en": "Work and student visas", "experience_ar": "تأشيرات العمل والدراسة"}


@pytest.fixture
def edited(site, signed_in):
    """The demo content, then the study service renamed `study-abroad` and Japan added, in the CMS."""
    call_command("load_demo_content", stdout=None)
    knowledge._cache.clear()
    editor = signed_in("editor")
    study = m.Service.objects.get(slug="study")
    assert editor.api("PATCH", f"/api/admin/content/services/{study.pk}", {"slug": "study-abroad"}).status_code == 200
    assert editor.api("POST", "/api/admin/content/countries", JAPAN).status_code == 201
    editor.logout()


def chat(client, message: str, language: str = "en", page_url: str = "") -> dict:
    body = {"message": message, "language": language, "page_url": page_url}
    res = client.post("/api/chat/message", body, content_type="application/json")
    assert res.status_code == 200
    return res.json()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_menus_of_the_rendered_page_and_its_data_link_the_renamed_service(client, renderer, edited, lang):
    prefix = "/ar" if lang == "ar" else ""
    html = client.get(f"{prefix}/").content.decode()
    root = html.split('<div id="root">', 1)[1]
    header, footer = root.split("</header>", 1)[0], root.rsplit("<footer", 1)[1]
    for menu in (header, footer):
        assert f'href="{prefix}/services/study-abroad"' in menu and f'href="{prefix}/services/study"' not in menu
        assert f'href="{prefix}/services/invest"' in menu  # the other menu services as they were
    state = re.search(r'<script id="app-state" type="application/json">(.*?)</script>', html, re.S).group(1)
    assert '"slug":"study-abroad"' in state.replace(" ", "") and f"{prefix}/services/study-abroad" in state
    page = client.get(f"{prefix}/services/study-abroad")
    assert page.status_code == 200 and "study-abroad" in page.content.decode()
    assert client.get(f"{prefix}/services/study").status_code == 404
    countries = client.get(f"{prefix}/countries").content.decode()
    assert f'href="{prefix}/countries/japan"' in countries
    assert client.get(f"{prefix}/countries/japan").status_code == 200


def test_a_lead_from_the_renamed_services_page_is_the_renamed_services(client, edited):
    # The contact form takes the new slug and refuses the old one.
    form = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "5512 3456",
            "country": "canada", "message": "I want to study in Toronto.", "consent": True, "language": "en",
            "page_url": "http://127.0.0.1:8000/services/study-abroad", "elapsed_ms": 12000}
    assert client.post("/api/contact", {**form, "service": "study"}, content_type="application/json").status_code == 422
    res = client.post("/api/contact", {**form, "service": "study-abroad"}, content_type="application/json")
    assert res.status_code == 201 and Lead.objects.get().service == "study-abroad"
    # The assistant on that page answers from it, and the lead it takes is about the renamed service.
    out = chat(client, "I want to study abroad", page_url="http://127.0.0.1:8000/services/study-abroad")
    assert out["messages"][1]["link"]["href"] == "/services/study-abroad"
    res = client.post("/api/chat/contact", {"conversationId": out["conversationId"], "name": "Ahmed Khan",
                                            "phone": "+974 5512 3456", "language": "en",
                                            "page_url": "http://127.0.0.1:8000/services/study-abroad"},
                      content_type="application/json")
    assert res.status_code == 201
    assert Lead.objects.get(source="chat").service == "study-abroad"


@pytest.mark.parametrize(("lang", "hello", "japan", "study"), [
    ("en", "hello", "Japan", "I want to study abroad"),
    ("ar", "مرحبا", "اليابان", "أريد الدراسة في الخارج"),
])
def test_the_assistant_names_the_new_destination_and_links_the_renamed_service(client, edited, lang, hello, japan,
                                                                               study):
    greeting = chat(client, hello, lang)["messages"][1]["content"]
    assert japan in greeting and ("Canada" if lang == "en" else "كندا") in greeting
    link = chat(client, study, lang)["messages"][1]["link"]["href"]
    assert link == ("/ar" if lang == "ar" else "") + "/services/study-abroad"


def test_the_sitemap_lists_the_new_addresses_and_not_the_old(client, edited):
    xml = client.get("/sitemap.xml").content.decode()
    for path in ("/services/study-abroad", "/ar/services/study-abroad", "/countries/japan", "/ar/countries/japan"):
        assert f"{path}<" in xml, path
    assert "/services/study<" not in xml and "/services/invest<" in xml


def test_a_page_address_is_one_services_only(site, signed_in, make_service):
    editor = signed_in("editor")
    study, work = make_service("study"), make_service("work")
    res = editor.api("PATCH", f"/api/admin/content/services/{work.pk}", {"page_slug": "study"})
    assert res.status_code == 422 and "page_slug" in res.content.decode()
    assert editor.api("PATCH", f"/api/admin/content/services/{work.pk}", {"page_slug": "jobs"}).status_code == 200
    res = editor.api("PATCH", f"/api/admin/content/services/{study.pk}", {"slug": "jobs"})
    assert res.status_code == 422 and '"slug"' in res.content.decode()
    res = editor.api("PATCH", f"/api/admin/content/services/{study.pk}", {"calculators": "crs, other"})
    assert res.status_code == 422 and "calculators" in res.content.decode()
