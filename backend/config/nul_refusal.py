"""A NUL character anywhere in a request (path, query, body) is refused at the edge with a 400: the API's
JSON error, or a plain "bad request" for a page. Nobody types one, PostgreSQL refuses to store or compare
one (an error that would surface as a 500), and a request carrying one is a probe.

The body is checked as the views will read it, whatever its Content-Type says: Django Ninja parses a
body as JSON whether it is sent as application/json, text/plain or with no type at all, and reads form
fields (urlencoded or multipart) from request.POST, where a multipart field may hold JSON too (a JSON
body next to an upload). So a body is refused when its bytes hold a NUL, when it parses as JSON holding one (`\\u0000`
in a string or a key), or when a form field's name or value holds one (`%00`, or `\\u0000` in a field that
is itself JSON). Uploaded files' contents are not text and are not looked at; their names are.
"""

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote_to_bytes

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest

from lib.errors import error_response

# Methods whose body a view reads.
_WITH_BODY = ("POST", "PUT", "PATCH", "DELETE")
# A NUL as JSON may write it (the escape, any case of its hex digits is only zeros).
_ESCAPED = b"\\u0000"


def _json_holds_nul(text: str | bytes) -> bool:
    """Whether `text`, read as JSON the way Ninja reads it (json.loads), holds a NUL in a string or key.
    Text that is not JSON holds none this way."""
    raw = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    if _ESCAPED not in raw:
        return False  # the cheap case: no escape, so parsing could not produce a NUL
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # not JSON (or nested past parsing): Ninja refuses it itself
        return False
    return _holds_nul(data)


def _holds_nul(data: Any) -> bool:
    """Whether a parsed JSON value holds a NUL in any string or key (walked without recursion, so a
    deeply nested body costs no stack)."""
    waiting = [data]
    while waiting:
        item = waiting.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return True
        elif isinstance(item, dict):
            waiting.extend(item.keys())
            waiting.extend(item.values())
        elif isinstance(item, list):
            waiting.extend(item)
    return False


def _form_holds_nul(request: HttpRequest) -> bool:
    try:
        fields, files = request.POST, request.FILES
    except Exception:  # noqa: BLE001  (a malformed form is the view's to answer, as before)
        return False
    for name, values in fields.lists():
        if "\x00" in name or any("\x00" in value or _json_holds_nul(value) for value in values):
            return True
    return any("\x00" in name or any("\x00" in (upload.name or "") for upload in uploads)
               for name, uploads in files.lists())


def carries_nul(request: HttpRequest) -> bool:
    if "\x00" in request.path or b"\x00" in unquote_to_bytes(request.META.get("QUERY_STRING", "")):
        return True
    if request.method not in _WITH_BODY:
        return False
    if (request.content_type or "") == "multipart/form-data":
        # Read as fields and files (the body itself is not kept in memory for an upload).
        return _form_holds_nul(request)
    body = request.body
    if b"\x00" in body or _json_holds_nul(body):
        return True
    # A form's fields as Django decodes them: `%00` is a NUL.
    return request.content_type == "application/x-www-form-urlencoded" and b"\x00" in unquote_to_bytes(body)


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
