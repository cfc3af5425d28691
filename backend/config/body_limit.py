"""Request body limits for the JSON API, checked before anything reads the body.

A form or chat message is a few kilobytes; a larger body is refused with the API's JSON error (413)
instead of being read into memory. Uploads have their own, larger limit.

A body sent in chunks announces no length. WSGI gives Django no way to read such a body, so
`SizedBodies` (around the WSGI application) reads it as it streams in, stopping one byte past the
path's limit, and hands it on with its length: within the limit the request goes on as any other;
past it the middleware below answers the 413, and the rest of the body is never read.
"""

import io
from collections.abc import Callable, Iterable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from lib.errors import error_response

DEFAULT_LIMIT = 64 * 1024
# Path prefixes with their own limit (the first that matches wins).
LIMITS: tuple[tuple[str, int], ...] = (
    ("/api/admin/uploads", 6 * 1024 * 1024),
    ("/api/contact", 32 * 1024),
    ("/api/chat/", 16 * 1024),
)


def limit_for(path: str) -> int:
    return next((limit for prefix, limit in LIMITS if path.startswith(prefix)), DEFAULT_LIMIT)


class ApiBodyLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith("/api/") and request.method in ("POST", "PUT", "PATCH"):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = 0
            limit = limit_for(request.path)
            if length > limit:
                return error_response(413, "payload_too_large", f"The request body is larger than {limit} bytes.")
        return self.get_response(request)


class SizedBodies:
    """WSGI wrapper: a chunked body becomes a sized one, read no further than one byte past its limit."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        if chunked and not environ.get("CONTENT_LENGTH"):
            path = environ.get("PATH_INFO", "")
            # Pages (the contact form's own post) keep Django's limit, which answers 400 past it.
            limit = limit_for(path) if path.startswith("/api/") else settings.DATA_UPLOAD_MAX_MEMORY_SIZE
            body = _read_at_most(environ["wsgi.input"], limit + 1)
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
        return self.app(environ, start_response)


def _read_at_most(stream: Any, size: int) -> bytes:
    parts: list[bytes] = []
    left = size
    while left > 0:
        part = stream.read(min(left, 64 * 1024))
        if not part:
            break
        parts.append(part)
        left -= len(part)
    return b"".join(parts)
