"""A database that is down or restarting: API clients get the JSON 503 with Retry-After, pages the
"back in a moment" page with 503 in their language, and nothing partial is stored."""

import json
from unittest import mock

import pytest
from django.db import OperationalError
from django.db.backends.base.base import BaseDatabaseWrapper
from django.test import Client

from leads.models import Lead
from mail.models import OutboxMessage

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("form_services")]

CONTACT = {
    "first_name": "Maha", "last_name": "Saleh", "email": "maha@example.com", "phone": "+974 5512 3456",
    "country": "canada", "service": "study", "consent": True, "elapsed_ms": 9000,
}


def database_down():
    """Every new query fails as PostgreSQL does while it restarts."""
    def refuse(*args, **kwargs):
        raise OperationalError("the database system is shutting down")

    return mock.patch.object(BaseDatabaseWrapper, "ensure_connection", refuse)


@pytest.fixture
def client():
    return Client(raise_request_exception=False)


def test_the_api_answers_503_json_with_retry_after(client):
    with database_down():
        answer = client.get("/api/services")
    assert answer.status_code == 503 and answer["Retry-After"] == "5"
    assert answer["Content-Type"] == "application/json"
    assert answer.json()["error"]["code"] == "database_unavailable"


@pytest.mark.parametrize(("path", "says"), [("/services", "Back in a moment"), ("/ar/services", "سنعود خلال لحظات")])
def test_a_page_answers_503_in_its_language(client, path, says):
    with database_down():
        answer = client.get(path)
    assert answer.status_code == 503 and answer["Retry-After"] == "5" and answer["Cache-Control"] == "no-store"
    html = answer.content.decode()
    assert says in html and (('dir="rtl"' in html) == path.startswith("/ar"))
    assert f'href="{path}"' in html  # "try again" comes back to the same page


def test_a_contact_cut_off_midway_stores_nothing(client):
    # The lead is written, then the database goes away before its e-mails are: the whole submission
    # is rolled back and the visitor is told to try again, so a retry cannot make a second lead.
    lost = OperationalError("server closed the connection unexpectedly")
    with mock.patch.object(OutboxMessage.objects, "create", side_effect=lost):
        answer = client.post("/api/contact", json.dumps(CONTACT), content_type="application/json")
    assert answer.status_code == 503 and answer.json()["error"]["code"] == "database_unavailable"
    assert Lead.objects.count() == 0 and OutboxMessage.objects.count() == 0
    again = client.post("/api/contact", json.dumps(CONTACT), content_type="application/json")
    assert again.status_code == 201 and Lead.objects.count() == 1 and OutboxMessage.objects.count() == 2


def test_any_other_failure_is_a_json_500_under_the_api(client):
    with mock.patch.object(Lead, "save", side_effect=RuntimeError("a bug")):
        answer = client.post("/api/contact", json.dumps(CONTACT), content_type="application/json")
    assert answer.status_code == 500 and answer.json()["error"]["code"] == "server_error"
    assert "Retry-After" not in answer
