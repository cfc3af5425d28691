"""How quickly the site promises to reply: site settings (a number of hours, a text per channel), with the
texts the contact page showed before they were settings as their defaults."""

import importlib

import pytest
from django.db import migrations

from content import models as m

pytestmark = pytest.mark.django_db

# The contact page's list as it read when it was UI text (product requirements: unchanged by default).
BEFORE = {
    "en": ["We reply within 24 hours on business days", "E-mail: within 4–6 hours", "Phone: same-day callback",
           "WhatsApp: instant replies during business hours"],
    "ar": ["نردّ خلال 24 ساعة في أيام العمل", "البريد الإلكتروني: خلال 4 إلى 6 ساعات",
           "الهاتف: معاودة الاتصال في اليوم نفسه", "واتساب: ردود فورية خلال ساعات العمل"],
}


def test_the_migration_fills_in_the_texts_the_page_showed():
    migration = importlib.import_module("content.migrations.0009_site_reply_promises").Migration
    defaults = {op.name: op.field.default for op in migration.operations if isinstance(op, migrations.AddField)}
    assert defaults == {
        "reply_within_hours": 24,
        "reply_email_en": "within 4–6 hours", "reply_email_ar": "خلال 4 إلى 6 ساعات",
        "reply_phone_en": "same-day callback", "reply_phone_ar": "معاودة الاتصال في اليوم نفسه",
        "reply_whatsapp_en": "instant replies during business hours",
        "reply_whatsapp_ar": "ردود فورية خلال ساعات العمل",
    }


def test_by_default_the_promises_read_as_before_in_both_languages(site):
    for lang, said in BEFORE.items():
        assert m.SiteSettings.load().reply_promises(lang) == said


def test_the_hours_are_counted_in_each_language_and_an_empty_channel_is_left_out(site):
    site.reply_within_hours, site.reply_phone_en, site.reply_phone_ar = 2, "", ""
    site.save()
    s = m.SiteSettings.load()
    assert s.reply_promises("en") == ["We reply within 2 hours on business days", "E-mail: within 4–6 hours",
                                      "WhatsApp: instant replies during business hours"]
    assert s.reply_promises("ar")[0] == "نردّ خلال ساعتين في أيام العمل"
    expected = {1: ("within 1 hour", "خلال ساعة واحدة"), 5: ("within 5 hours", "خلال 5 ساعات"),
                48: ("within 48 hours", "خلال 48 ساعة")}
    for hours, (en, ar) in expected.items():
        s.reply_within_hours = hours
        assert (s.reply_within("en"), s.reply_within("ar")) == (en, ar)


def test_the_site_endpoint_gives_the_reply_promises(client, site):
    site.reply_within_hours, site.reply_email_ar = 12, ""
    site.save()
    promise = client.get("/api/site").json()["reply_promise"]
    assert promise == {
        "within_hours": 12,
        "email": {"en": "within 4–6 hours", "ar": "within 4–6 hours"},  # no Arabic: the English, as elsewhere
        "phone": {"en": "same-day callback", "ar": "معاودة الاتصال في اليوم نفسه"},
        "whatsapp": {"en": "instant replies during business hours", "ar": "ردود فورية خلال ساعات العمل"},
    }


def test_the_cms_edits_the_reply_promises_and_refuses_an_impossible_number(signed_in, site):
    client = signed_in("editor")
    res = client.api("PATCH", "/api/admin/content/site", {"reply_within_hours": 8, "reply_phone_en": "a call today"})
    assert res.status_code == 200
    s = m.SiteSettings.load()
    assert (s.reply_within_hours, s.reply_phone_en) == (8, "a call today")
    bad = client.api("PATCH", "/api/admin/content/site", {"reply_within_hours": 0})
    assert bad.status_code == 422 and "reply_within_hours" in bad.json()["error"]["fields"]
    assert m.SiteSettings.load().reply_within_hours == 8
