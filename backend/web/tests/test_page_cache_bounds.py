"""The page cache holds one copy of each page of the site: addresses a script can vary without end
(unknown paths, ?sent= on the contact form, a search's ?q=) are rendered for their request and never
kept, so they cannot push out what is kept; nor can anything in the cache reset a rate limit."""

import pytest
from django.core.cache import cache
from django.test import RequestFactory

from web.routes import manifest
from web.views import _cache_key

pytestmark = pytest.mark.django_db

# A small cache, as a busy one is: a few dozen new entries push the oldest out.
SMALL_CACHE = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "bounds",
                           "OPTIONS": {"MAX_ENTRIES": 30}}}


@pytest.fixture
def content(site, make_service):
    make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة")


def _kept(url: str) -> bool:
    request = RequestFactory().get(url)
    lang, path = ("ar", request.path[3:] or "/") if request.path.startswith("/ar") else ("en", request.path)
    return cache.get(_cache_key(lang, path, request, manifest().match(path))) is not None


def test_flooding_unknown_paths_and_sent_states_keeps_no_copies_and_leaves_the_limits(client, renderer, content,
                                                                                     settings):
    from leads.api import CONTACT_LIMIT

    settings.CACHES = SMALL_CACHE
    visitor = RequestFactory().post("/api/contact", REMOTE_ADDR="198.51.100.44")
    assert [CONTACT_LIMIT.hit(visitor) for _ in range(CONTACT_LIMIT.requests)] == [0] * CONTACT_LIMIT.requests
    assert client.get("/contact").status_code == 200 and _kept("/contact")

    flood = [f"/nowhere-{n}" for n in range(20)] + [f"/ar/contact?sent={n}" for n in range(20)]
    flood += [f"/search?q=visa{n}" for n in range(10)]
    for url in flood:
        client.get(url)
    assert [url for url in flood if _kept(url)] == []
    assert _kept("/contact")  # nothing pushed the page out
    assert CONTACT_LIMIT.hit(visitor) > 0  # ... nor the visitor's spent budget


def test_a_sent_state_is_rendered_for_its_request_in_both_languages(client, renderer, content):
    client.get("/contact")
    assert "Thank you. Your message has reached us." in client.get("/contact?sent=1").content.decode()
    assert "شكرًا لك، وصلتنا رسالتك." in client.get("/ar/contact?sent=1").content.decode()
    assert "Thank you. Your message has reached us." not in client.get("/contact").content.decode()


@pytest.mark.parametrize("url", ["/blog/no-such-post", "/ar/blog/no-such-post", "/blog?page=999",
                                 "/blog?tag=no-such-tag"])
def test_a_routes_not_found_answer_is_never_kept(client, renderer, content, url):
    assert client.get(url).status_code == 404
    assert not _kept(url)
