"""Errors Django or Ninja answer in plain text are given in the API's one error shape."""

import pytest

pytestmark = pytest.mark.django_db


def test_a_method_the_path_does_not_take_is_a_json_405_with_allow(client):
    answer = client.delete("/api/services")
    assert answer.status_code == 405 and answer["Content-Type"] == "application/json"
    assert answer.json()["error"]["code"] == "method_not_allowed" and answer["Allow"] == "GET"


def test_pages_keep_their_own_answers(client):
    page = client.delete("/about")  # a page is only read: Django's own 405, not the API's JSON one
    assert page.status_code == 405 and page["Allow"] == "GET, HEAD"
    assert "application/json" not in page["Content-Type"]
    assert "application/json" not in client.get("/no-such-page")["Content-Type"]
