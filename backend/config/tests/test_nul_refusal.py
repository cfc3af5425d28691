"""A NUL character in any part of a request is a 400 at the edge: JSON for the API, plain for pages,
on SQLite and PostgreSQL alike (where it used to reach the database and answer 500)."""

import json
from urllib.parse import urlencode

import pytest

from leads.models import Lead

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

CONTACT = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "+97455123456",
           "country": "canada", "service": "study", "consent": True, "elapsed_ms": 6000}


@pytest.mark.parametrize("path", ["/api/blog?tag=%00", "/api/services/a%00", "/api/search?q=visa%00",
                                  "/api/booking/slots?type=phone%00"])
def test_a_nul_in_an_api_address_is_a_400_json_error(client, site, path):
    response = client.get(path)
    assert response.status_code == 400 and response.json()["error"]["code"] == "bad_request"


@pytest.mark.parametrize("field", ["message", "page_url", "referrer", "first_name"])
def test_a_nul_in_a_json_string_is_a_400_and_nothing_is_stored(client, site, field):
    body = json.dumps({**CONTACT, field: "hello\u0000world"})
    response = client.post("/api/contact", body, content_type="application/json")
    assert response.status_code == 400 and response.json()["error"]["code"] == "bad_request"
    assert Lead.objects.count() == 0


def test_a_nul_in_a_utm_value_or_a_chat_message_is_a_400(client, site):
    body = json.dumps({**CONTACT, "utm": {"utm_source": "x\u0000"}})
    assert client.post("/api/contact", body, content_type="application/json").status_code == 400
    chat = json.dumps({"message": "hi\u0000", "language": "en"})
    assert client.post("/api/chat/message", chat, content_type="application/json").status_code == 400


def test_a_nul_in_a_page_address_or_a_posted_form_is_a_plain_400(client, site):
    assert client.get("/blog?tag=%00").status_code == 400
    assert client.get("/services/a%00").status_code == 400
    form = urlencode({**CONTACT, "consent": "on", "message": "a\x00b"})  # as a browser posts a form
    response = client.post("/contact", form, content_type="application/x-www-form-urlencoded")
    assert response.status_code == 400 and Lead.objects.count() == 0


def test_ordinary_requests_pass_untouched(client, site):
    assert client.get("/api/blog?page=1").status_code == 200
    body = json.dumps({**CONTACT, "message": "A backslash \\\\ and the word u0000 are fine."})
    assert client.post("/api/contact", body, content_type="application/json").status_code == 201
