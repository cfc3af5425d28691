"""GET /api/search: both languages, Arabic spelling variants, published content only, fresh index."""

import datetime

import pytest
from django.utils import timezone

from content import models as m

pytestmark = pytest.mark.django_db


@pytest.fixture
def content(make_service):
    make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة",
                 summary_en="Study abroad", summary_ar="الدراسة في الخارج")
    make_service("secret", title_en="Secret student plan", published=False)
    m.Country.objects.create(slug="canada", code="CA", name_en="Canada", name_ar="كندا", summary_en="Express Entry",
                             processing_time_en="6 months", experience_en="Many files")
    m.FaqItem.objects.create(question_en="Is the first consultation free?", question_ar="هل الاستشارة الأولى مجانية؟",
                             answer_en="Yes, 30 minutes.", answer_ar="نعم، 30 دقيقة.")
    now = timezone.now()
    m.BlogPost.objects.create(slug="draft", title_en="Student draft", excerpt_en="x", body_en="x", author_en="A",
                              status="draft")
    m.BlogPost.objects.create(slug="tips", title_en="Student visa tips", excerpt_en="Tips", body_en="Tips",
                              author_en="A", status="published", published_at=now - datetime.timedelta(days=1))


def test_finds_published_content_of_every_kind_in_both_languages(client, content):
    body = client.get("/api/search", {"q": "student"}).json()
    assert body["query"] == "student"
    paths = [r["path"]["en"] for r in body["results"]]
    assert set(paths) == {"/services/study", "/blog/tips"}  # not the unpublished service or the draft
    first = next(r for r in body["results"] if r["type"] == "service")
    assert first == {"type": "service", "path": {"en": "/services/study", "ar": "/ar/services/study"},
                     "title": {"en": "Student visas", "ar": "تأشيرات الدراسة"},
                     "excerpt": {"en": "Study abroad", "ar": "الدراسة في الخارج"}}


def test_arabic_without_hamza_or_with_haa_finds_the_same(client, content):
    assert client.get("/api/search", {"q": "تاشيره"}).json()["results"][0]["path"]["en"] == "/services/study"
    assert client.get("/api/search", {"q": "لكندا"}).json()["results"][0]["path"]["en"] == "/countries/canada"
    faq = client.get("/api/search", {"q": "الاستشاره مجانيه"}).json()["results"][0]
    assert faq["type"] == "faq" and faq["path"]["en"].startswith("/faq#faq-")
    assert faq["path"]["ar"] == "/ar" + faq["path"]["en"]


def test_the_index_follows_content_changes(client, content):
    assert client.get("/api/search", {"q": "germany"}).json()["results"] == []
    m.Country.objects.create(slug="germany", code="DE", name_en="Germany", summary_en="Blue Card",
                             processing_time_en="3 months", experience_en="Many files")
    assert client.get("/api/search", {"q": "germany"}).json()["results"][0]["path"]["en"] == "/countries/germany"


def test_empty_and_too_long_queries(client, content):
    assert client.get("/api/search").json() == {"query": "", "results": []}
    res = client.get("/api/search", {"q": "x" * 201})
    assert res.status_code == 422
    assert "q" in res.json()["error"]["fields"]


def test_the_sites_pages_are_found_too(client, content):
    m.Page.objects.create(slug="privacy-policy", title_en="Privacy policy", title_ar="سياسة الخصوصية",
                          summary_en="How we protect your personal data", summary_ar="كيف نحمي بياناتك الشخصية",
                          body_en="## Your rights\n\nYou can ask us to delete your data.",
                          body_ar="## حقوقك\n\nاحذف بياناتك.", updated_on=datetime.date(2026, 1, 1), published=True)
    results = client.get("/api/search", {"q": "بياناتك"}).json()["results"]
    assert [(r["type"], r["path"]["ar"]) for r in results] == [("page", "/ar/privacy-policy")]
