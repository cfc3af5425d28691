"""The one error shape of the JSON API:

    {"error": {"code": "validation_error", "message": "…", "fields": {"email": "…"}}}

`fields` is present only for validation errors and names each invalid field once. The API's exception
handlers (config/api_errors.py) answer in it, and under /api/admin/ in the staff member's language
(config/admin_errors.py): every app raises and answers with what is here.
"""

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, JsonResponse
from ninja import Schema

_LOC_PREFIXES = {"body", "query", "path", "form", "header", "cookie", "file", "payload", "data"}


class ErrorDetailOut(Schema):
    code: str
    message: str
    # Only on a 422: one message per invalid field.
    fields: dict[str, str] | None = None


class ErrorOut(Schema):
    """The error shape, for the OpenAPI document (endpoints list it under their 4xx answers)."""

    error: ErrorDetailOut


class FieldErrors(Exception):
    """Raised by services for input that fails a rule the schema cannot express (a taken slug,
    a weak password): answered as 422 with these fields."""

    def __init__(self, fields: dict[str, str]) -> None:
        super().__init__(fields)
        self.fields = fields


def error_response(
    status: int, code: str, message: str, fields: dict[str, str] | None = None, headers: dict[str, str] | None = None
) -> JsonResponse:
    body: dict[str, Any] = {"code": code, "message": message}
    if fields:
        body["fields"] = fields
    response = JsonResponse({"error": body}, status=status, json_dumps_params={"ensure_ascii": False})
    for key, value in (headers or {}).items():
        response[key] = value
    return response


def rate_limited(limit: Any, request: HttpRequest, message: str) -> JsonResponse | None:
    """Counts the request against `limit` (lib.ratelimit.Limit); over it, the 429 to answer with."""
    retry_after = limit.hit(request)
    if not retry_after:
        return None
    return error_response(429, "rate_limited", message, headers={"Retry-After": str(retry_after)})


def field_name(loc: list[Any] | tuple[Any, ...]) -> str:
    """The form field a pydantic error location points at (["body", "payload", "email"] -> "email")."""
    parts = [str(p) for p in loc]
    # Only the leading source and parameter names go: an upload's field is called "file" too (["file", "file"]).
    while len(parts) > 1 and parts[0] in _LOC_PREFIXES:
        parts.pop(0)
    if not parts or (len(parts) == 1 and parts[0] in _LOC_PREFIXES and parts[0] != "file"):
        return "__all__"
    return ".".join(parts)


def english_message(err: dict[str, Any]) -> str:
    """Pydantic's own message of an error, without the "Value error, " it puts before a validator's."""
    return str(err.get("msg", "Invalid value.")).removeprefix("Value error, ")


def validation_fields(
    errors: list[dict[str, Any]], message: Callable[[dict[str, Any]], str] = english_message
) -> dict[str, str]:
    """One message per invalid field; `message` words each error (the staff admin's language: config/api_errors.py)."""
    fields: dict[str, str] = {}
    for err in errors:
        fields.setdefault(field_name(err.get("loc", ())), message(err))
    return fields


CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "method_not_allowed",
          409: "conflict", 413: "payload_too_large", 429: "rate_limited"}


def not_found(request: HttpRequest, *args: Any, **kwargs: Any) -> JsonResponse:
    """Any path under /api/ that no router claims."""
    return error_response(404, "not_found", f"No API endpoint at {request.path}.")
