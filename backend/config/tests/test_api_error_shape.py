"""Errors Django or Ninja answer in plain text are given in the API's one error shape."""

import pytest

pytestmark = pytest.mark.django_db


def test_a_method_the_path_does_not_take_is_a_json_405_with_allow(client):
    answer = client.delete("/api/services")
    assert answer.status_code == 405 and answer["Content-Type"] == "application/json"
    assert answer.json()["error"]["code"] == "method_not_allowed" and answer["Allow"] == "GET"


def test_pages_keep_their_own_answers(client):
    assert client.delete("/about").status_code in (200, 405)
    assert "application/json" not in client.get("/no-such-page")["Content-Type"]
