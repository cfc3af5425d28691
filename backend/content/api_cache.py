"""The public content API's answers kept in the cache, like the rendered pages (content/cache_keys.py
says by what key): each page view's prefetch asks for several of them (the about, services, blog and
contact pages' data), and the server renders a page from them. Only a found answer (200) to an address
without parameters is kept: parameters (?page=2, ?country=ca) and unknown slugs would let anyone fill
the cache with copies, and those answers are few."""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse

from . import cache_keys


def kept_answers(run: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A Ninja view decorator (Router.add_decorator(..., mode="view")) for read-only content operations."""

    @wraps(run)
    def answer(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if request.method != "GET" or request.META.get("QUERY_STRING") or cache_keys.is_bypassed():
            return run(request, *args, **kwargs)
        key = cache_keys.key("api", request.path)
        kept = cache.get(key)
        if kept is not None:
            body, content_type = kept
            return HttpResponse(body, content_type=content_type)
        response = run(request, *args, **kwargs)
        if response.status_code == 200 and not response.streaming:
            cache.set(key, (response.content, response["Content-Type"]), settings.PAGE_CACHE_SECONDS)
        return response

    return answer
