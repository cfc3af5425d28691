"""Blog tags are bilingual items: the API gives each post's tags with their English and Arabic names,
`?tag=<slug>` lists one tag's posts (an unknown tag is a 404), staff name and link them in the CMS,
and the old comma-separated column moves to them in a migration."""

import datetime
import json
import re

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from content import models as m

pytestmark = pytest.mark.django_db


def _tag(slug: str, en: str, ar: str = "") -> m.BlogTag:
    return m.BlogTag.objects.create(slug=slug, name_en=en, name_ar=ar)


def _post(slug: str, *tags: m.BlogTag, days_ago: int = 1) -> m.BlogPost:
    post = m.BlogPost.objects.create(slug=slug, title_en=slug, excerpt_en="e", body_en="b", author_en="Team",
                                     status=m.BlogPost.Status.PUBLISHED,
                                     published_at=timezone.now() - datetime.timedelta(days=days_ago))
    post.tags.set(tags)
    return post


@pytest.fixture
def tagged():
    canada = _tag("canada", "Canada", "كندا")
    visa = _tag("student-visa", "Student visas", "تأشيرات الدراسة")
    untranslated = _tag("visa", "Visa")
    _post("express-entry", canada, days_ago=1)
    _post("study-permit", canada, visa, days_ago=2)
    _post("plain", days_ago=3)
    return canada, visa, untranslated


def test_each_post_carries_its_tags_with_both_names(client, tagged):
    items = {p["slug"]: p["tags"] for p in client.get("/api/blog").json()["items"]}
    assert [(t["slug"], t["name"]) for t in items["study-permit"]] == [
        ("canada", {"en": "Canada", "ar": "كندا"}), ("student-visa", {"en": "Student visas", "ar": "تأشيرات الدراسة"})]
    assert items["study-permit"][0]["path"] == {"en": "/blog?tag=canada", "ar": "/ar/blog?tag=canada"}
    assert items["plain"] == []
    assert client.get("/api/blog/express-entry").json()["tags"][0]["name"]["ar"] == "كندا"


def test_a_tag_lists_exactly_its_posts_and_names_itself(client, tagged):
    body = client.get("/api/blog?tag=canada").json()
    assert [p["slug"] for p in body["items"]] == ["express-entry", "study-permit"]
    assert body["tag"] == {"slug": "canada", "path": {"en": "/blog?tag=canada", "ar": "/ar/blog?tag=canada"},
                           "name": {"en": "Canada", "ar": "كندا"}}
    # A slug that is part of another ("visa" in "student-visa") is not that tag.
    assert client.get("/api/blog?tag=visa").json()["items"] == []
    assert client.get("/api/blog?tag=Canada").json()["count"] == 2
    assert client.get("/api/blog").json()["tag"] is None


def test_an_untranslated_tag_falls_back_to_english(client, tagged):
    body = client.get("/api/blog?tag=visa").json()
    assert body["tag"]["name"] == {"en": "Visa", "ar": "Visa"}


@pytest.mark.parametrize("tag", ["cooking", "%20", "x" * 40, "كندا"])
def test_an_unknown_tag_is_a_404_not_an_empty_list(client, tagged, tag):
    res = client.get(f"/api/blog?tag={tag}")
    assert res.status_code == 404 and res.json()["error"]["code"] == "not_found"


def test_a_too_long_tag_is_a_validation_error(client, tagged):
    assert client.get("/api/blog?tag=" + "x" * 41).status_code == 422


def test_the_arabic_blog_page_for_a_tag_is_rendered_and_an_unknown_tag_is_a_404_page(client, site, tagged):
    assert client.get("/ar/blog?tag=canada").status_code == 200
    assert client.get("/ar/blog?tag=cooking").status_code == 404


def test_site_search_finds_a_post_by_its_tags_arabic_name(client, tagged):
    paths = [r["path"]["en"] for r in client.get("/api/search", {"q": "كندا"}).json()["results"]]
    assert "/blog/express-entry" in paths and "/blog/plain" not in paths


def test_a_posts_structured_data_names_its_tags_in_the_pages_language(client, site, tagged):
    html = client.get("/ar/blog/study-permit").content.decode()
    data = [json.loads(s) for s in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html)]
    posting = next(d for d in data if d["@type"] == "BlogPosting")
    assert posting["keywords"] == "كندا, تأشيرات الدراسة"


def test_renaming_a_tag_or_changing_a_posts_tags_refreshes_rendered_pages(tagged):
    canada, visa, _ = tagged
    version = m.ContentVersion.current()
    canada.name_ar = "كندا الجديدة"
    canada.save()
    assert m.ContentVersion.current() > version
    version = m.ContentVersion.current()
    m.BlogPost.objects.get(slug="plain").tags.add(visa)
    assert m.ContentVersion.current() > version


# The CMS ------------------------------------------------------------------------------------------

def test_staff_name_tags_and_pick_a_posts_tags_from_them(signed_in, tagged):
    client = signed_in("editor")
    types = {t["type"]: t for t in client.get("/api/admin/content").json()}
    assert types["blog-tags"]["public_path"] == "/blog?tag={slug}" and not types["blog-tags"]["publishable"]
    tags = next(f for f in types["blog"]["fields"] if f["name"] == "tags")
    assert tags["kind"] == "multiselect" and not tags["required"]
    assert {"key": "canada", "label": "Canada"} in tags["choices"]

    made = client.api("POST", "/api/admin/content/blog-tags", {"slug": "australia", "name_en": "Australia",
                                                              "name_ar": "أستراليا"})
    assert made.status_code == 201 and made.json()["public_url"] == "/blog?tag=australia"
    post = client.api("POST", "/api/admin/content/blog", {
        "slug": "perth", "title_en": "Perth", "excerpt_en": "e", "body_en": "b", "author_en": "Team",
        "status": "published", "tags": ["australia", "canada"]}).json()
    assert post["tags"] == ["australia", "canada"]
    assert client.get("/api/blog/perth").json()["tags"][0]["name"] == {"en": "Australia", "ar": "أستراليا"}

    edited = client.api("PATCH", f"/api/admin/content/blog/{post['id']}", {"tags": ["canada"]})
    assert edited.status_code == 200 and edited.json()["tags"] == ["canada"]
    assert client.get(f"/api/admin/content/blog/{post['id']}").json()["tags"] == ["canada"]
    assert client.api("PATCH", f"/api/admin/content/blog/{post['id']}", {"tags": []}).json()["tags"] == []


@pytest.mark.parametrize("value", [["cooking"], "canada", [1], {"slug": "canada"}])
def test_an_unknown_tag_or_a_value_that_is_not_a_list_of_keys_is_a_422_on_the_tags_field(signed_in, tagged, value):
    client = signed_in("editor")
    post = m.BlogPost.objects.get(slug="plain")
    res = client.api("PATCH", f"/api/admin/content/blog/{post.pk}", {"tags": value})
    assert res.status_code == 422 and set(res.json()["error"]["fields"]) == {"tags"}
    assert list(post.tags.all()) == []


def test_deleting_a_tag_takes_it_off_its_posts(signed_in, client, tagged):
    canada, _, _ = tagged
    assert signed_in("editor").api("DELETE", f"/api/admin/content/blog-tags/{canada.pk}").status_code == 204
    assert [t["slug"] for t in client.get("/api/blog/study-permit").json()["tags"]] == ["student-visa"]
    assert client.get("/api/blog?tag=canada").status_code == 404


# The migration from the comma-separated column ------------------------------------------------------

def _migrate(target: str):
    """Migrates the content app to `target` ("" = the latest) and returns the models as they were there."""
    executor = MigrationExecutor(connection)
    nodes = [("content", target)] if target else executor.loader.graph.leaf_nodes()
    executor.migrate(nodes)
    return executor.loader.project_state(nodes).apps


@pytest.mark.django_db(transaction=True)
def test_the_comma_separated_tags_become_named_tags_and_back():
    try:
        old = _migrate("0001_initial")
        posts = old.get_model("content", "BlogPost").objects
        post = posts.create(slug="p", title_en="P", excerpt_en="e", body_en="b", author_en="A",
                            tags="canada, Express-Entry,,new-tag")
        posts.create(slug="q", title_en="Q", excerpt_en="e", body_en="b", author_en="A", tags="canada")

        new = _migrate("0004_remove_blogpost_tag_slugs")
        tags = new.get_model("content", "BlogTag").objects
        assert {(t.slug, t.name_en, t.name_ar) for t in tags.all()} == {
            ("canada", "Canada", "كندا"), ("express-entry", "Express Entry", "الدخول السريع"),
            ("new-tag", "New tag", "")}
        linked = new.get_model("content", "BlogPost").objects.get(pk=post.pk)
        assert sorted(t.slug for t in linked.tags.all()) == ["canada", "express-entry", "new-tag"]

        back = _migrate("0001_initial")
        assert back.get_model("content", "BlogPost").objects.get(pk=post.pk).tags == "canada,express-entry,new-tag"
    finally:
        _migrate("")
