"""The CMS's names in the staff member's language: an editor who chose Arabic reads the content types,
their fields, the parts of item lists, the choices and the notices in Arabic (adminContent.server in
the admin's locale files); the English is the declarations' own, and the English locale file repeats it
word for word, so the two cannot drift apart."""

import datetime
import json
import re

import pytest
from django.conf import settings
from django.core.management import call_command
from django.utils import timezone

from accounts.preferences import set_language
from content import models as m
from content.admin_registry import TYPES

pytestmark = pytest.mark.django_db

LOCALES = settings.FRONTEND_DIR / "src" / "locales"
ARABIC = re.compile(r"[\u0600-\u06FF]")


def _server(lang: str) -> dict:
    return json.loads((LOCALES / lang / "admin-content.json").read_text(encoding="utf-8"))["adminContent"]["server"]


def _arabic_editor(signed_in, editor):
    set_language(editor, "ar")
    return signed_in("editor")


def test_the_english_locale_file_repeats_every_declared_name_word_for_word():
    names = _server("en")
    for ct in TYPES.values():
        assert names["types"][ct.key] == ct.label
        for spec in ct.fields():
            assert names["fields"][spec.name] == spec.label, spec.name
            own = names["kindFields"].get(ct.key, {}).get(spec.name)
            assert own in (None, spec.label), (ct.key, spec.name)
            if spec.help:
                assert names["help"][spec.name] == spec.help, (ct.key, spec.name)
            for part in getattr(spec.model_field, "parts", ()):
                assert names["parts"][spec.name][part.name] == part.label
            if spec.model_field.choices and not spec.model_field.is_relation:
                assert names["choices"][ct.key][spec.name] == {str(k): str(v) for k, v in spec.model_field.choices}


def test_an_editor_who_chose_arabic_reads_the_types_fields_parts_and_choices_in_arabic(signed_in, editor):
    types = {t["type"]: t for t in _arabic_editor(signed_in, editor).get("/api/admin/content").json()}
    assert types["services"]["label"] == "الخدمات"
    assert types["site"]["label"] == "إعدادات الموقع"
    assert types["programmes"]["label"] == "أدلة البرامج"
    services = {f["name"]: f for f in types["services"]["fields"]}
    assert services["title"]["label"] == "العنوان"
    assert {"key": "study", "label": "الدراسة"} in services["icon"]["choices"]
    fees = {f["name"]: f for f in types["programmes"]["fields"]}["fees"]
    assert fees["label"] == "الرسوم الرسمية"
    assert [p["label"] for p in fees["parts"]] == ["الرسم", "المبلغ", "ملاحظة"]
    # A type's own word for a field where it differs: a testimonial's country is the client's.
    assert {f["name"]: f for f in types["testimonials"]["fields"]}["country"]["label"] == "البلد"
    assert {f["name"]: f for f in types["success-stories"]["fields"]}["country"]["label"] == "الوجهة"
    # Every name staff read is Arabic; the keys stay as they are.
    for t in types.values():
        assert ARABIC.search(t["label"]), t["type"]
        for f in t["fields"]:
            assert ARABIC.search(f["label"]), (t["type"], f["name"])
            for choice in f.get("choices", []):
                assert ARABIC.search(choice["label"]) or not choice["label"], (t["type"], f["name"], choice)


def test_a_link_to_another_type_offers_its_items_by_their_arabic_names(signed_in, editor, make_service):
    make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة")
    types = {t["type"]: t for t in _arabic_editor(signed_in, editor).get("/api/admin/content").json()}
    story = {f["name"]: f for f in types["success-stories"]["fields"]}
    assert {"key": "study", "label": "تأشيرات الدراسة"} in story["service"]["choices"]


def test_english_stays_as_declared(signed_in, editor):
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    assert types["services"]["label"] == "Services"
    assert {f["name"]: f for f in types["services"]["fields"]}["title"]["label"] == "Title"


def test_a_guide_due_a_review_is_flagged_in_arabic(signed_in, editor, site):
    call_command("load_demo_content", stdout=None)
    client = _arabic_editor(signed_in, editor)
    guide = m.Programme.objects.order_by("id").first()
    m.RuleChange.objects.all().delete()
    m.Programme.objects.filter(pk=guide.pk).update(last_reviewed=timezone.localdate() - datetime.timedelta(days=91))
    notice = client.get(f"/api/admin/content/programmes/{guide.pk}").json()["notices"][0]
    assert "كانت آخر مراجعة في" in notice and "90" in notice and "{{" not in notice
    # A save answers in Arabic too; the audit log keeps what it always kept.
    res = client.api("PATCH", f"/api/admin/content/programmes/{guide.pk}", {"title_ar": "دليل"})
    assert res.status_code == 200 and "كانت آخر مراجعة في" in res.json()["notices"][0]
