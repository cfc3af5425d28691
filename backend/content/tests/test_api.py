"""The public read API: shapes, language objects, fallback to English, 404s, unpublished content."""

import datetime

import pytest
from django.utils import timezone

from content import models as m

pytestmark = pytest.mark.django_db


def test_services_list_is_in_display_order_with_titles_in_both_languages(client, make_service):
    make_service("work", title_en="Work permits", title_ar="تصاريح العمل", order=2)
    make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة", order=1)
    res = client.get("/api/services")
    assert res.status_code == 200
    body = res.json()
    assert [s["slug"] for s in body] == ["study", "work"]
    assert body[0]["title"] == {"en": "Student visas", "ar": "تأشيرات الدراسة"}
    assert set(body[0]) == {"id", "slug", "path", "title", "summary", "icon", "illustration", "menu_order"}
    assert body[0]["path"] == {"en": "/services/study", "ar": "/ar/services/study"}


def test_arabic_falls_back_to_english_when_left_empty(client, make_service):
    make_service("travel", title_en="Visit visas", title_ar="")
    assert client.get("/api/services").json()[0]["title"] == {"en": "Visit visas", "ar": "Visit visas"}


def test_unpublished_services_are_never_served(client, make_service):
    make_service("hidden", published=False)
    assert client.get("/api/services").json() == []
    assert client.get("/api/services/hidden").status_code == 404


def test_service_detail_has_the_body_as_sanitised_html(client, make_service):
    make_service("study", body_en="## Who it is for\n\n<script>alert(1)</script>Students", body_ar="## لمن")
    body = client.get("/api/services/study").json()
    assert "<h2>Who it is for</h2>" in body["body"]["en"]
    assert "<script>" not in body["body"]["en"]
    assert body["body"]["ar"] == "<h2>لمن</h2>"


def test_unknown_service_slug_is_a_json_404(client):
    res = client.get("/api/services/nope")
    assert res.status_code == 404
    assert res.json() == {"error": {"code": "not_found", "message": "Not found."}}


def test_unknown_api_paths_are_json_404s_not_pages(client):
    for path in ("/api/nope", "/api/", "/api", "/api/services/a/b"):
        res = client.get(path)
        assert res.status_code == 404, path
        assert res["Content-Type"].startswith("application/json"), path
        assert res.json()["error"]["code"] == "not_found"


def test_featured_testimonials_have_the_fields_the_home_page_reads(client):
    m.Testimonial.objects.create(rating=4, quote_en="Great", quote_ar="رائع", name_en="Ali", featured=True)
    m.Testimonial.objects.create(rating=5, quote_en="Not featured", name_en="Sara", featured=False)
    body = client.get("/api/testimonials/featured").json()
    assert len(body) == 1
    item = body[0]
    assert set(item) == {"id", "path", "rating", "quote", "name", "role", "country"}
    assert item["rating"] == 4
    assert item["quote"] == {"en": "Great", "ar": "رائع"}
    assert item["name"] == {"en": "Ali", "ar": "Ali"}


def test_countries_carry_processing_time_and_our_experience_in_words(client):
    m.Country.objects.create(
        slug="canada", code="CA", name_en="Canada", name_ar="كندا", summary_en="s",
        processing_time_en="6–8 months", processing_time_ar="6–8 أشهر", experience_en="Express Entry files",
        body_en="Text",
    )
    m.Country.objects.create(slug="hidden", code="DE", name_en="Hidden", summary_en="s", processing_time_en="x",
                             experience_en="x", published=False)
    body = client.get("/api/countries").json()
    assert [c["slug"] for c in body] == ["canada"]
    assert body[0]["processing_time"] == {"en": "6–8 months", "ar": "6–8 أشهر"}
    assert body[0]["experience"] == {"en": "Express Entry files", "ar": "Express Entry files"}
    assert "success_rate" not in body[0]
    assert client.get("/api/countries/canada").json()["body"]["en"] == "<p>Text</p>"
    assert client.get("/api/countries/hidden").status_code == 404


def _post(slug: str, days_ago: int, **kw) -> m.BlogPost:
    return m.BlogPost.objects.create(
        slug=slug, title_en=slug, excerpt_en="e", body_en="b", author_en="Team",
        status=kw.pop("status", m.BlogPost.Status.PUBLISHED),
        published_at=timezone.now() - datetime.timedelta(days=days_ago), **kw,
    )


def test_blog_is_paginated_newest_first_and_hides_drafts_and_future_posts(client):
    for i in range(12):
        _post(f"post-{i}", days_ago=i + 1)
    _post("draft", days_ago=1, status=m.BlogPost.Status.DRAFT)
    _post("scheduled", days_ago=-3)
    first = client.get("/api/blog").json()
    assert first["count"] == 12 and first["pages"] == 2 and first["page"] == 1
    assert [p["slug"] for p in first["items"]][:2] == ["post-0", "post-1"]
    assert len(first["items"]) == 9
    second = client.get("/api/blog?page=2").json()
    assert [p["slug"] for p in second["items"]] == ["post-9", "post-10", "post-11"]
    assert client.get("/api/blog?page=3").status_code == 404
    assert client.get("/api/blog/draft").status_code == 404
    assert client.get("/api/blog/scheduled").status_code == 404
    assert client.get("/api/blog/post-3").json()["body"] == {"en": "<p>b</p>", "ar": "<p>b</p>"}


def test_bad_query_parameters_get_a_validation_error_naming_the_field(client):
    res = client.get("/api/blog?page=0")
    assert res.status_code == 422
    assert set(res.json()["error"]["fields"]) == {"page"}
    assert res.json()["error"]["code"] == "validation_error"


def test_faq_offices_team_and_pages(client):
    m.FaqItem.objects.create(question_en="Is the first consultation free?", question_ar="هل الاستشارة مجانية؟",
                             answer_en="Yes.", category="fees")
    m.Office.objects.create(name_en="Doha", address_en="West Bay", map_url="https://maps.example/doha")
    m.TeamMember.objects.create(name_en="Lina", role_en="Consultant", registration="CICC R1",
                                registration_url="https://college-ic.ca/")
    m.Page.objects.create(slug="about", title_en="About us", title_ar="من نحن", body_en="Story",
                          updated_on=datetime.date(2026, 11, 1))
    faq = client.get("/api/faq").json()
    assert faq[0]["question"]["ar"] == "هل الاستشارة مجانية؟" and faq[0]["category"] == "fees"
    assert client.get("/api/offices").json()[0]["map_url"] == "https://maps.example/doha"
    assert client.get("/api/team").json()[0]["registration"] == "CICC R1"
    page = client.get("/api/pages/about").json()
    assert page["title"] == {"en": "About us", "ar": "من نحن"} and page["updated_on"] == "2026-11-01"
    assert client.get("/api/pages/privacy-policy").status_code == 404


def test_site_settings_give_contacts_hours_and_the_seven_social_links(client, site):
    body = client.get("/api/site").json()
    assert body["company_name"] == {"en": "Horizon Gate Immigration", "ar": "بوابة الأفق للهجرة"}
    assert body["hours"] == {"days": ["Su", "Mo", "Tu", "We", "Th"], "opens": "09:00", "closes": "18:00",
                             "text": {"en": "Sunday–Thursday, 09:00–18:00", "ar": "الأحد–الخميس، 09:00–18:00"}}
    assert set(body["social"]) == {"facebook", "twitter", "linkedin", "youtube", "instagram", "tiktok", "whatsapp"}
    assert body["social"]["whatsapp"] == "https://wa.me/97444312200"


def test_success_stories_name_their_service_and_country(client, make_service):
    study = make_service("study")
    m.SuccessStory.objects.create(slug="amal", title_en="Amal in Toronto", client_name_en="Amal", summary_en="s",
                                  service=study, year=2025)
    body = client.get("/api/success-stories").json()
    assert body[0]["service"] == {"slug": "study", "path": {"en": "/services/study", "ar": "/ar/services/study"},
                                  "name": {"en": "Study", "ar": "Study"}}
    assert body[0]["country"] is None and body[0]["year"] == 2025


def test_openapi_docs_are_served(client):
    assert client.get("/api/docs").status_code == 200
    schema = client.get("/api/openapi.json").json()
    assert "/api/services" in schema["paths"]
