"""Revisions of every content kind: each CMS save kept, compared with the one before, restored through the
audited save; drafts kept aside, previewed by staff only and published; a save over someone else's refused
(409); a blog post scheduled for later appearing on time."""

import datetime

import pytest
from django.utils import timezone

from accounts.models import AuditEntry
from content import models as m
from content import revisions
from content.admin_registry import TYPES

from .test_admin_content import ARABIC, MINIMAL, create

pytestmark = pytest.mark.django_db


def history(client, key: str, item=None):
    query = f"?item={item}" if item is not None else ""
    res = client.get(f"/api/admin/content/{key}/revisions{query}")
    assert res.status_code == 200, res.content
    return res.json()


@pytest.mark.parametrize("key", list(MINIMAL))
def test_every_save_of_every_kind_keeps_a_revision_in_the_same_write(signed_in, key):
    client = signed_in("editor")
    made = create(client, key)
    res = client.api("PATCH", f"/api/admin/content/{key}/{made['id']}", {ARABIC[key]: "نص عربي جديد"})
    assert res.status_code == 200, res.content
    assert res.json()["revision"] > made["revision"] > 0
    kept = history(client, key, made["id"])
    assert [r["action"] for r in kept["history"]] == ["update", "create"]
    assert kept["history"][0]["by"] == "Omar Editor" and kept["drafts"] == []
    newest = m.Revision.objects.get(pk=kept["history"][0]["id"])
    assert newest.data[ARABIC[key]] == "نص عربي جديد"
    assert AuditEntry.objects.filter(target_type=key, action="update").count() == 1


def test_the_single_settings_row_and_items_made_before_history_began(signed_in, site, make_service):
    client = signed_in("editor")
    assert client.get("/api/admin/content/site").json()["revision"] == 0
    assert client.api("PATCH", "/api/admin/content/site", {"phone": "+974 4000 0000"}).status_code == 200
    assert [r["action"] for r in history(client, "site")["history"]] == ["update", "initial"]
    service = make_service("study", title_en="Study visas")
    client.api("PATCH", f"/api/admin/content/services/{service.pk}", {"title_en": "Student visas"})
    first, second = history(client, "services", service.pk)["history"][::-1]
    assert m.Revision.objects.get(pk=first["id"]).data["title_en"] == "Study visas"
    assert first["by"] == "" and first["action"] == "initial"
    assert m.Revision.objects.get(pk=second["id"]).data["title_en"] == "Student visas"


def test_a_deleted_item_keeps_its_last_state_and_comes_back_by_restore(signed_in):
    client = signed_in("editor")
    made = create(client, "faq")
    assert client.api("DELETE", f"/api/admin/content/faq/{made['id']}").status_code == 204
    last = history(client, "faq", made["id"])["history"][0]
    assert last["action"] == "delete"
    res = client.api("POST", f"/api/admin/content/faq/revisions/{last['id']}/restore")
    assert res.status_code == 201, res.content
    assert m.FaqItem.objects.get(pk=res.json()["id"]).question_en == MINIMAL["faq"]["question_en"]


def test_the_diff_marks_changed_words_in_both_languages_field_by_field(signed_in):
    client = signed_in("editor")
    made = create(client, "services", title_ar="تأشيرات العمل")
    client.api("PATCH", f"/api/admin/content/services/{made['id']}",
               {"title_en": "New skilled service", "title_ar": "تأشيرات الدراسة", "published": False})
    newest = history(client, "services", made["id"])["history"][0]
    detail = client.get(f"/api/admin/content/services/revisions/{newest['id']}").json()
    fields = {f["name"]: f for f in detail["diff"]}
    assert set(fields) == {"title", "published"}
    row = fields["title"]["rows"][0]
    assert row["en"] == [{"op": "same", "text": "New "}, {"op": "added", "text": "skilled "},
                         {"op": "same", "text": "service"}]
    assert {"op": "removed", "text": "العمل"} in row["ar"] and {"op": "added", "text": "الدراسة"} in row["ar"]
    assert fields["published"]["translated"] is False and fields["published"]["rows"][0]["ar"] is None
    assert detail["preview"] == {"en": f"/admin/preview/{newest['id']}",
                                 "ar": f"/admin/preview/{newest['id']}?lang=ar"}


def test_a_list_field_is_compared_item_by_item():
    ct = TYPES["programmes"]
    old = {"fees": [{"label": {"en": "Visa fee", "ar": "رسوم"}, "amount": "100", "note": {"en": "", "ar": ""}},
                    {"label": {"en": "Biometrics", "ar": "البصمات"}, "amount": "85", "note": {"en": "", "ar": ""}}]}
    new = {"fees": [old["fees"][0], {**old["fees"][1], "amount": "90"}]}
    (fees,) = revisions.diff(ct, old, new)
    assert [row["item"] for row in fees["rows"]] == [2]
    assert {"op": "added", "text": "90"} in fees["rows"][0]["en"] and fees["translated"]


def test_restore_writes_an_older_version_back_through_the_audited_save(signed_in):
    client = signed_in("editor")
    made = create(client, "services")
    client.api("PATCH", f"/api/admin/content/services/{made['id']}", {"title_en": "Renamed"})
    created = history(client, "services", made["id"])["history"][-1]
    res = client.api("POST", f"/api/admin/content/services/revisions/{created['id']}/restore")
    assert res.status_code == 200, res.content
    assert m.Service.objects.get(pk=made["id"]).title_en == "New service"
    newest = history(client, "services", made["id"])["history"][0]
    assert newest["action"] == "restore" and newest["summary"].startswith("Restored from ")
    assert newest["source_at"] == created["at"]
    assert AuditEntry.objects.filter(target_type="services", action="restore").count() == 1


def test_a_draft_is_kept_aside_until_published_and_visitors_never_see_it(signed_in, client, site):
    editor = signed_in("editor")
    made = create(editor, "services", slug="study", published=True)
    res = editor.api("POST", f"/api/admin/content/services/drafts?item={made['id']}&base={made['revision']}",
                     {"title_en": "Draft headline"})
    assert res.status_code == 201, res.content
    draft = res.json()
    assert draft["action"] == "draft" and draft["item"] == made["id"]
    assert m.Service.objects.get(pk=made["id"]).title_en == "New service"
    assert client.get("/api/services/study").json()["title"]["en"] == "New service"
    assert "Draft headline" not in client.get("/services/study").content.decode()
    assert history(editor, "services", made["id"])["drafts"][0]["id"] == draft["id"]
    detail = editor.get(f"/api/admin/content/services/revisions/{draft['id']}").json()
    assert [f["name"] for f in detail["diff"]] == ["title"]
    res = editor.api("POST", f"/api/admin/content/services/revisions/{draft['id']}/publish")
    assert res.status_code == 200, res.content
    assert client.get("/api/services/study").json()["title"]["en"] == "Draft headline"
    kept = history(editor, "services", made["id"])
    assert kept["drafts"] == [] and kept["history"][0]["action"] == "publish"


def test_a_draft_is_checked_like_a_save(signed_in):
    editor = signed_in("editor")
    made = create(editor, "services")
    res = editor.api("POST", f"/api/admin/content/services/drafts?item={made['id']}", {"title_en": ""})
    assert res.status_code == 422 and "title_en" in res.json()["error"]["fields"]
    assert not m.Revision.objects.filter(action="draft").exists()


def test_the_preview_is_for_staff_with_the_content_capability_only(signed_in, client, site):
    editor = signed_in("editor")
    made = create(editor, "services", slug="study", published=True)
    draft = editor.api("POST", f"/api/admin/content/services/drafts?item={made['id']}",
                       {"title_en": "Draft headline", "title_ar": "عنوان المسودة"}).json()
    client.get("/api/services/study")  # kept in the answer cache before the preview
    version = m.ContentVersion.current()
    url = f"/admin/preview/{draft['id']}"
    assert client.get(url).status_code == 404
    page = editor.get(url)
    assert page.status_code == 200
    assert "Draft headline" in page.content.decode()
    assert page["Cache-Control"] == "no-store" and "noindex" in page["X-Robots-Tag"]
    arabic = editor.get(url + "?lang=ar")
    assert "عنوان المسودة" in arabic.content.decode() and 'lang="ar"' in arabic.content.decode()
    # Nothing of it stays: not in the database, the version, the kept answers or the public page.
    assert m.Service.objects.get(pk=made["id"]).title_en == "New service"
    assert m.ContentVersion.current() == version
    assert client.get("/api/services/study").json()["title"]["en"] == "New service"
    assert "Draft headline" not in client.get("/services/study").content.decode()
    editor.logout()
    assert editor.get(url).status_code == 404


def test_the_preview_is_refused_to_an_agent(signed_in, make_service, site):
    service = make_service("study", published=True)
    revision = revisions.record(None, TYPES["services"], service.pk, {"title_en": "Secret"}, "draft", "d")
    assert signed_in("agent").get(f"/admin/preview/{revision.pk}").status_code == 404


def test_a_save_over_someone_elses_is_refused_with_who_when_and_what(signed_in, admin):
    editor = signed_in("editor")
    made = create(editor, "services")
    opened = made["revision"]
    other = signed_in("admin")  # the same client, now signed in as Aisha
    res = other.api("PATCH", f"/api/admin/content/services/{made['id']}?base={opened}", {"title_en": "Aisha's"})
    assert res.status_code == 200
    newest = res.json()["revision"]
    res = other.api("PATCH", f"/api/admin/content/services/{made['id']}?base={opened}", {"title_en": "Mine"})
    assert res.status_code == 409
    body = res.json()
    assert body["error"]["code"] == "conflict" and body["by"] == "Aisha Admin" and body["revision"] == newest
    assert body["diff"][0]["name"] == "title"
    assert {"op": "added", "text": "Aisha's"} in body["diff"][0]["rows"][0]["en"]
    assert m.Service.objects.get(pk=made["id"]).title_en == "Aisha's"
    res = other.api("PATCH", f"/api/admin/content/services/{made['id']}?base={newest}", {"title_en": "Mine"})
    assert res.status_code == 200


def test_a_post_scheduled_for_later_appears_on_time_without_a_save(signed_in, client, site, monkeypatch):
    editor = signed_in("editor")
    soon = timezone.now() + datetime.timedelta(hours=1)
    create(editor, "blog", slug="later", status="published", published_at=soon.isoformat(), body_en="Zanzibar")
    assert client.get("/api/blog").json()["count"] == 0
    assert client.get("/blog/later").status_code == 404
    assert client.get("/api/search", {"q": "zanzibar"}).json()["results"] == []
    assert "/blog/later" not in client.get("/sitemap.xml").content.decode()
    real_now = timezone.now
    monkeypatch.setattr(timezone, "now", lambda: real_now() + datetime.timedelta(hours=2))
    assert client.get("/api/blog").json()["count"] == 1
    assert client.get("/blog/later").status_code == 200
    assert client.get("/api/search", {"q": "zanzibar"}).json()["results"][0]["path"]["en"] == "/blog/later"
    assert "/blog/later" in client.get("/sitemap.xml").content.decode()


def test_publishing_a_draft_over_a_later_save_is_refused_until_asked_knowingly(signed_in):
    editor = signed_in("editor")
    made = create(editor, "services")
    draft = editor.api("POST", f"/api/admin/content/services/drafts?item={made['id']}", {"title_en": "Draft"}).json()
    saved = editor.api("PATCH", f"/api/admin/content/services/{made['id']}", {"summary_en": "Changed meanwhile"})
    res = editor.api("POST", f"/api/admin/content/services/revisions/{draft['id']}/publish")
    assert res.status_code == 409 and res.json()["revision"] == saved.json()["revision"]
    assert m.Revision.objects.filter(pk=draft["id"]).exists()
    res = editor.api("POST", f"/api/admin/content/services/revisions/{draft['id']}/publish"
                             f"?base={saved.json()['revision']}")
    assert res.status_code == 200 and m.Service.objects.get(pk=made["id"]).title_en == "Draft"


def test_a_draft_of_the_site_settings_is_previewed_on_the_home_page(signed_in, client, site):
    editor = signed_in("editor")
    res = editor.api("POST", "/api/admin/content/site/drafts", {"tagline_en": "Drafted tagline"})
    assert res.status_code == 201, res.content
    assert history(editor, "site")["drafts"][0]["id"] == res.json()["id"]
    assert "Drafted tagline" in editor.get(f"/admin/preview/{res.json()['id']}").content.decode()
    assert "Drafted tagline" not in client.get("/").content.decode()
    assert m.SiteSettings.load().tagline_en == "Immigration consultants"
