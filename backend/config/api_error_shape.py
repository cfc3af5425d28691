"""Every error the JSON API gives is in its one error shape (lib/errors.py), including the few that
Django or Ninja answer in plain text before our handlers see the request: a method the path does not
take (405, with its Allow header), for one."""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from lib.errors import CODES, error_response

_KEPT_HEADERS = ("Allow", "Retry-After")


class ApiErrorShapeMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if (request.path.startswith("/api/") and response.status_code >= 400
                and not response.get("Content-Type", "").startswith("application/json")):
            kept = {key: response[key] for key in _KEPT_HEADERS if response.has_header(key)}
            return error_response(response.status_code, CODES.get(response.status_code, "error"),
                                  f"{response.reason_phrase}.", headers=kept)
        return response
