"""The CMS through the admin API: every content type created, edited, reordered, published,
unpublished and deleted, with the model's own rules answered as 422s and every write audited."""

import pytest

from accounts.models import AuditEntry
from content import models as m

pytestmark = pytest.mark.django_db

# The least each type needs, in the API's shape (translated fields as their _en/_ar columns).
MINIMAL = {
    "services": {"slug": "new-service", "title_en": "New service", "summary_en": "What it is"},
    "countries": {"slug": "japan", "code": "JP", "name_en": "Japan", "summary_en": "Work and study",
                  "processing_time_en": "3 months", "experience_en": "Work visas"},
    "testimonials": {"quote_en": "They were honest with us.", "name_en": "Ali Hassan", "rating": 5},
    "success-stories": {"slug": "ali-in-canada", "title_en": "Ali moves to Canada", "client_name_en": "Ali",
                        "summary_en": "Express Entry in eight months"},
    "blog": {"slug": "first-post", "title_en": "First post", "excerpt_en": "Hello", "body_en": "# Hello",
             "author_en": "Horizon Gate"},
    "blog-tags": {"slug": "canada", "name_en": "Canada"},
    "faq": {"question_en": "How long does it take?", "answer_en": "Three to six months."},
    "offices": {"name_en": "Doha", "address_en": "West Bay, Doha"},
    "team": {"name_en": "Layla Nasser", "role_en": "Senior consultant"},
    "pages": {"slug": "about", "title_en": "About us", "body_en": "We help.", "updated_on": "2026-11-01"},
    "facts": {"key": "japan.work-visa.fee", "kind": "fee", "amount": "3000", "currency": "QAR", "topic": "fee",
              "source_name_en": "Embassy fee table", "source_url": "https://example.org/fees"},
}
# A text field of each type and its Arabic column, to edit.
ARABIC = {"services": "title_ar", "countries": "name_ar", "testimonials": "quote_ar", "success-stories": "title_ar",
          "blog": "title_ar", "blog-tags": "name_ar", "faq": "question_ar", "offices": "name_ar", "team": "name_ar",
          "pages": "title_ar", "facts": "per_ar"}
PUBLISHABLE = [key for key in MINIMAL if key not in ("blog-tags", "facts")]
ORDERABLE = ["services", "countries", "testimonials", "success-stories", "faq", "offices", "team"]


def create(client, key: str, **changes):
    res = client.api("POST", f"/api/admin/content/{key}", {**MINIMAL[key], **changes})
    assert res.status_code == 201, res.content
    return res.json()


def test_the_content_types_are_described_from_their_models(signed_in):
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    assert set(types) == {*MINIMAL, "site", "draws", "programmes", "rule-changes"}
    services = types["services"]
    assert services["orderable"] and services["publishable"] and not services["singleton"]
    assert services["public_path"] == "/services/{slug}"
    fields = {f["name"]: f for f in services["fields"]}
    assert fields["title"] == {"name": "title", "label": "Title", "kind": "text", "translated": True,
                               "required": True, "max_length": 120}
    assert fields["body"]["kind"] == "markdown" and not fields["body"]["required"]
    assert fields["illustration"]["kind"] == "image" and fields["illustration"]["folder"] == "services"
    assert {"key": "study", "label": "Study"} in fields["icon"]["choices"]
    assert fields["published"]["kind"] == "bool" and "order" not in fields
    assert types["site"]["singleton"] and not types["site"]["orderable"]
    assert {f["name"]: f["kind"] for f in types["site"]["fields"]}["opens_at"] == "time"
    assert {f["name"]: f["kind"] for f in types["blog"]["fields"]}["published_at"] == "datetime"


def test_fields_carry_the_model_default_a_new_item_starts_with(signed_in):
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    blog = {f["name"]: f for f in types["blog"]["fields"]}
    assert blog["status"]["default"] == "draft"
    assert "default" not in blog["title"] and "default" not in blog["published_at"]
    services = {f["name"]: f for f in types["services"]["fields"]}
    assert services["published"]["default"] is True and services["icon"]["default"] == "generic"
    site = {f["name"]: f for f in types["site"]["fields"]}
    assert site["opens_at"]["default"] == "09:00"


def test_labels_spell_brand_names_and_url_as_people_read_them(signed_in):
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    labels = {f["name"]: f["label"] for f in types["site"]["fields"]}
    assert labels["whatsapp"] == "WhatsApp"
    assert labels["tiktok_url"] == "TikTok URL" and labels["linkedin_url"] == "LinkedIn URL"
    assert labels["company_name"] == "Company name"


def test_the_country_experience_field_is_labelled_as_our_experience_not_a_rate(signed_in):
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    labels = {f["name"]: f["label"] for f in types["countries"]["fields"]}
    assert labels["experience"] == "Our experience with this destination"
    assert not [label for label in labels.values() if "rate" in label.lower()]


def test_a_foreign_key_is_a_select_of_the_related_items_by_slug(signed_in, make_service):
    make_service("study", title_en="Student visas")
    client = signed_in("editor")
    stories = next(t for t in client.get("/api/admin/content").json() if t["type"] == "success-stories")
    service = next(f for f in stories["fields"] if f["name"] == "service")
    assert service["kind"] == "select" and service["choices"] == [{"key": "study", "label": "Student visas"}]
    story = create(client, "success-stories", service="study")
    assert story["service"] == "study"
    bad = client.api("PATCH", f"/api/admin/content/success-stories/{story['id']}", {"service": "cooking"})
    assert bad.status_code == 422 and "service" in bad.json()["error"]["fields"]


@pytest.mark.parametrize("key", list(MINIMAL))
def test_each_type_is_created_edited_and_deleted_with_an_audit_entry_each_time(signed_in, key):
    client = signed_in("editor")
    made = create(client, key)
    item_id = made["id"]
    assert made[ARABIC[key]] == ""
    edited = client.api("PATCH", f"/api/admin/content/{key}/{item_id}", {ARABIC[key]: "نص عربي"})
    assert edited.status_code == 200 and edited.json()[ARABIC[key]] == "نص عربي"
    assert client.get(f"/api/admin/content/{key}/{item_id}").json()[ARABIC[key]] == "نص عربي"
    assert client.api("DELETE", f"/api/admin/content/{key}/{item_id}").status_code == 204
    assert client.get(f"/api/admin/content/{key}/{item_id}").status_code == 404
    actions = list(AuditEntry.objects.filter(target_type=key).order_by("id").values_list("action", flat=True))
    assert actions == ["create", "update", "delete"]
    update = AuditEntry.objects.get(target_type=key, action="update")
    assert update.before[ARABIC[key]] == "" and update.after[ARABIC[key]] == "نص عربي"
    assert update.actor_email == "editor@horizongate.qa"


@pytest.mark.parametrize("key", PUBLISHABLE)
def test_each_type_is_unpublished_and_published_again(signed_in, key):
    client = signed_in("editor")
    item = create(client, key)
    off = client.api("PATCH", f"/api/admin/content/{key}/{item['id']}", {"published": False}).json()
    assert off["published"] is False and off["public_url"] is None
    listed = client.get(f"/api/admin/content/{key}?published=false").json()
    assert [i["id"] for i in listed["items"]] == [item["id"]]
    assert client.get(f"/api/admin/content/{key}?published=true").json()["total"] == 0
    on = client.api("PATCH", f"/api/admin/content/{key}/{item['id']}", {"published": True}).json()
    assert on["published"] is True
    assert client.get(f"/api/admin/content/{key}?published=true").json()["total"] == 1


@pytest.mark.parametrize("key", ORDERABLE)
def test_each_orderable_type_is_reordered_and_new_items_go_last(signed_in, key):
    client = signed_in("editor")
    first = create(client, key, **({"slug": "first"} if "slug" in MINIMAL[key] else {}))
    second = create(client, key, **({"slug": "second"} if "slug" in MINIMAL[key] else {}))
    assert (first["order"], second["order"]) == (0, 1)
    version = m.ContentVersion.current()
    res = client.api("POST", f"/api/admin/content/{key}/reorder", {"ids": [second["id"], first["id"]]})
    assert res.status_code == 204
    assert [i["id"] for i in client.get(f"/api/admin/content/{key}").json()["items"]] == [second["id"], first["id"]]
    assert m.ContentVersion.current() > version
    assert AuditEntry.objects.filter(target_type=key, action="reorder").exists()


def test_reordering_unknown_or_repeated_ids_is_a_validation_error(signed_in, make_service):
    study = make_service("study")
    client = signed_in("editor")
    for ids in ([study.pk, 999], [study.pk, study.pk]):
        res = client.api("POST", "/api/admin/content/services/reorder", {"ids": ids})
        assert res.status_code == 422 and "ids" in res.json()["error"]["fields"]


def test_a_blog_post_is_published_through_its_status_and_gets_its_date_and_public_link(signed_in):
    client = signed_in("editor")
    draft = create(client, "blog")
    assert draft["status"] == "draft" and draft["published_at"] is None and draft["public_url"] is None
    live = client.api("PATCH", f"/api/admin/content/blog/{draft['id']}", {"status": "published"}).json()
    assert live["published"] is True and live["published_at"] and live["public_url"] == "/blog/first-post"
    assert client.get("/api/blog/first-post").status_code == 200


def test_a_taken_slug_is_a_422_on_the_slug_field(signed_in, make_service):
    make_service("study")
    res = signed_in("editor").api("POST", "/api/admin/content/services", {**MINIMAL["services"], "slug": "study"})
    assert res.status_code == 422
    assert set(res.json()["error"]["fields"]) == {"slug"}


def test_missing_required_fields_bad_values_and_unknown_fields_are_named(signed_in):
    client = signed_in("editor")
    res = client.api("POST", "/api/admin/content/services", {"slug": "not a slug", "icon": "rocket"})
    fields = res.json()["error"]["fields"]
    assert res.status_code == 422 and {"slug", "title_en", "summary_en", "icon"} <= set(fields)
    res = client.api("POST", "/api/admin/content/services", {**MINIMAL["services"], "colour": "red",
                                                              "published": "yes"})
    assert set(res.json()["error"]["fields"]) == {"colour", "published"}
    long = client.api("POST", "/api/admin/content/services", {**MINIMAL["services"], "title_ar": "ب" * 121})
    assert long.status_code == 422 and "title_ar" in long.json()["error"]["fields"]
    page = client.api("POST", "/api/admin/content/pages", {**MINIMAL["pages"], "updated_on": "soon"})
    assert page.status_code == 422 and "updated_on" in page.json()["error"]["fields"]
    assert not m.Service.objects.exists()


def test_a_testimonial_rating_outside_one_to_five_is_refused(signed_in):
    res = signed_in("editor").api("POST", "/api/admin/content/testimonials", {**MINIMAL["testimonials"], "rating": 9})
    assert res.status_code == 422 and "rating" in res.json()["error"]["fields"]
    assert not m.Testimonial.objects.exists()


def test_the_list_searches_sorts_and_pages(signed_in, make_service):
    for slug in ("study", "work", "travel"):
        make_service(slug)
    client = signed_in("editor")
    assert [i["slug"] for i in client.get("/api/admin/content/services?q=wor").json()["items"]] == ["work"]
    by_slug = client.get("/api/admin/content/services?sort=slug&order=desc&per_page=2").json()
    assert [i["slug"] for i in by_slug["items"]] == ["work", "travel"] and by_slug["total"] == 3
    assert client.get("/api/admin/content/services?sort=body_en").status_code == 422


def test_the_site_settings_are_one_item_read_and_changed_in_place(signed_in, site):
    client = signed_in("editor")
    assert client.get("/api/admin/content/site").json()["company_name_ar"] == "بوابة الأفق للهجرة"
    res = client.api("PATCH", "/api/admin/content/site", {"tagline_ar": "مستشارون موثوقون", "opens_at": "08:30"})
    assert res.status_code == 200 and res.json()["opens_at"] == "08:30:00"
    assert client.get("/api/site").json()["tagline"]["ar"] == "مستشارون موثوقون"
    bad = client.api("PATCH", "/api/admin/content/site", {"email": "not-mail"})
    assert bad.status_code == 422 and "email" in bad.json()["error"]["fields"]
    assert client.api("DELETE", "/api/admin/content/site").status_code == 405
    assert m.SiteSettings.objects.count() == 1


def test_an_unknown_type_is_a_404(signed_in):
    assert signed_in("editor").get("/api/admin/content/recipes").status_code == 404


def test_edits_reach_the_site_search_and_the_chat_assistant_at_once(signed_in, make_service, site):
    from chat.knowledge import current as knowledge

    study = make_service("study", title_en="Student visas")
    client = signed_in("editor")
    assert client.get("/api/search?q=zanzibar").json()["results"] == []
    knowledge()
    client.api("PATCH", f"/api/admin/content/services/{study.pk}", {"summary_en": "Study in Zanzibar"})
    assert [r["path"]["en"] for r in client.get("/api/search?q=zanzibar").json()["results"]] == ["/services/study"]
    assert any("Zanzibar" in p.answer["en"] for p in knowledge().passages)


def test_an_arabic_title_edit_shows_on_the_rendered_arabic_services_page_at_once(
    client, signed_in, renderer, site, make_service
):
    study = make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة")
    before = client.get("/ar/services")
    assert before["X-Render-Mode"] == "ssr" and "تأشيرات الدراسة" in before.content.decode()
    editor = signed_in("editor")
    res = editor.api("PATCH", f"/api/admin/content/services/{study.pk}", {"title_ar": "تأشيرات الطلاب"})
    assert res.status_code == 200
    page = client.get("/ar/services").content.decode()
    assert "تأشيرات الطلاب" in page.split('<div id="root">', 1)[1]
