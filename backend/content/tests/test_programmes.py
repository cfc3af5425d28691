"""Programme guides: the public API and paths, the sitemap, site search, the assistant, the guide's page
head, the CMS (bilingual item lists, the 90-day review flag) and the demo files' strict loader."""

import datetime
import json
import re
import shutil
from pathlib import Path

import pytest
from django.core.management import call_command
from django.utils import timezone

from chat import engine
from content import models as m
from content.demo import programmes as demo

pytestmark = pytest.mark.django_db
EXPRESS_ENTRY = demo.FOLDER / "canada-express-entry.json"
GUIDE = "/countries/canada/express-entry"


@pytest.fixture
def demo_content(site):
    call_command("load_demo_content", stdout=None)


def _guide() -> m.Programme:
    return m.Programme.objects.get(country__slug="canada", slug="express-entry")


def test_the_guide_and_its_lists_in_both_languages(client, demo_content):
    body = client.get("/api/programmes/canada/express-entry").json()
    assert body["path"] == {"en": GUIDE, "ar": f"/ar{GUIDE}"}
    assert body["title"] == {"en": "Express Entry", "ar": "الدخول السريع"}
    assert body["country"]["path"] == {"en": "/countries/canada", "ar": "/ar/countries/canada"}
    assert "<ol>" in body["steps"]["en"] and "<li>" in body["requirements"]["ar"]
    assert body["fees"][0]["label"] == {"en": "Processing fee, principal applicant",
                                        "ar": "رسوم المعالجة، مقدّم الطلب الرئيسي"}
    assert body["fees"][0]["amount"] == {"en": "CAD 990 (unconfirmed)", "ar": "990 دولارًا كنديًا (غير مؤكَّد)"}
    assert body["fees"][2]["note"] == {"en": "", "ar": ""}
    assert body["source"]["url"].startswith("https://www.canada.ca/")
    # Nobody has signed the demo's guides off: no review date, no reviewer, and the figures are still to check.
    assert body["last_reviewed"] is None and body["reviewed_by"] is None and body["figures_to_check"] is True
    assert body["documents"][0]["id"] == "passport"
    assert {s["slug"] for s in body["services"]} == {"migrate", "work"}
    assert body["services"][0]["path"]["ar"].startswith("/ar/services/")
    assert body["faq"][0]["q"]["ar"].endswith("؟")


def test_lists_by_country_and_by_service_and_unknown_ones_are_404s(client, demo_content):
    in_canada = client.get("/api/programmes", {"country": "canada"}).json()
    assert GUIDE in [g["path"]["en"] for g in in_canada]
    assert all(g["country"]["slug"] == "canada" for g in in_canada)
    assert GUIDE in [g["path"]["en"] for g in client.get("/api/programmes", {"service": "migrate"}).json()]
    assert GUIDE not in [g["path"]["en"] for g in client.get("/api/programmes", {"service": "study"}).json()]
    for query in ({"country": "atlantis"}, {"service": "nothing"}):
        res = client.get("/api/programmes", query)
        assert res.status_code == 404 and res.json()["error"]["code"] == "not_found"
    assert client.get("/api/programmes", {"country": "x" * 81}).status_code == 422
    assert client.get("/api/programmes/canada/nothing").status_code == 404
    assert client.get("/api/programmes/australia/express-entry").status_code == 404


def test_unpublished_guides_and_guides_of_unpublished_countries_are_never_served(client, demo_content):
    m.Programme.objects.filter(slug="express-entry").update(published=False)
    assert client.get("/api/programmes/canada/express-entry").status_code == 404
    m.Programme.objects.update(published=True)
    m.Country.objects.filter(slug="canada").update(published=False)
    assert client.get("/api/programmes/canada/express-entry").status_code == 404
    assert GUIDE not in [g["path"]["en"] for g in client.get("/api/programmes").json()]


def test_the_sitemap_lists_the_guide_in_both_languages_with_alternates(client, demo_content, settings):
    xml = client.get("/sitemap.xml").content.decode()
    base = settings.SITE_URL
    assert f"<loc>{base}{GUIDE}</loc>" in xml and f"<loc>{base}/ar{GUIDE}</loc>" in xml
    assert f'hreflang="ar" href="{base}/ar{GUIDE}"' in xml


def test_site_search_finds_the_guide_in_both_languages(client, demo_content):
    for q in ("express entry", "الدخول السريع", "police certificates"):
        results = client.get("/api/search", {"q": q}).json()["results"]
        guide = next((r for r in results if r["path"]["en"] == GUIDE), None)
        assert guide is not None, q
        assert guide["type"] == "programme"
    # Its own name finds it first, before the pages that mention Express Entry more often.
    for q in ("express entry", "الدخول السريع"):
        assert client.get("/api/search", {"q": q}).json()["results"][0]["path"]["en"] == GUIDE, q


@pytest.mark.parametrize(("question", "lang"), [
    ("express entry requirements", "en"),
    ("what documents do I need for express entry?", "en"),
    ("ما متطلبات الدخول السريع؟", "ar"),
])
def test_the_assistant_links_to_the_guide(demo_content, question, lang):
    reply = engine.reply(question, lang)
    expected = GUIDE if lang == "en" else f"/ar{GUIDE}"
    assert reply.link is not None and reply.link.href in (GUIDE, expected), (reply.intent, reply.text)


def _json_ld(html: str) -> list[dict]:
    return [json.loads(t) for t in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)]


def test_the_page_has_an_article_and_a_trail_through_its_country(client, demo_content, settings):
    res = client.get(f"/ar{GUIDE}")
    assert res.status_code == 200
    html = res.content.decode()
    assert "<title>الدخول السريع" in html
    items = {item["@type"]: item for item in _json_ld(html)}
    trail = [(e["name"], e["item"]) for e in items["BreadcrumbList"]["itemListElement"]]
    assert trail[2:] == [("كندا", f"{settings.SITE_URL}/ar/countries/canada"),
                         ("الدخول السريع", f"{settings.SITE_URL}/ar{GUIDE}")]
    assert items["Article"]["headline"] == "الدخول السريع" and items["Article"]["inLanguage"] == "ar"
    assert f'hreflang="en" href="{settings.SITE_URL}{GUIDE}"' in html
    assert client.get("/countries/canada/nothing").status_code == 404


# The CMS ------------------------------------------------------------------------------------------------

def test_the_cms_describes_the_item_lists_with_their_parts(signed_in):
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    fields = {f["name"]: f for f in types["programmes"]["fields"]}
    assert fields["fees"]["kind"] == "items" and fields["fees"]["label"] == "Official fees"
    assert [p["name"] for p in fields["documents"]["parts"]] == ["id", "label", "note"]
    assert fields["documents"]["parts"][1]["translated"] is True
    assert fields["faq"]["parts"][1]["kind"] == "textarea"
    assert fields["country"]["kind"] == "select" and fields["services"]["kind"] == "multiselect"


def test_staff_edit_the_lists_in_both_languages_and_bad_items_are_named(signed_in, demo_content):
    client = signed_in("editor")
    guide = _guide()
    url = f"/api/admin/content/programmes/{guide.pk}"
    fees = [{"label": {"en": "Biometrics", "ar": "البصمات"}, "amount": "CAD 85", "note": {"en": "", "ar": ""}}]
    assert client.api("PATCH", url, {"fees": fees}).status_code == 200
    assert _guide().fees == fees
    bad = client.api("PATCH", url, {"fees": [*fees, {"label": {"en": "", "ar": "x"}, "amount": "1",
                                                     "note": {"en": "", "ar": ""}}]})
    assert bad.status_code == 422
    assert bad.json()["error"]["fields"]["fees"].startswith("Item 2, fee (English)")
    twice = [{"id": "passport", "label": {"en": "A", "ar": "أ"}, "note": {"en": "", "ar": ""}}] * 2
    res = client.api("PATCH", url, {"documents": twice})
    assert res.status_code == 422 and "used twice" in res.json()["error"]["fields"]["documents"]
    assert client.api("PATCH", url, {"faq": "not a list"}).status_code == 422
    assert _guide().fees == fees


def test_a_guide_not_reviewed_for_90_days_is_flagged_in_the_list_and_on_its_screen(signed_in, demo_content):
    client = signed_in("editor")
    today = timezone.localdate()
    m.RuleChange.objects.all().delete()  # only the review's age counts here (content/tests/test_review.py)
    m.Programme.objects.update(last_reviewed=today - datetime.timedelta(days=90))
    guide = _guide()
    assert client.get(f"/api/admin/content/programmes/{guide.pk}").json()["notices"] == []
    m.Programme.objects.filter(pk=guide.pk).update(last_reviewed=today - datetime.timedelta(days=91))
    item = client.get(f"/api/admin/content/programmes/{guide.pk}").json()
    assert "more than 90 days ago" in item["notices"][0]
    listed = {i["id"]: i for i in client.get("/api/admin/content/programmes").json()["items"]}
    assert listed[guide.pk]["notices"] == item["notices"]
    # Other types carry no notices at all.
    assert "notices" not in client.get("/api/admin/content/services").json()["items"][0]


# The demo files --------------------------------------------------------------------------------------

def _write(folder: Path, name: str, data: dict) -> Path:
    path = folder / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _express_entry() -> dict:
    return json.loads(EXPRESS_ENTRY.read_text(encoding="utf-8"))


def test_every_file_of_the_folder_is_read(tmp_path):
    shutil.copy(EXPRESS_ENTRY, tmp_path)
    other = {**_express_entry(), "slug": "provincial-nominee", "order": 2}
    _write(tmp_path, "canada-provincial-nominee.json", other)
    records = demo.read_all(tmp_path)
    assert [r["slug"] for r in records] == ["express-entry", "provincial-nominee"]
    assert records[0]["source_name"]["en"].startswith("Immigration, Refugees")
    # A file lists the aliases; the record holds them one per line, as the CMS edits them.
    assert records[0]["aliases"]["en"].split("\n")[:2] == ["EE", "express entery"]


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.pop("faq"), "canada-express-entry.json: missing key 'faq'"),
    (lambda d: d["fees"][0].pop("note"), "canada-express-entry.json: missing key 'fees.0.note'"),
    (lambda d: d["title"].pop("ar"), "canada-express-entry.json: missing key 'title.ar'"),
    (lambda d: d.update(colour="red"), "canada-express-entry.json: unknown key 'colour'"),
    (lambda d: d.update(figures_to_check="yes"), "canada-express-entry.json: figures_to_check:"),
    (lambda d: d["documents"][1].update(id="passport"), "document id passport is used twice"),
    (lambda d: d["documents"][0].update(id="Passport Copy"), "documents.0.id:"),
    (lambda d: d.update(country="atlantis"), "name the file atlantis-express-entry.json"),
    (lambda d: d.pop("aliases"), "canada-express-entry.json: missing key 'aliases'"),
    (lambda d: d["aliases"].update(en="EE\nFSW"), "canada-express-entry.json: aliases.en:"),
    (lambda d: d["aliases"]["ar"].append(""), "canada-express-entry.json: aliases.ar."),
    (lambda d: d["aliases"]["en"].append("EE\nFSW"), "canada-express-entry.json: aliases.en."),
])
def test_a_file_that_breaks_the_format_stops_the_load_naming_the_file_and_key(tmp_path, change, message):
    data = _express_entry()
    change(data)
    _write(tmp_path, "canada-express-entry.json", data)
    with pytest.raises(demo.DemoFileError) as failed:
        demo.read_all(tmp_path)
    assert message in str(failed.value)


def test_an_unknown_country_or_service_is_named(tmp_path):
    _write(tmp_path, "atlantis-express-entry.json", {**_express_entry(), "country": "atlantis"})
    expected = "atlantis-express-entry.json: country: no demo country 'atlantis'"
    with pytest.raises(demo.DemoFileError, match=re.escape(expected)):
        demo.read_all(tmp_path)
    (tmp_path / "atlantis-express-entry.json").unlink()
    _write(tmp_path, "canada-express-entry.json", {**_express_entry(), "services": ["migrate", "magic"]})
    with pytest.raises(demo.DemoFileError, match="services: no demo service 'magic'"):
        demo.read_all(tmp_path)


def test_the_demo_guides_load_twice_without_duplicates(demo_content):
    count = m.Programme.objects.count()
    assert count == len(list(demo.FOLDER.glob("*.json")))
    call_command("load_demo_content", stdout=None)
    assert m.Programme.objects.count() == count
    assert set(_guide().services.values_list("slug", flat=True)) == {"migrate", "work"}


@pytest.mark.parametrize(("question", "lang"), [
    ("تأشيرة طالب في استراليا", "ar"),
    ("student visa for australia", "en"),
])
def test_a_question_naming_a_destination_is_not_answered_by_another_destinations_guide(demo_content, question, lang):
    # The UK's student visa guide shares every word but the destination: it is not the answer.
    reply = engine.reply(question, lang)
    # Answered from the destination named, or honestly handed off; never from another destination's guide.
    assert reply.link is None or not reply.link.href.startswith("/countries/united-kingdom"), reply.link


@pytest.mark.parametrize(("question", "lang"), [
    ("How long does Express Entry take?", "en"),
    ("كم تستغرق معالجة طلب الدخول السريع؟", "ar"),
])
def test_how_long_a_programme_takes_is_answered_with_its_guides_own_time(demo_content, question, lang):
    from content.kinds.base import tr
    from content.models import Programme

    guide = Programme.objects.get(slug="express-entry")
    reply = engine.reply(question, lang)
    assert reply.outcome == "answer" and reply.link is not None and reply.link.href == GUIDE
    # The guide's time is a fact: the assistant says its words.
    assert tr(guide, "processing_time")[lang] in reply.text
    assert "[[" not in reply.text


def test_how_long_a_destinations_visa_takes_is_still_the_destinations_general_answer(demo_content):
    # "a UK visa" names no programme: not the student visa's or the skilled worker's own time.
    reply = engine.reply("what is the processing time for a UK visa", "en")
    assert reply.outcome == "answer" and reply.link is not None
    assert reply.link.href == "/countries/united-kingdom"
