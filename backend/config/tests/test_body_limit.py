"""Bodies past their limit get the JSON 413 without being read: sized ones at once, chunked ones
cut off one byte past the limit as they stream in (config/body_limit.py)."""

import io
import json
from typing import Any

import pytest
from django.core.signals import request_finished, request_started
from django.db import close_old_connections

from config.body_limit import limit_for
from config.wsgi import application

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _keep_the_test_connection():
    # As Django's test client does: a request must not close the connection the test's transaction runs on.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


class Endless(io.RawIOBase):
    """A body that never ends, counting what was read of it (a chunked upload, already de-chunked)."""

    def __init__(self) -> None:
        self.read_bytes = 0

    def read(self, size: int = -1) -> bytes:
        size = 64 * 1024 if size is None or size < 0 else size
        self.read_bytes += size
        return b"x" * size


def call(path: str, body: Any, **headers: str) -> tuple[str, dict[str, str], bytes]:
    environ = {
        "REQUEST_METHOD": "POST", "PATH_INFO": path, "SERVER_NAME": "testserver", "SERVER_PORT": "80",
        "wsgi.url_scheme": "http", "wsgi.input": body, "wsgi.errors": io.StringIO(), "REMOTE_ADDR": "127.0.0.1",
        "CONTENT_TYPE": "application/json", **headers,
    }
    answer: dict[str, Any] = {}

    def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> None:
        answer["status"], answer["headers"] = status, dict(headers)

    content = b"".join(application(environ, start_response))
    return answer["status"], answer["headers"], content


def test_a_sized_body_past_the_limit_is_refused_before_a_byte_is_read():
    body = Endless()
    status, headers, content = call("/api/contact", body, CONTENT_LENGTH=str(100 * 1024 * 1024))
    assert status.startswith("413") and headers["Content-Type"] == "application/json"
    assert json.loads(content)["error"]["code"] == "payload_too_large"
    assert body.read_bytes == 0


def test_a_chunked_body_past_the_limit_is_cut_off_as_it_streams_in():
    body = Endless()
    status, _, content = call("/api/chat/message", body, HTTP_TRANSFER_ENCODING="chunked")
    assert status.startswith("413") and json.loads(content)["error"]["code"] == "payload_too_large"
    assert body.read_bytes <= limit_for("/api/chat/message") + 64 * 1024


def test_a_chunked_body_within_the_limit_is_read_as_any_other():
    payload = json.dumps({"message": "Do you help with student visas?", "language": "en"}).encode()
    status, _, content = call("/api/chat/message", io.BytesIO(payload), HTTP_TRANSFER_ENCODING="chunked")
    assert status.startswith("200"), content
    assert json.loads(content)["messages"]
