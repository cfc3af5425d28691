"""The content API's answers kept per content version (content/api_cache.py): a kept answer costs one
query, and a content save, a new build, a parameter or a 404 never serves a stale or foreign copy.
(The search, free text, is not kept: content/api.py mounts it beside the kinds.)"""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from content import models as m

pytestmark = pytest.mark.django_db


def _queries(client, path: str) -> tuple[int, object]:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(path)
    return len(captured), response


def test_a_kept_answer_is_served_with_one_query_and_the_same_bytes(client, make_service):
    make_service("study", title_en="Student visas")
    first = client.get("/api/services")
    count, again = _queries(client, "/api/services")
    assert count == 1  # the content version
    assert again.content == first.content
    assert again["Content-Type"] == first["Content-Type"] == "application/json; charset=utf-8"


def test_a_content_save_shows_at_once(client, make_service, site):
    service = make_service("study", title_en="Student visas")
    assert client.get("/api/services/study").json()["title"]["en"] == "Student visas"
    service.title_en = "Study permits"
    service.save()
    assert client.get("/api/services/study").json()["title"]["en"] == "Study permits"
    before = client.get("/api/site").json()["phone"]
    m.SiteSettings.objects.update(phone="+974 1111 2222")  # a write that bypasses the models' signals
    assert client.get("/api/site").json()["phone"] == before  # the kept answer
    m.ContentVersion.bump()  # what every save through the models does (content/signals.py)
    assert client.get("/api/site").json()["phone"] == "+974 1111 2222"


def test_a_new_client_build_is_a_new_key(client, make_service, client_build):
    make_service("study")
    client_build({"src/app/entry-client.tsx": {"file": "assets/entry-OLD.js", "isEntry": True}})
    client.get("/api/services")
    assert _queries(client, "/api/services")[0] == 1
    client_build({"src/app/entry-client.tsx": {"file": "assets/entry-NEW.js", "isEntry": True}})
    count, _ = _queries(client, "/api/services")
    assert count > 1  # answered anew: a flag's file name may have changed with the build


def test_answers_with_parameters_and_not_found_ones_are_not_kept(client, make_service):
    make_service("study")
    client.get("/api/blog?page=1")
    count, _ = _queries(client, "/api/blog?page=1")
    assert count > 1
    assert client.get("/api/services/work").status_code == 404
    make_service("work")  # bumps the version anyway; the 404 was never kept
    assert client.get("/api/services/work").status_code == 200
