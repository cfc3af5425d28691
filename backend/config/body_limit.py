"""Request body limits for the JSON API, checked before anything reads the body.

A form or chat message is a few kilobytes; a larger body is refused with the API's JSON error (413)
instead of being read into memory. Uploads have their own, larger limit.
"""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from .errors import error_response

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
