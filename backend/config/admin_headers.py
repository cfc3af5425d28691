"""Staff pages and the admin API are private: never stored by a browser or proxy, never indexed.

A middleware rather than a decorator so that every answer gets the headers, errors (401, 403, 422)
and the admin app's HTML shell included.
"""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse


def is_admin_path(path: str) -> bool:
    return path.startswith("/api/admin/") or path == "/admin" or path.startswith("/admin/")


class AdminPrivateMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if is_admin_path(request.path):
            response["Cache-Control"] = "no-store"
            response["X-Robots-Tag"] = "noindex, nofollow"
        return response
