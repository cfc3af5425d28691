"""Serving the pages of the React app, rendered on the server (see docs/architecture.md)."""

import gzip
import re
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed, JsonResponse
from django.middleware.csrf import get_token
from django.template.loader import render_to_string
from django.views.decorators.http import require_safe

from accounts.preferences import language_of
from content import cache_keys
from content.models import SiteSettings
from lib.paths import split_language
from web import csp

from . import assets, boot, data, head, ssr
from .routes import Match, manifest


def _page_query(request: HttpRequest, match: Match | None) -> str:
    """The URL parameters that change the page (those its route reads), sorted: any other (?x=1, a
    campaign's utm_*) shows the same page."""
    names = match.route.page_params if match else []
    return urlencode(sorted((k, v) for k, v in request.GET.items() if k in names))


def _cacheable(request: HttpRequest, match: Match | None) -> bool:
    """Whether this address's page may be kept at all. Not an address no route has (each would be a
    not-found page of its own), nor a page for one person, nor a page asked with a parameter the page
    reads itself (?sent= on the contact form, which any value could be): the cache holds one copy of
    each page of the site, not one per address a visitor or a script can write. (A route's not-found
    answer, such as an unknown post, is not kept either: see `page`.)"""
    if match is None or match.route.private:
        return False
    return not any(name in request.GET for name in (*match.route.params, *match.route.text_params))


def _cache_key(lang: str, path: str, request: HttpRequest, match: Match | None) -> str:
    """Keyed by what changes the page (the content, the client build, the address and the parameters
    its data reads), so arbitrary parameters cannot fill the cache with copies."""
    return cache_keys.key("page", f"{lang}|{path}|{_page_query(request, match)}")


_GZIP = re.compile(r"\bgzip\b")
# A cached page: (status, document, gzip of it, the CSP sources of its inline stylesheet). The sources
# are kept with the document, so a page cached before a new build gets its own build's hash (another
# shape, e.g. from before the stylesheet was inlined, is a miss).
_CACHED_PARTS = 4
# The request attribute with the key cached_page looked up in vain (a miss costs one key and one lookup).
_MISSED = "page_cache_missed"


def _gzip(document: str) -> bytes:
    # mtime=0: the same document always compresses to the same bytes (stable ETags, cacheable).
    return gzip.compress(document.encode(), compresslevel=9, mtime=0)


def _accepts_gzip(request: HttpRequest) -> bool:
    return bool(_GZIP.search(request.headers.get("Accept-Encoding", "")))


def _render(request: HttpRequest, lang: str, path: str, match: Match | None,
            preview: bool = False) -> tuple[int, str, bool, tuple[str, ...]]:
    """(status, document, server_rendered, the CSP sources of its inline stylesheet) for one page. A
    `preview` (web/preview.py) is the rendered HTML alone: its scripts would route by the preview's address."""
    site_manifest = manifest()
    not_found = match is None
    payload: dict[str, Any] = {}
    if match is not None:
        try:
            payload = data.load(match.api_paths(site_manifest.global_queries, request.GET), request)
        except data.NotFound:
            not_found = True
    if not_found:
        payload = data.load(list(site_manifest.global_queries), request)
    own_not_found = match.route.not_found if match else None
    page = (own_not_found or site_manifest.not_found_page) if not_found else match.route.page  # type: ignore[union-attr]
    page_head = head.build(match, lang, path, payload, not_found, request.GET)
    state = {"lang": lang, "data": payload, "notFound": not_found}
    # Rendered for the address without the parameters that do not change it: the page may be cached
    # and shown to anyone who asks with other ones (a private page is rendered for its own request).
    query = request.GET.urlencode() if match and match.route.private else _page_query(request, match)
    html = ssr.render(request.path + (f"?{query}" if query else ""), state)
    page_assets = assets.for_page(page, lang)
    document = render_to_string(
        "web/page.html",
        {
            "lang": lang,
            "dir": "rtl" if lang == "ar" else "ltr",
            "head": page_head.tags,
            "assets": page_assets,
            "html": html or "",
            "state": state,
            "noscript_css": csp.NOSCRIPT_CSS,
            # What web/boot.js starts once the page has painted.
            "boot": boot.data(page_assets.entry, page_assets.preload, page_assets.fonts,
                              page_assets.font_files, page_assets.prefetch)
            if page_assets.entry else None,
            "boot_script": boot.SCRIPT,
            "preview": preview,
        },
    )
    styles = (csp.source_hash(page_assets.style),) if page_assets.style else ()
    return (404 if not_found else 200), document, html is not None, styles


def is_admin_path(path: str) -> bool:
    """/admin and everything under it is the staff app (no /ar variant: /ar/admin is a public 404)."""
    return path == "/admin" or path.startswith("/admin/")


def admin_shell(request: HttpRequest) -> HttpResponse:
    """The staff admin: a client-rendered shell for its own script bundle. Not server-rendered, never
    cached (by us, proxies or the browser), never indexed. The app signs in through /api/admin/auth."""
    get_token(request)  # sets the CSRF cookie the app sends back in X-CSRFToken
    # The app reads the CSRF cookie by the name given here (`__Host-csrftoken` in production).
    # Signed in, the page starts in the language the person chose, so nothing flips after loading.
    lang = language_of(request.user)
    # The company's name in both languages for the app's brand line and titles (it switches language in place).
    site = SiteSettings.load()
    company = {"en": site.company_name_en, "ar": site.company_name_ar or site.company_name_en}
    document = render_to_string("web/admin.html", {"assets": assets.for_admin(), "lang": lang,
                                                   "dir": "rtl" if lang == "ar" else "ltr", "company": company,
                                                   "csrf_cookie_name": settings.CSRF_COOKIE_NAME})
    response = HttpResponse(document, content_type="text/html; charset=utf-8")
    response["Cache-Control"] = "no-store"
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["X-Render-Mode"] = "client"
    response["Referrer-Policy"] = "same-origin"
    return response


def _respond(request: HttpRequest, lang: str, status: int, document: str, compressed: bytes | None,
             server_rendered: bool, styles: tuple[str, ...]) -> HttpResponse:
    if _accepts_gzip(request):
        response = HttpResponse(compressed or _gzip(document), status=status,
                                content_type="text/html; charset=utf-8")
        response["Content-Encoding"] = "gzip"
    else:
        response = HttpResponse(document, status=status, content_type="text/html; charset=utf-8")
    response["Content-Length"] = str(len(response.content))
    response["Vary"] = "Accept-Encoding"
    response["Content-Language"] = lang
    response["X-Render-Mode"] = "ssr" if server_rendered else "client"
    response["Cache-Control"] = "public, max-age=0, must-revalidate"
    csp.allow_inline_styles(response, styles)
    return response


def cached_page(request: HttpRequest) -> HttpResponse | None:
    """The page for this request from the page cache, or None (web.middleware answers with it early)."""
    if request.method not in ("GET", "HEAD") or is_admin_path(request.path):
        return None
    lang, path = split_language(request.path)
    match = manifest().match(path)
    if not _cacheable(request, match):
        return None
    key = _cache_key(lang, path, request, match)
    cached = cache.get(key)
    if cached is None or len(cached) != _CACHED_PARTS:
        setattr(request, _MISSED, key)  # the view renders it without asking the cache again
        return None
    status, document, compressed, styles = cached
    return _respond(request, lang, status, document, compressed, True, styles)


@require_safe
def page(request: HttpRequest) -> HttpResponse:
    if is_admin_path(request.path):
        return admin_shell(request)
    lang, path = split_language(request.path)
    match = manifest().match(path)
    if match is not None and match.route.private:
        return _private(request, lang, path, match)
    if not _cacheable(request, match):
        status, document, server_rendered, styles = _render(request, lang, path, match)
        return _respond(request, lang, status, document, None, server_rendered, styles)
    missed = getattr(request, _MISSED, None)
    key = missed or _cache_key(lang, path, request, match)
    cached = None if missed else cache.get(key)
    compressed: bytes | None = None
    if cached is None or len(cached) != _CACHED_PARTS:
        status, document, server_rendered, styles = _render(request, lang, path, match)
        # Only server-rendered pages are kept: once the renderer is back, visitors get full HTML again.
        # They are kept compressed as well, so a cached page costs no compression per request. A
        # not-found answer is not kept: the parameters its data refused (?page=999, ?tag=anything)
        # could otherwise fill the cache with one copy per value.
        if server_rendered and status != 404:
            compressed = _gzip(document)
            cache.set(key, (status, document, compressed, styles), settings.PAGE_CACHE_SECONDS)
    else:
        status, document, compressed, styles = cached
        server_rendered = True
    return _respond(request, lang, status, document, compressed, server_rendered, styles)


def _private(request: HttpRequest, lang: str, path: str, match: Match) -> HttpResponse:
    """A page for one person: rendered for each request, kept by nobody, its address never passed on."""
    status, document, server_rendered, styles = _render(request, lang, path, match)
    response = _respond(request, lang, status, document, None, server_rendered, styles)
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response


def healthz(request: HttpRequest) -> HttpResponse:
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET", "HEAD"])
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        database = {"status": "ok", "vendor": connection.vendor}
    except Exception as exc:  # noqa: BLE001  (any database failure is reported, not raised)
        database = {"status": "down", "error": str(exc)}
    renderer = ssr.health()
    body = {
        "status": "ok" if database["status"] == "ok" else "down",
        "database": database,
        "renderer": renderer,
        "mode": "ssr" if renderer["status"] == "ok" else "client",
    }
    response = JsonResponse(body, status=200 if database["status"] == "ok" else 503)
    response["Cache-Control"] = "no-store"
    return response
