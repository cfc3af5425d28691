"""What a request that failed on our side is answered with (Django's handler500, config/urls.py).

A database that is down, restarting or out of connections is a passing fault: API clients get the
JSON error 503 `database_unavailable` with Retry-After, and pages a short "try again in a moment"
page with 503, in the page's language. Nothing partial is written: every write that matters runs in
one transaction, which the failure rolls back. Anything else is a 500, as JSON under /api/.
"""

import sys

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

from lib import strings
from lib.errors import error_response
from lib.paths import localized_path, split_language
from web import assets

# Seconds a client should wait before trying again: about what a PostgreSQL restart takes.
RETRY_AFTER = 5


def database_unavailable(exc: BaseException | None) -> bool:
    """A fault of the database connection (down, restarting, no free connection), not of our code."""
    return isinstance(exc, OperationalError | InterfaceError)


def server_error(request: HttpRequest) -> HttpResponse:
    unavailable = database_unavailable(sys.exc_info()[1])
    status = 503 if unavailable else 500
    headers = {"Retry-After": str(RETRY_AFTER)} if unavailable else {}
    if request.path.startswith("/api/"):
        if unavailable:
            return error_response(503, "database_unavailable",
                                  "The service is briefly unavailable. Please try again in a few seconds.",
                                  headers=headers)
        return error_response(500, "server_error", "Something went wrong on our side. Please try again.")
    lang, _ = split_language(request.path)
    kind = "unavailable" if unavailable else "failed"
    html = render_to_string("web/fault.html", {
        "lang": lang, "dir": "rtl" if lang == "ar" else "ltr",
        "css": assets.for_page("features/not-found/NotFoundPage", lang).css,
        "title": strings.t(f"fault.{kind}.title", lang), "text": strings.t(f"fault.{kind}.text", lang),
        "retry": strings.t("fault.retry", lang), "home": strings.t("notFound.home", lang),
        "again": request.get_full_path(), "home_path": localized_path("/", lang),
    })
    response = HttpResponse(html, status=status)
    response["Cache-Control"] = "no-store"
    for key, value in headers.items():
        response[key] = value
    return response
