"""Loading a page's data by calling our own API in-process: no HTTP, the same code and JSON shape
that the browser gets from /api, keyed by the API path (which is the TanStack Query key)."""

import json
from typing import Any

from django.http import HttpRequest, QueryDict
from django.urls import Resolver404, resolve


class NotFound(Exception):
    """A query the page depends on answered 404 (an unknown or unpublished slug), or refused the URL's
    parameters (422: /blog?page=abc): either way there is no such page to show."""


def fetch(api_path: str, request: HttpRequest) -> Any:
    path, _, query = api_path.partition("?")
    try:
        match = resolve(path)
    except Resolver404 as exc:
        raise NotFound(api_path) from exc
    sub = HttpRequest()
    sub.method = "GET"
    sub.path = sub.path_info = path
    sub.GET = QueryDict(query)
    sub.META = {k: v for k, v in request.META.items() if k in ("SERVER_NAME", "SERVER_PORT", "REMOTE_ADDR")}
    sub.META.update({"REQUEST_METHOD": "GET", "QUERY_STRING": query})
    sub.user = getattr(request, "user", None)  # type: ignore[assignment]
    response = match.func(sub, *match.args, **match.kwargs)
    if response.status_code in (404, 422):
        raise NotFound(api_path)
    if response.status_code != 200:
        raise RuntimeError(f"{api_path} answered {response.status_code} while rendering a page")
    return json.loads(response.content)


def load(api_paths: list[str], request: HttpRequest) -> dict[str, Any]:
    return {p: fetch(p, request) for p in api_paths}
