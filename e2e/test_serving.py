"""The web server as `make run` serves it, spoken to over real HTTP: bodies past their limit are
refused with the JSON 413 as they stream in (chunked too), without the server reading them whole."""

import http.client
import json
from urllib.parse import urlsplit


def _connection(server) -> http.client.HTTPConnection:
    parts = urlsplit(server.base_url)
    return http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)


def test_a_chunked_body_past_the_limit_gets_the_json_413(server):
    conn = _connection(server)
    # 40 chunks of 1 KB: past the chat's 16 KB; the server stops reading after the limit.
    chunks = (b'{"message": "' + b"x" * 1024 for _ in range(40))
    conn.request("POST", "/api/chat/message", body=chunks, encode_chunked=True,
                 headers={"Content-Type": "application/json", "X-Forwarded-For": "192.0.2.60"})
    answer = conn.getresponse()
    assert answer.status == 413 and answer.getheader("Content-Type") == "application/json"
    assert json.loads(answer.read())["error"]["code"] == "payload_too_large"


def test_a_chunked_body_within_the_limit_is_answered_as_any_other(server):
    conn = _connection(server)
    body = json.dumps({"message": "Do you help with student visas?", "language": "en"}).encode()
    conn.request("POST", "/api/chat/message", body=iter([body[:10], body[10:]]), encode_chunked=True,
                 headers={"Content-Type": "application/json", "X-Forwarded-For": "192.0.2.61"})
    answer = conn.getresponse()
    assert answer.status == 200 and json.loads(answer.read())["messages"]


def test_a_huge_announced_body_is_refused_before_it_is_sent(server):
    conn = _connection(server)
    conn.putrequest("POST", "/api/contact")
    conn.putheader("Content-Type", "application/json")
    conn.putheader("Content-Length", str(100 * 1024 * 1024))
    conn.endheaders()  # not a byte of the 100 MB follows: an answer at all means nobody waited for it
    answer = conn.getresponse()
    assert answer.status == 413 and json.loads(answer.read())["error"]["code"] == "payload_too_large"
