"""The demo content: complete in both languages, loadable twice without duplicates."""

import re
from io import StringIO

import pytest
from django.core.management import call_command

from content import models as m

pytestmark = pytest.mark.django_db
ARABIC = re.compile(r"[\u0600-\u06FF]")


def _load(*args: str) -> str:
    out = StringIO()
    call_command("load_demo_content", *args, stdout=out)
    return out.getvalue()


def _counts() -> dict[str, int]:
    models = [m.Service, m.Country, m.Testimonial, m.SuccessStory, m.BlogPost, m.BlogTag, m.FaqItem, m.Office,
              m.Page, m.TeamMember, m.SiteSettings]
    return {model.__name__: model.objects.count() for model in models}


def test_demo_content_has_what_the_site_needs():
    _load()
    slugs = set(m.Service.objects.values_list("slug", flat=True))
    assert {"migrate", "study", "investment", "work", "citizenship", "travel", "family"} <= slugs
    assert len(slugs) >= 9
    assert set(m.Country.objects.values_list("slug", flat=True)) == {
        "canada", "australia", "united-kingdom", "new-zealand", "united-states", "germany"}
    featured = m.Testimonial.objects.filter(featured=True)
    assert featured.count() >= 4 and len({t.rating for t in featured}) > 1
    assert m.FaqItem.objects.count() >= 8
    assert m.BlogPost.objects.filter(status="published").count() == 3
    assert all(post.tags.exists() for post in m.BlogPost.objects.all())
    assert m.SuccessStory.objects.count() >= 2 and m.TeamMember.objects.count() >= 3
    assert m.Office.objects.exists()
    assert set(m.Page.objects.values_list("slug", flat=True)) == {
        "about", "privacy-policy", "terms-of-service", "cookie-policy"}


def test_every_demo_text_has_real_arabic():
    _load()
    for model in (m.Service, m.Country, m.Testimonial, m.FaqItem, m.BlogPost, m.BlogTag, m.Page, m.TeamMember):
        for obj in model.objects.all():
            for field in model._meta.fields:
                if field.name.endswith("_ar") and getattr(obj, field.name[:-3] + "_en"):
                    assert ARABIC.search(getattr(obj, field.name)), f"{model.__name__}.{field.name} of {obj}"


def test_loading_twice_changes_no_counts_and_if_empty_keeps_edits():
    _load()
    before = _counts()
    _load()
    assert _counts() == before
    service = m.Service.objects.get(slug="study")
    service.title_en = "Edited by staff"
    service.save()
    assert "already present" in _load("--if-empty")
    assert m.Service.objects.get(slug="study").title_en == "Edited by staff"


def test_each_destination_states_our_experience_in_words_never_as_a_rate():
    _load()
    rate_words = re.compile(r"%|\d|\b(high|good|rate|success)\b|مرتفع|جيدة|نسبة|نجاح", re.IGNORECASE)
    for country in m.Country.objects.all():
        for text in (country.experience_en, country.experience_ar):
            assert text and not rate_words.search(text), f"{country.slug}: {text}"
