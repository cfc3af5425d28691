"""Every public write endpoint (contact, booking, chat message and contact, a calculator's assessment):
a NUL is refused at the edge whatever the body's Content-Type says (Django Ninja parses JSON sent as
text/plain or with no type all the same), so none reaches the database; the other control characters
are removed from every free-text field by the one shared rule (lib/plain_text.py)."""

import datetime as dt
import json
from collections.abc import Callable
from typing import Any

import pytest
from django.utils import timezone

from booking.models import Booking
from booking.slots import free_slots
from booking.tests import factories
from chat.models import Conversation
from leads.models import Lead
from office.calendar import zone
from tools.tests.test_assessment_api import body as assessment_body

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]  # the content's services

PERSON = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "+97455123456",
          "country": "canada", "service": "study", "consent": True, "elapsed_ms": 6000}


def _booking() -> dict[str, Any]:
    kind = factories.meeting_type("phone", slug="phone")
    factories.consultant().meeting_types.set([kind])
    today = timezone.now().astimezone(zone()).date()
    start = free_slots(kind, today, today + dt.timedelta(days=30))[0].start
    return {**PERSON, "type": "phone", "start": start.astimezone(zone()).isoformat(), "time_zone": "Asia/Qatar"}


# Each endpoint: its path, a valid body (made in the test's database), and the free-text field to send.
ENDPOINTS: dict[str, tuple[str, Callable[[], dict[str, Any]]]] = {
    "contact": ("/api/contact", lambda: {**PERSON, "message": "Hello"}),
    "booking": ("/api/booking", _booking),
    "chat message": ("/api/chat/message", lambda: {"message": "Hello", "language": "en"}),
    "chat contact": ("/api/chat/contact", lambda: {"name": "Aisha Khan", "phone": "+974 5512 3456"}),
    "assessment": ("/api/tools/crs/assessment", lambda: assessment_body("crs")),
}
# What each endpoint answers when the body is taken: a chat message is answered, the rest are stored.
CREATED = {"contact": 201, "booking": 201, "chat message": 200, "chat contact": 201, "assessment": 201}
# As a script may label a JSON body: Ninja parses it as JSON under every one of these.
CONTENT_TYPES = ["text/plain", "", "application/json", "application/x-www-form-urlencoded",
                 "application/octet-stream"]


def _stored_page_addresses() -> list[str]:
    return [*Lead.objects.values_list("page_url", flat=True), *Conversation.objects.values_list("page_url", flat=True)]


@pytest.mark.parametrize("content_type", CONTENT_TYPES)
@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_a_nul_in_a_page_address_is_a_400_under_any_content_type_and_nothing_is_stored(client, site, endpoint,
                                                                                      content_type):
    path, valid = ENDPOINTS[endpoint]
    sent = json.dumps({**valid(), "page_url": "https://horizongate.qa/contact\u0000"})
    response = client.generic("POST", path, sent, content_type=content_type)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "bad_request"
    assert _stored_page_addresses() == [] and Booking.objects.count() == 0


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_control_characters_are_removed_from_every_free_text_field(client, site, endpoint):
    path, valid = ENDPOINTS[endpoint]
    sent = {**valid(), "page_url": " https://horizongate.qa/\u0001contact\u001f?\u007fx=1\u202e "}
    if "message" in sent:
        sent["message"] = "Line one\u0007\nline\u0008 two\tend"
    response = client.post(path, json.dumps(sent), content_type="text/plain")
    assert response.status_code == CREATED[endpoint], response.content
    assert set(_stored_page_addresses()) == {"https://horizongate.qa/contact?x=1"}
    messages = [*Lead.objects.exclude(message="").values_list("message", flat=True)]
    if endpoint == "chat message":
        messages = [Conversation.objects.get().messages.filter(role="user").get().content]
    assert messages == (["Line one\nline two\tend"] if "message" in sent else [])


@pytest.mark.parametrize("value", ["a\u0000b", '"https://horizongate.qa/\\u0000"', '{"x": ["\\u0000"]}'])
def test_a_nul_in_a_multipart_field_or_in_json_inside_one_is_a_400(client, site, value):
    response = client.post("/api/contact", {**PERSON, "consent": "true", "page_url": value})  # multipart
    assert response.status_code == 400 and response.json()["error"]["code"] == "bad_request"
    assert Lead.objects.count() == 0


def test_an_uploaded_files_own_bytes_are_not_text_and_pass(signed_in, media):
    from content.tests.images import png_bytes, png_file

    assert b"\x00" in png_bytes()
    client = signed_in("editor")
    response = client.post("/api/admin/uploads", {"file": png_file("team.png"), "folder": "services"},
                           HTTP_X_CSRFTOKEN=client.csrf_token())
    assert response.status_code == 201


def test_escaped_backslashes_before_u0000_are_text_not_a_nul(client, site):
    sent = json.dumps({**PERSON, "message": "C:\\u0000 is a folder name"})
    assert "\\\\u0000" in sent
    assert client.post("/api/contact", sent, content_type="text/plain").status_code == 201
    assert Lead.objects.get().message == "C:\\u0000 is a folder name"
