"""The assistant's answer to "how quickly do you reply?" is the contact page's list, from the site settings."""

import pytest

from chat import engine

pytestmark = pytest.mark.django_db


def test_the_reply_time_answer_follows_the_site_settings(knowledge_base, site):
    reply = engine.reply("how fast do you reply?", "en")
    assert reply.intent == "reply_time"
    assert reply.text == ("We reply within 24 hours on business days; E-mail: within 4–6 hours; "
                          "Phone: same-day callback; WhatsApp: instant replies during business hours.")
    assert engine.reply("متى تردون على الرسائل؟", "ar").text.startswith("نردّ خلال 24 ساعة في أيام العمل؛")

    site.reply_within_hours, site.reply_email_en, site.reply_whatsapp_en = 8, "within the hour", ""
    site.save()
    assert engine.reply("how fast do you reply?", "en").text == (
        "We reply within 8 hours on business days; E-mail: within the hour; Phone: same-day callback.")
