"""POST /api/contact: validation (same rules as the form), anti-spam, duplicates, limits."""

import pytest

from leads.models import Lead
from mail.models import OutboxMessage

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

GOOD = {
    "first_name": "Aisha", "last_name": "Al-Mansouri", "email": "aisha@example.com", "phone": "5512 3456",
    "country": "canada", "service": "study", "message": "I want to study in Toronto.", "consent": True,
    "language": "en", "page_url": "http://127.0.0.1:8000/contact", "elapsed_ms": 12000,
}


def post(client, **changes):
    return client.post("/api/contact", {**GOOD, **changes}, content_type="application/json")


def test_a_good_submission_is_stored_with_e164_phone_and_two_emails_queued(client, site):
    res = post(client, utm={"utm_source": "instagram", "other": "dropped"})
    assert res.status_code == 201
    lead = Lead.objects.get(pk=res.json()["id"])
    assert (lead.source, lead.phone, lead.country, lead.service) == ("contact", "+97455123456", "canada",
                                                                      "study")
    assert lead.consent_at is not None and lead.consent_version
    assert lead.utm == {"utm_source": "instagram"}
    kinds = sorted(OutboxMessage.objects.filter(lead=lead).values_list("kind", flat=True))
    assert kinds == ["lead_ack", "staff_new_lead"]


@pytest.mark.parametrize(("field", "value"), [
    ("first_name", "محمد"), ("first_name", "Mary-Jane"), ("last_name", "O'Neil"), ("last_name", "عبدُ الله"),
    ("first_name", "José"), ("first_name", "x" * 100), ("phone", "+44 20 7946 0958"), ("phone", "+974 5512-3456"),
    ("phone", "(+1) 415 555 2671"), ("phone", "33123456"), ("country", "other"), ("service", "refugee-protection"),
    ("message", ""), ("message", "m" * 5000), ("email", "first.last+tag@sub.example.qa"),
    # Arabic names: two words, with diacritics, the 100-letter boundary; other scripts' letters too.
    ("first_name", "عبد الرحمن"), ("last_name", "آل ثاني"), ("first_name", "مُحَمَّد"), ("first_name", "ع" * 100),
    ("first_name", "Zoë"), ("last_name", "D’Souza"), ("last_name", "Van der Berg-Smith"), ("first_name", "A"),
    # Phones: local Qatari (mobile and landline), the 00 prefix, international, Arabic-Indic digits.
    ("phone", "55123456"), ("phone", "4431 2200"), ("phone", "0097455123456"), ("phone", "+61 412 345 678"),
    ("phone", "+٩٧٤ ٥٥١٢ ٣٤٥٦"), ("phone", "٥٥١٢٣٤٥٦"), ("message", "س" * 5000), ("message", "مرحبا\nHello"),
    ("email", "a@b.co"), ("email", f"{'x' * 64}@{'d' * 60}.example.com"),
])
def test_valid_values_are_accepted(client, site, field, value):
    res = post(client, **{field: value})
    assert res.status_code == 201, res.json()


@pytest.mark.parametrize(("typed", "stored"), [
    ("5512 3456", "+97455123456"), ("+974 5512-3456", "+97455123456"), ("0097455123456", "+97455123456"),
    ("+٩٧٤ ٥٥١٢ ٣٤٥٦", "+97455123456"), ("(+1) 415 555 2671", "+14155552671"), ("+44 20 7946 0958", "+442079460958"),
])
def test_phones_are_stored_in_e164(client, site, typed, stored):
    lead = Lead.objects.get(pk=post(client, phone=typed).json()["id"])
    assert lead.phone == stored


def test_names_are_stored_with_their_spaces_tidied(client, site):
    lead = Lead.objects.get(pk=post(client, first_name="  عبد   الله ", last_name=" O'Neil ").json()["id"])
    assert (lead.first_name, lead.last_name) == ("عبد الله", "O'Neil")


@pytest.mark.parametrize(("field", "value"), [
    ("first_name", ""), ("first_name", "   "), ("first_name", "x" * 101), ("first_name", "R2D2"),
    ("last_name", "<b>"), ("last_name", "a_b"), ("email", "not-an-email"), ("email", ""), ("phone", "123"),
    ("phone", "call me"), ("phone", ""), ("phone", "+974 1234"), ("country", "mars"), ("country", ""),
    ("service", "visa"), ("message", "m" * 5001), ("consent", False),
    ("first_name", "ع" * 101), ("first_name", "--"), ("first_name", "' -"), ("last_name", "محمد٢"),
    ("last_name", "Smith!"), ("first_name", "😀"), ("email", "aisha@"), ("email", "@example.com"),
    ("email", "a b@example.com"), ("phone", "+974 5512 345"), ("phone", "5512345678"), ("phone", "+1 555"),
    ("country", "Canada"), ("service", "Skilled migration"), ("message", "س" * 5001),
])
def test_invalid_values_are_422_with_the_field_named_and_nothing_stored(client, site, field, value):
    res = post(client, **{field: value})
    assert res.status_code == 422
    body = res.json()["error"]
    assert body["code"] == "validation_error"
    assert list(body["fields"]) == [field], body
    assert body["fields"][field]
    assert not Lead.objects.exists() and not OutboxMessage.objects.exists()


def test_missing_fields_are_named(client):
    res = client.post("/api/contact", {"first_name": "A"}, content_type="application/json")
    assert res.status_code == 422
    assert {"last_name", "email", "phone", "country", "service", "consent"} <= set(res.json()["error"]["fields"])


def test_honeypot_and_too_fast_submissions_look_accepted_but_store_nothing(client, site):
    assert post(client, website="http://spam.example").status_code == 201
    assert post(client, elapsed_ms=800).status_code == 201
    assert not Lead.objects.exists() and not OutboxMessage.objects.exists()


def test_the_same_submission_twice_within_a_minute_is_stored_once(client, site):
    first = post(client).json()["id"]
    second = post(client).json()["id"]
    assert first == second and Lead.objects.count() == 1 and OutboxMessage.objects.count() == 2
    assert post(client, message="A different question").json()["id"] != first


def test_the_sixth_submission_in_ten_minutes_is_429_with_retry_after(client, site):
    for i in range(5):
        assert post(client, message=f"question {i}").status_code == 201
    res = post(client, message="one more")
    assert res.status_code == 429
    assert res.json()["error"]["code"] == "rate_limited"
    assert 0 < int(res["Retry-After"]) <= 600
    assert Lead.objects.count() == 5


def test_a_huge_body_is_refused_before_it_is_read(client):
    res = client.post("/api/contact", "x" * (33 * 1024), content_type="application/json")
    assert res.status_code == 413 and res.json()["error"]["code"] == "payload_too_large"


def test_arabic_visitors_get_an_arabic_acknowledgement(client, site):
    lead = Lead.objects.get(pk=post(client, language="ar", first_name="عائشة").json()["id"])
    ack = OutboxMessage.objects.get(lead=lead, kind="lead_ack")
    assert "تلقّينا رسالتك" in ack.subject and "عائشة" in ack.text and 'dir="rtl"' in ack.html
    staff = OutboxMessage.objects.get(lead=lead, kind="staff_new_lead")
    assert staff.reply_to == "aisha@example.com" and "Student visas" in staff.subject


def test_control_and_bidi_characters_are_not_stored_with_the_message_or_the_campaign(client, site):
    body = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "+97455123456",
            "country": "canada", "service": "study", "consent": True, "elapsed_ms": 6000,
            "message": "Hello\x1b[2J team\u202e,\nwe are four.", "page_url": "https://example.qa/\r\nX: y",
            "utm": {"utm_source": "news\r\nletter", "utm_campaign": "\u202e"}}
    assert client.post("/api/contact", body, content_type="application/json").status_code == 201
    from leads.models import Lead

    lead = Lead.objects.get()
    assert lead.message == "Hello[2J team,\nwe are four."
    assert lead.page_url == "https://example.qa/X: y" and lead.utm == {"utm_source": "newsletter"}
