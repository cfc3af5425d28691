"""A NUL character anywhere in a request (path, query, JSON or form body) is refused at the edge with a
400: the API's JSON error, or a plain "bad request" for a page. Nobody types one, PostgreSQL refuses to
store or compare one (an error that would surface as a 500), and a request carrying one is a probe.
"""

from collections.abc import Callable
from urllib.parse import unquote_to_bytes

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest

from .errors import error_response

# A NUL as JSON writes it, and as a form or query string writes it.
_IN_JSON = (b"\x00", b"\\u0000")
_IN_FORM = (b"\x00", b"%00")


def carries_nul(request: HttpRequest) -> bool:
    if "\x00" in request.path or b"\x00" in unquote_to_bytes(request.META.get("QUERY_STRING", "")):
        return True
    if request.method not in ("POST", "PUT", "PATCH"):
        return False
    kind = request.content_type or ""
    marks = _IN_JSON if kind == "application/json" else _IN_FORM if kind.endswith("urlencoded") else ()
    return bool(marks) and any(mark in request.body for mark in marks)


class NulRefusalMiddleware:
    """After the body limit (so a huge body is refused before it is read here)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if carries_nul(request):
            if request.path.startswith("/api/"):
                return error_response(400, "bad_request", "The request contains a NUL character.")
            return HttpResponseBadRequest("Bad request: the address or form contains a NUL character.",
                                          content_type="text/plain; charset=utf-8")
        return self.get_response(request)
