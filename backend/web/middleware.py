"""A page already in the page cache is answered here, right after WhiteNoise, without the rest of the
middleware chain (sessions, CSRF, auth, messages, lockouts), none of which a public page uses: the
cheapest path for the most common request. Anything else goes on to the view as before."""

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from . import views

# Paths that are never pages of the React app (see config/urls.py).
_NOT_PAGES = ("/api/", "/api", "/static/", "/media/", "/healthz", "/sitemap.xml", "/robots.txt")


class CachedPageMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method in ("GET", "HEAD") and not request.path.startswith(_NOT_PAGES):
            response = views.cached_page(request)
            if response is not None:
                # What the skipped XFrameOptionsMiddleware would have added.
                response.setdefault("X-Frame-Options", settings.X_FRAME_OPTIONS)
                return response
        return self.get_response(request)
