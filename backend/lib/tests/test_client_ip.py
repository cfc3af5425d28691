"""The client's address behind a configured number of trusted proxies (rate limits, lockouts, audit)."""

import pytest
from django.test import RequestFactory

from lib.ratelimit import client_ip

CASES = [
    # (hops, X-Forwarded-For, expected)
    (0, "198.51.100.9", "127.0.0.1"),  # no trusted proxy: the header is ignored
    (1, "", "127.0.0.1"),  # nothing forwarded: the connection's address
    (1, "203.0.113.5", "203.0.113.5"),  # one proxy appended the client
    (1, "6.6.6.6, 203.0.113.5", "203.0.113.5"),  # the client wrote its own first hop: not believed
    (2, "6.6.6.6, 203.0.113.5, 10.0.0.2", "203.0.113.5"),  # two proxies: the second entry from the right
    (2, "203.0.113.5", "127.0.0.1"),  # fewer entries than proxies: the request skipped one
    (1, " 203.0.113.5 , ", "203.0.113.5"),  # blanks and empty entries do not count
    (1, "not-an-address", "127.0.0.1"),  # what no proxy would write is not believed
    (1, "2001:db8::7", "2001:db8::7"),
]


@pytest.mark.parametrize(("hops", "forwarded", "expected"), CASES)
def test_client_ip(settings, hops, forwarded, expected):
    settings.TRUSTED_PROXY_HOPS = hops
    request = RequestFactory().get("/", HTTP_X_FORWARDED_FOR=forwarded, REMOTE_ADDR="127.0.0.1")
    assert client_ip(request) == expected


def test_a_client_cannot_dodge_the_limit_by_writing_new_first_hops(settings, db):
    settings.TRUSTED_PROXY_HOPS = 1
    from leads.api import CONTACT_LIMIT

    factory = RequestFactory()
    answers = [
        CONTACT_LIMIT.hit(factory.post("/api/contact", HTTP_X_FORWARDED_FOR=f"10.9.9.{n}, 203.0.113.50"))
        for n in range(CONTACT_LIMIT.requests + 1)
    ]
    assert answers[:-1] == [0] * CONTACT_LIMIT.requests and answers[-1] > 0


def test_a_request_made_inside_the_process_has_no_address_to_store():
    from django.http import HttpRequest

    from lib.ratelimit import client_address

    assert client_address(HttpRequest()) is None
    assert client_address(RequestFactory().get("/", REMOTE_ADDR="198.51.100.2")) == "198.51.100.2"
